// The server's own sentences that people may read (src/server/http: the
// error handler, the guards, the rate limits), found by their text like the
// schemas' sentences in validation.en.ts; {wait} is "a minute" or
// "{minutes} minutes", a part (a key with ".part.") translated only inside
// a sentence
// (docs/decisions/0082-sentences-from-the-server-and-the-schemas.md).
export const errorsEn = {
  'errors.generic': 'Something went wrong on our side. Please try again.',
  'errors.unavailable': 'The service is briefly unavailable. Please try again in a moment.',
  'errors.invalidRequest': 'The request is not valid.',
  'errors.invalidValue': 'Invalid value',
  'errors.tooLarge': 'The request is too large.',
  'errors.sendJson': 'Send the request body as JSON.',
  'errors.invalidJson': 'The request body is not valid JSON.',
  'errors.invalidAddress': 'The address of this request is not valid.',
  'errors.noSuchAddress': 'No such address.',
  'errors.noPermission': 'You do not have permission to do that.',
  'errors.crossSite': 'This request came from another site and was refused.',
  'errors.messagesForClientsAndCoaches': 'Messages are for clients and coaches.',
  'errors.signInAttempts': 'Too many sign-in attempts. Please wait a minute and try again.',
  'errors.newAccounts': 'Too many new accounts have been created from your network. Please try again in {wait}.',
  'errors.photoUploads': 'You have uploaded many photos in a short time. Please try again in {wait}.',
  'errors.bookingAttempts': 'Too many booking attempts. Please try again in {wait}.',
  'errors.reports': 'You have sent many reports in a short time. Please try again in {wait}.',
  'errors.messages': 'You have sent many messages in a short time. Please wait {wait} and try again.',
  'errors.calendarSyncs': 'Your calendar has been synced many times in a short time. Please try again in {wait}.',
  // The payment gateways' refusals (test mode's cards; the same words as Stripe's).
  'errors.payment.notATestCard': 'Use a test card number in test mode',
  'errors.payment.declined': 'Your card was declined.',
  'errors.payment.insufficientFunds': 'Your card has insufficient funds.',
  'errors.payment.expired': 'Your card has expired.',
  'errors.payment.badCvc': "Your card's security code is invalid.",
  'errors.payment.noSuchIntent': 'This payment could not be found.',
  'errors.payment.alreadyUsed': 'This payment has already been used.',
  'errors.payment.cardRequired': 'Enter your card details.',
  'errors.payment.notCapturable': 'This payment cannot be captured.',
  'errors.payment.notCancellable': 'A captured payment cannot be cancelled; refund it instead.',
  'errors.payment.notRefundable': 'Only a captured payment can be refunded.',
  'errors.payment.refundAmount': 'A refund must be more than nothing and at most the amount paid.',
  'errors.part.aMinute': 'a minute',
  'errors.part.minutes': '{minutes} minutes',
  // server/jobs: a card hold given back before its booking was made (told to a client
  // who tries the same checkout again, and shown in the admin's ledger)
  'errors.payment.holdExpired': 'The payment authorisation expired before a booking was made. You have not been charged.',
  'errors.payment.checkoutInterrupted': 'The checkout was interrupted before the payment went through. You have not been charged.',
} as const;
