// The app's one error shape (src/server/http/error-handler.ts): { message, code, errors? },
// with the status the code stands for.
import { ERROR_STATUS, type ErrorCode } from '../../http/error-status.js';

export function errorShapeProblem(status: number, contentType: string | undefined, body: string): string | null {
  if (!contentType?.startsWith('application/json')) return `content-type ${contentType}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'body is not JSON';
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return 'body is not an object';
  const { message, code, errors, ...rest } = parsed as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return `unexpected keys ${Object.keys(rest).join(', ')}`;
  if (typeof message !== 'string' || message.length === 0) return 'no message';
  if (typeof code !== 'string' || !(code in ERROR_STATUS)) return `unknown code ${String(code)}`;
  if (ERROR_STATUS[code as ErrorCode] !== status) return `code ${code} with status ${status}`;
  if (errors !== undefined) {
    if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return 'errors is not an object';
    if (!Object.values(errors).every((v) => typeof v === 'string')) return 'errors has non-text messages';
  }
  return null;
}
