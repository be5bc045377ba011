// Reporting a review, a person or a message to the team (docs/product/reports.md):
// the button and its dialog. In the public chunk: the button sits on a coach's profile.
export const reportEn = {
  'report.button': 'Report',
  'report.buttonLabel': 'Report {subject}',
  'report.title': 'Report {subject}',
  'report.description': 'Tell us what is wrong. Only our team sees your report; the person reported is not told who sent it.',
  'report.reason': 'Reason',
  'report.reason.spam': 'Spam or advertising',
  'report.reason.harassment': 'Harassment or hate',
  'report.reason.inappropriate': 'Inappropriate or offensive',
  'report.reason.other': 'Something else',
  'report.details': 'Details (optional)',
  'report.detailsPlaceholder': 'What happened? Anything that helps us understand.',
  'report.cancel': 'Cancel',
  'report.send': 'Send Report',
  'report.sending': 'Sending...',
  'report.thanks': 'Thank you for your report',
  'report.thanksText': 'Our team will look at it and act if it breaks our rules.',
  'report.failed': 'Your report could not be sent. Please try again.',
} as const;
