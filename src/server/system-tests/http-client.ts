// Requests to a server process as the browser sends them: JSON bodies, the
// session cookie, and the page's own Origin on writes (the same-origin check).
// Every request has a bounded wait, so a hanging server shows up as
// 'timeout' in the results instead of stalling the test.
import { randomUUID } from 'node:crypto';

export const REQUEST_LIMIT_MS = 10_000;

export type Answer = {
  // An HTTP status, or what happened instead of one.
  status: number | 'timeout' | 'network-error';
  body: unknown;
  // The sid=... pair when the response set a session cookie.
  sessionCookie: string | null;
  startedAt: number;
  ms: number;
};

export type RequestOptions = { cookie?: string; json?: unknown; headers?: Record<string, string>; limitMs?: number };

export async function request(baseUrl: string, method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers['cookie'] = options.cookie;
  if (method !== 'GET') headers['origin'] = baseUrl;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const startedAt = Date.now();
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
      signal: AbortSignal.timeout(options.limitMs ?? REQUEST_LIMIT_MS),
    });
    const text = await response.text();
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('sid='));
    return {
      status: response.status,
      body: text ? safeJson(text) : null,
      sessionCookie: setCookie ? (setCookie.split(';')[0] ?? null) : null,
      startedAt,
      ms: Date.now() - startedAt,
    };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return {
      status: timedOut ? 'timeout' : 'network-error',
      body: String(error),
      sessionCookie: null,
      startedAt,
      ms: Date.now() - startedAt,
    };
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export const TEST_CARD = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

// The checkout as the booking page runs it: a payment intent, then the booking
// with a fresh Idempotency-Key.
export async function createIntent(baseUrl: string, cookie: string, coachId: number, startTime: string): Promise<string> {
  const answer = await request(baseUrl, 'POST', '/api/create-payment-intent', { cookie, json: { coachId, startTime } });
  if (answer.status !== 200) throw new Error(`payment intent failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return (answer.body as { paymentIntentId: string }).paymentIntentId;
}

export function postBooking(
  baseUrl: string,
  cookie: string,
  booking: { coachId: number; startTime: string; paymentIntentId: string },
): Promise<Answer> {
  return request(baseUrl, 'POST', '/api/bookings', {
    cookie,
    headers: { 'idempotency-key': `system-${randomUUID()}` },
    json: { ...booking, card: TEST_CARD },
  });
}

export function bookingIdOf(answer: Answer): number {
  return (answer.body as { id: number }).id;
}

export function messageOf(answer: Answer): string | undefined {
  return typeof answer.body === 'object' && answer.body !== null ? (answer.body as { message?: string }).message : undefined;
}
