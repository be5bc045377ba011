// How a failure reads on screen. ApiError keeps status, code, message and
// field errors apart; these helpers format them only where they are shown
// (docs/decisions/0025-client-boundaries-and-errors.md).
import { ApiError } from './api-client';

// Toasts and load-failure notes show the status in front of the server's
// sentence ("401: Invalid username or password"), as docs/product/ui-behaviour.md#requests-and-error-text asks.
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return `${error.status}: ${error.message}`;
  if (error instanceof Error) return error.message;
  return error == null ? '' : String(error);
}

// Inline messages next to a form show the sentence alone; the fallback
// stands in when there is no sentence to show.
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
