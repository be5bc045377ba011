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

// The request is malformed or breaks a rule about its own content.
export class InvalidInputError extends DomainError {
  readonly code = 'BAD_REQUEST';
}

export class NotSignedInError extends DomainError {
  readonly code = 'UNAUTHORIZED';
}

// The card was declined or the payment could not be taken.
export class PaymentDeclinedError extends DomainError {
  readonly code = 'PAYMENT_REQUIRED';
}

// Signed in, but this person may not do this.
export class ForbiddenError extends DomainError {
  readonly code = 'FORBIDDEN';
}

// Missing, or not the caller's to see (the same answer, so nothing leaks).
export class NotFoundError extends DomainError {
  readonly code = 'NOT_FOUND';
}

// Clashes with the current state: a taken name, a slot gone, a status that cannot change.
export class ConflictError extends DomainError {
  readonly code = 'CONFLICT';
}

export class TooLargeError extends DomainError {
  readonly code = 'PAYLOAD_TOO_LARGE';
}

export class TooManyRequestsError extends DomainError {
  readonly code = 'TOO_MANY_REQUESTS';
}

// A provider we depend on (payments, the database) cannot answer now.
export class UnavailableError extends DomainError {
  readonly code = 'UNAVAILABLE';
}
