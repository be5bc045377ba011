// The HTTP edge: the status of every error code a response can carry, and the
// one JSON shape of a failure. Services never see these (they throw the
// errors of src/server/errors/domain-errors.ts).
import type { DomainErrorCode } from '../errors/domain-errors.js';

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const satisfies Record<DomainErrorCode, number> & Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type ErrorBody = { message: string; code: ErrorCode; errors?: Record<string, string> };
