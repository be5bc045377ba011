// The `fetch` the CalDAV client (tsdav) is given: every request a coach's
// server address makes us send goes through the same address guard as busy
// calendars (docs/decisions/0046-busy-calendars.md): the guard runs inside the
// socket's DNS lookup, literal addresses are checked before, one time limit
// covers a request and its redirects, the body is counted as it streams, and
// each redirect hop is checked again. The password never follows a redirect
// to another host.
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isBlockedAddress } from '../calendar/address-guard.js';
import { readCappedBody } from '../calendar/capped-body.js';
import { guardedLookup } from '../calendar/fetch-calendar.js';
import { deadline, failureMessage, REFUSED_ADDRESS } from '../calendar/request-failure.js';

export type GuardOptions = { allowLoopback: boolean; timeoutMs?: number; maxBytes?: number; maxRedirects?: number };

export const CALDAV_LIMITS = { timeoutMs: 15_000, maxBytes: 4 * 1024 * 1024, maxRedirects: 3 } as const;
// Sent with every request, so a server's log shows who asks.
export const CALDAV_USER_AGENT = 'Stillpoint calendar sync';

// Why a request never reached the server, or was cut off; its message is for the coach.
export class CalDavNetworkError extends Error {}

type Answer = { status: number; statusText: string; headers: Headers; body: Buffer };

function once(url: URL, method: string, headers: Headers, body: string | undefined, options: Required<GuardOptions>, signal: AbortSignal) {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && isBlockedAddress(host, { allowLoopback: options.allowLoopback }))
    return Promise.reject(new CalDavNetworkError(REFUSED_ADDRESS));
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return Promise.reject(new CalDavNetworkError('Only http:// and https:// addresses can be used.'));
  const client = url.protocol === 'https:' ? https : http;
  const plain: Record<string, string> = {};
  headers.forEach((value, key) => (plain[key] = value));
  plain['user-agent'] = CALDAV_USER_AGENT;
  return new Promise<Answer>((resolve, reject) => {
    const request = client.request(url, { method, signal, headers: plain, lookup: guardedLookup(options.allowLoopback) }, (response) => {
      const tooLarge = () => new CalDavNetworkError(`The calendar server sent more than ${Math.round(options.maxBytes / 1024 / 1024)} MB.`);
      readCappedBody(response, options.maxBytes, tooLarge).then((received) => {
        const out = new Headers();
        for (const [key, value] of Object.entries(response.headers)) {
          if (value !== undefined) out.set(key, Array.isArray(value) ? value.join(', ') : value);
        }
        resolve({ status: response.statusCode ?? 0, statusText: response.statusMessage ?? '', headers: out, body: received });
      }, reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

function explain(error: unknown, timedOut: boolean): CalDavNetworkError {
  return error instanceof CalDavNetworkError ? error : new CalDavNetworkError(failureMessage(error, timedOut, 'calendar server'));
}

/** A fetch for tsdav that only ever connects where the guard allows. Rejects with CalDavNetworkError. */
export function guardedFetch(given: GuardOptions): typeof globalThis.fetch {
  const options: Required<GuardOptions> = {
    allowLoopback: given.allowLoopback,
    timeoutMs: given.timeoutMs ?? CALDAV_LIMITS.timeoutMs,
    maxBytes: given.maxBytes ?? CALDAV_LIMITS.maxBytes,
    maxRedirects: given.maxRedirects ?? CALDAV_LIMITS.maxRedirects,
  };
  return async (input, init = {}) => {
    const limit = deadline(options.timeoutMs);
    try {
      let url = new URL(input instanceof Request ? input.url : input.toString());
      let method = (init.method ?? 'GET').toUpperCase();
      const headers = new Headers(init.headers);
      let body = typeof init.body === 'string' ? init.body : init.body == null ? undefined : String(init.body);
      for (let hop = 0; ; hop++) {
        const answer = await once(url, method, headers, body, options, limit.signal);
        const location = answer.headers.get('location');
        const redirected = answer.status >= 300 && answer.status < 400 && location;
        if (!redirected || init.redirect === 'manual') {
          const empty = answer.status === 204 || answer.status === 304 || method === 'HEAD';
          return new Response(empty ? null : new Uint8Array(answer.body), {
            status: answer.status,
            statusText: answer.statusText,
            headers: answer.headers,
          });
        }
        if (hop >= options.maxRedirects) throw new CalDavNetworkError('The calendar server redirects too many times.');
        const next = new URL(location, url);
        // The credentials were meant for the server the coach named, not wherever it points.
        if (next.host !== url.host) headers.delete('authorization');
        if (answer.status === 303 || ((answer.status === 301 || answer.status === 302) && method === 'POST')) {
          method = 'GET';
          body = undefined;
        }
        url = next;
      }
    } catch (error) {
      throw explain(error, limit.timedOut());
    } finally {
      limit.clear();
    }
  };
}
