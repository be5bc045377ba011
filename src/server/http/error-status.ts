// The HTTP edge: the status of every error code a response can carry. Services
// never see these (they throw the errors of src/server/errors/domain-errors.ts);
// the body's shape is the shared contract's (src/shared/schemas/errors.ts).
import type { TErrorBody, TErrorCode } from '../../shared/schemas/errors.js';

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const satisfies Record<TErrorCode, number>;

export type ErrorCode = TErrorCode;
export type ErrorBody = TErrorBody;
