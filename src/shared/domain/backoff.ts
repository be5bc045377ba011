// The one backoff of the project (docs/decisions/0087-one-work-queue.md): the
// n-th failed attempt waits firstMs, then twice as long each time, never more
// than longestMs. Every retried piece of work (e-mail, calendar writes,
// transfers) waits by it, each with its own first and longest wait.
export type Backoff = { firstMs: number; longestMs: number };

export function backoffMs(attempts: number, { firstMs, longestMs }: Backoff): number {
  return Math.min(longestMs, firstMs * 2 ** Math.max(0, attempts - 1));
}
