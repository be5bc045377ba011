// How a failure reads on screen. ApiError keeps status, code, message and
// field errors apart; these helpers format them only where they are shown
// (docs/decisions/0025-client-boundaries-and-errors.md).

// Toasts and load-failure notes show the server's sentence alone: an HTTP
// status ("401: ...") means nothing to the person reading it
// (docs/product/ui-behaviour.md#requests-and-error-text). ApiError keeps the
// status for the code that decides what to do.
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return error == null ? '' : String(error);
}

// Inline messages next to a form show the sentence alone; the fallback
// stands in when there is no sentence to show.
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
