// Leaving a review of a past session. English is the source
// (docs/decisions/0075-interface-languages.md); a signed-in group
// (docs/decisions/0078-signed-in-catalogs.md).
export const reviewsEn = {
  'reviews.title': 'Leave a Review',
  'reviews.back': 'Back to My Bookings',
  'reviews.notFound': 'Session not found',
  'reviews.notFoundText': 'This session does not exist, or it is not one of yours.',
  'reviews.wentWrong': 'Something went wrong',
  'reviews.submitted': 'Review submitted',
  'reviews.thanks': 'Thank you for your feedback.',
  'reviews.failed': 'Review failed',
  'reviews.alreadyReviewed': 'You have already reviewed this session.',
  'reviews.thanksSharing': 'Thank you for sharing your experience.',
  'reviews.starsOutOf5': '{rating} out of 5 stars',
  'reviews.notReady': 'Not ready for a review',
  'reviews.notCompleted': 'You can review a session once it has taken place.',
  'reviews.sessionWith': 'Session with {name}',
  'reviews.rating': 'Rating',
  'reviews.star': '{star, plural, =1 {1 star} other {# stars}}',
  'reviews.outOf5': '{value} out of 5',
  'reviews.chooseStars': 'Choose 1 to 5 stars',
  'reviews.commentLabel': 'Your review (optional)',
  'reviews.commentPlaceholder': 'What was helpful? How do you feel after the session?',
  'reviews.cancel': 'Cancel',
  'reviews.submitting': 'Submitting...',
  'reviews.submit': 'Submit Review',
} as const;
