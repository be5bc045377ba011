// Fetches a coach's calendar from the address they pasted
// (docs/decisions/0046-busy-calendars.md): http(s) only, a time limit, a size
// cap counted while the body streams in, redirects followed by hand so each
// hop is checked again, and every connection made to an address checked by
// the guard. The check runs inside the socket's own DNS lookup, so the address
// checked is the address connected to: a name that resolves to a public
// address once and to 127.0.0.1 the next time (DNS rebinding) gains nothing.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isBlockedAddress } from './address-guard.js';
import { readCappedBody } from './capped-body.js';
import { deadline, failureMessage, REFUSED_ADDRESS } from './request-failure.js';

export type FetchCalendarOptions = {
  // Tests only (config.busyCalendars.allowLoopback): their fixture servers listen on 127.0.0.1.
  allowLoopback?: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
};

export const CALENDAR_FETCH_LIMITS = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 3 } as const;

// Its message is shown to the coach as the reason the last sync failed.
export class CalendarFetchError extends Error {}

/** The URL to fetch for what a coach pasted: webcal:// (Apple, Outlook) is https://. Throws for anything else. */
export function calendarRequestUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim().replace(/^webcals?:\/\//i, 'https://'));
  } catch {
    throw new CalendarFetchError('Enter the full calendar address, starting with https://.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new CalendarFetchError('Only http:// and https:// calendar addresses can be used.');
  if (url.username || url.password) throw new CalendarFetchError('Calendar addresses with a user name or password cannot be used.');
  return url;
}

// Also used by the CalDAV client's requests (src/server/integrations/caldav/guarded-fetch.ts).
export function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      // Every address of the name must be public: the socket may try any of them.
      const list = addresses;
      if (list.some((a) => isBlockedAddress(a.address, { allowLoopback }))) {
        return callback(Object.assign(new Error(REFUSED_ADDRESS), { code: 'EBLOCKEDADDRESS' }), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      const first = list[0];
      if (!first) return callback(Object.assign(new Error('No address'), { code: 'ENOTFOUND' }), '', 0);
      return callback(null, first.address, first.family);
    });
  };
}

type Hop = { status: number; location: string | undefined; body: string };

function requestOnce(url: URL, options: Required<FetchCalendarOptions>, signal: AbortSignal): Promise<Hop> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // A literal address never goes through the lookup: check it here.
  if (isIP(host) && isBlockedAddress(host, { allowLoopback: options.allowLoopback }))
    return Promise.reject(new CalendarFetchError(REFUSED_ADDRESS));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Hop>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'GET',
        signal,
        lookup: guardedLookup(options.allowLoopback),
        headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'Stillpoint busy-calendar sync' },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          response.resume();
          resolve({ status, location: response.headers.location, body: '' });
          return;
        }
        if (status < 200 || status >= 300) {
          response.resume();
          reject(new CalendarFetchError(`The calendar address answered with HTTP ${status}.`));
          return;
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > options.maxBytes) {
          response.destroy();
          reject(tooLarge(options.maxBytes));
          return;
        }
        readCappedBody(response, options.maxBytes, () => tooLarge(options.maxBytes)).then(
          (received) => resolve({ status, location: undefined, body: received.toString('utf8') }),
          reject,
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

function tooLarge(maxBytes: number): CalendarFetchError {
  return new CalendarFetchError(`The calendar is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`);
}

function explain(error: unknown, timedOut: boolean): CalendarFetchError {
  return error instanceof CalendarFetchError ? error : new CalendarFetchError(failureMessage(error, timedOut, 'calendar address'));
}

/** The body of the calendar at `raw`, following at most maxRedirects redirects. Throws CalendarFetchError. */
export async function fetchCalendar(raw: string, given: FetchCalendarOptions = {}): Promise<string> {
  const options: Required<FetchCalendarOptions> = {
    allowLoopback: given.allowLoopback ?? false,
    timeoutMs: given.timeoutMs ?? CALENDAR_FETCH_LIMITS.timeoutMs,
    maxBytes: given.maxBytes ?? CALENDAR_FETCH_LIMITS.maxBytes,
    maxRedirects: given.maxRedirects ?? CALENDAR_FETCH_LIMITS.maxRedirects,
  };
  // One deadline for the whole fetch, redirects included.
  const limit = deadline(options.timeoutMs);
  try {
    let url = calendarRequestUrl(raw);
    for (let hop = 0; ; hop++) {
      const answer = await requestOnce(url, options, limit.signal);
      if (answer.status >= 300) {
        if (!answer.location) throw new CalendarFetchError(`The calendar address answered with HTTP ${answer.status}.`);
        if (hop >= options.maxRedirects) throw new CalendarFetchError('The calendar address redirects too many times.');
        url = calendarRequestUrl(new URL(answer.location, url).toString());
        continue;
      }
      return answer.body;
    }
  } catch (error) {
    throw explain(error, limit.timedOut());
  } finally {
    limit.clear();
  }
}
