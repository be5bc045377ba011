import { z } from 'zod';

// Every failed request answers with this body; the status goes with the code
// (src/server/http/error-status.ts). The client reads it in src/client/lib/api-client.ts.
export const ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'PAYMENT_REQUIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
  'UNAVAILABLE',
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];

export const ZErrorBody = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  // The message for each request field at fault, keyed by the field's path.
  errors: z.record(z.string(), z.string()).optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;
