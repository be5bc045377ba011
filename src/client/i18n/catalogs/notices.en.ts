// The notes a client reads before booking: coaching is not therapy, and the
// coach's cancellation policy (on the profile, at checkout and on Getting
// Started), plus the card fields of the test payment gateway. English is the
// source (docs/decisions/0075-interface-languages.md).
export const noticesEn = {
  'notices.scope.title': 'Coaching is not therapy',
  'notices.scope.text':
    'Coaching on Stillpoint is not therapy, medical care or crisis support. If you are in crisis or thinking about harming yourself, contact your local emergency number now.',
  'notices.scope.link': 'Find crisis support near you',
  'notices.policy.label': 'Cancellation policy',
  'notices.policy.title': 'Cancellation policy: {policy}',
  'notices.policy.flexible': 'Flexible',
  'notices.policy.moderate': 'Moderate',
  'notices.policy.strict': 'Strict',
  'notices.policy.flexibleSummary': 'Full refund if you cancel at least 24 hours before the session; 50% after that.',
  'notices.policy.moderateSummary':
    'Full refund if you cancel at least 48 hours before the session; 50% until 24 hours before; no refund after that.',
  'notices.policy.strictSummary':
    'Full refund if you cancel at least 7 days before the session; 50% until 48 hours before; no refund after that.',
  'notices.card.loading': 'Loading payment form',
  'notices.card.testMode': 'Test mode',
  'notices.card.noRealPayment': 'No real payment is made. Use a test card:',
  'notices.card.succeeds': ' (succeeds)',
  'notices.card.declined': ' (declined)',
  'notices.card.anyExpiry': 'Any future expiry date and any 3-digit CVC.',
  'notices.card.number': 'Card number',
  'notices.card.expiry': 'Expiry (MM/YY)',
  'notices.card.expiryPlaceholder': 'MM/YY',
  'notices.card.cvc': 'CVC',
} as const;
