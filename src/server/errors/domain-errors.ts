// What a service says when it refuses: the thing is not there, the request
// conflicts with the current state, the caller may not, the card was
// declined, a provider is down... Services throw these; only the HTTP edge
// (http/error-handler.ts) knows which status each becomes. The code is the
// one the response body carries, so clients can tell failures apart.
import type { TErrorCode } from '../../shared/schemas/errors.js';

// Every code but the HTTP edge's own (a body that is not JSON, a crash).
export type DomainErrorCode = Exclude<TErrorCode, 'UNSUPPORTED_MEDIA_TYPE' | 'INTERNAL'>;

export abstract class DomainError extends Error {
  abstract readonly code: DomainErrorCode;

  // fieldErrors: the message for each request field at fault, for forms.
  constructor(
    message: string,
    public readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

// Each kind below is a class of its own, so callers can catch one kind.
const kind = <C extends DomainErrorCode>(code: C) =>
  class extends DomainError {
    readonly code: C = code;
  };

// The request is malformed or breaks a rule about its own content.
export class InvalidInputError extends kind('BAD_REQUEST') {}
export class NotSignedInError extends kind('UNAUTHORIZED') {}
// The card was declined or the payment could not be taken.
export class PaymentDeclinedError extends kind('PAYMENT_REQUIRED') {}
// Signed in, but this person may not do this.
export class ForbiddenError extends kind('FORBIDDEN') {}
// Missing, or not the caller's to see (the same answer, so nothing leaks).
export class NotFoundError extends kind('NOT_FOUND') {}
// Clashes with the current state: a taken name, a slot gone, a status that cannot change.
export class ConflictError extends kind('CONFLICT') {}
export class TooLargeError extends kind('PAYLOAD_TOO_LARGE') {}
export class TooManyRequestsError extends kind('TOO_MANY_REQUESTS') {}
// A provider we depend on (payments, the database) cannot answer now.
export class UnavailableError extends kind('UNAVAILABLE') {}
