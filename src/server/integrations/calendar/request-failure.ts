// What the two guarded fetchers (a busy calendar's address, a CalDAV server)
// share about a request that failed: one time limit for the request and its
// redirects, and the reason told to the coach in plain words.

export const REFUSED_ADDRESS = 'That address points to a private network; use the public address your calendar app gives you.';

/** One deadline for a request and its redirects: its signal aborts them, `timedOut` says it was the deadline. */
export function deadline(ms: number) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, ms);
  return { signal: controller.signal, timedOut: () => timedOut, clear: () => clearTimeout(timer) };
}

/** Why the request never got an answer, for the coach; `what` names what was asked ('calendar address'). */
export function failureMessage(error: unknown, timedOut: boolean, what: string): string {
  if (timedOut) return `The ${what} did not answer in time.`;
  const code = (error as { code?: string }).code;
  if (code === 'EBLOCKEDADDRESS') return REFUSED_ADDRESS;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `The ${what} could not be found.`;
  return `The ${what} could not be reached.`;
}
