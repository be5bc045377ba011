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
  'errors.part.aMinute': 'a minute',
  'errors.part.minutes': '{minutes} minutes',
} as const;
