// The coach's CalDAV server, through tsdav (docs/decisions/0057-caldav-sync.md).
// Every request goes through guardedFetch (the busy calendars' address guard).
// After connecting, the calendars' addresses are stored, so a refresh of an
// unchanged calendar is one PROPFIND of its change tokens (ctag, sync-token)
// and nothing else: no discovery, no log-in round trip.
import type * as TsdavModule from 'tsdav';
import { CALDAV_MESSAGES } from '../../../shared/schemas/caldav.js';
import { CalDavNetworkError, guardedFetch } from './guarded-fetch.js';

type Tsdav = typeof TsdavModule;
let loading: Promise<Tsdav> | undefined;
// Loaded on first use, not at server start-up (bench/startup).
const loadTsdav = () => (loading ??= import('tsdav'));

export type CalDavCredentials = { serverUrl: string; username: string; password: string };
export type RemoteCalendar = { url: string; displayName: string; ctag: string | null; syncToken: string | null };
export type ChangeTokens = { ctag: string | null; syncToken: string | null };
export type RemoteEvent = { url: string; data: string };

// Its message is for the coach, in plain words; `kind` lets the caller decide what to keep.
export class CalDavError extends Error {
  constructor(
    message: string,
    readonly kind: 'auth' | 'gone' | 'unreachable' | 'refused' | 'server',
  ) {
    super(message);
  }
}

function fromStatus(status: number, what: 'calendar' | 'server'): CalDavError {
  if (status === 401 || status === 403) return new CalDavError(CALDAV_MESSAGES.wrongPassword, 'auth');
  if (status === 404 || status === 410)
    return new CalDavError(what === 'calendar' ? CALDAV_MESSAGES.calendarGone : CALDAV_MESSAGES.notCalDav, 'gone');
  return new CalDavError(CALDAV_MESSAGES.serverError(status), 'server');
}

function rethrow(error: unknown): never {
  if (error instanceof CalDavError) throw error;
  if (error instanceof CalDavNetworkError) throw new CalDavError(error.message, 'unreachable');
  throw new CalDavError(CALDAV_MESSAGES.notCalDav, 'server');
}

// A calendar without a display name: its folder's name when it reads as one
// ('work-shifts' -> 'Work shifts'), else its place in the list ('Calendar 2'),
// never a server path or an identifier the coach never chose.
export function nameFromPath(url: string, index: number): string {
  const segment = new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? '';
  let name: string;
  try {
    name = decodeURIComponent(segment);
  } catch {
    name = segment;
  }
  name = name.replace(/[-_.+]+/g, ' ').trim();
  const readable = /\p{L}{2}/u.test(name) && !/^[\p{Hex_Digit} ]{8,}$/u.test(name) && name.length <= 60;
  return readable ? name.charAt(0).toUpperCase() + name.slice(1) : `Calendar ${index + 1}`;
}

// The name the coach gave; a server that fills in its own path instead (Radicale: 'coach/work') gave none.
export function listedName(displayName: unknown, url: string, index: number): string {
  const name = typeof displayName === 'string' ? displayName.trim() : '';
  const path = new URL(url).pathname.replace(/^\/+|\/+$/g, '');
  return name && name !== path && name !== `/${path}/` ? name : nameFromPath(url, index);
}

const asText = (value: unknown): string | null => (value === undefined || value === null || value === '' ? null : String(value));

export function createCalDavClient(credentials: CalDavCredentials, guard: { allowLoopback: boolean }) {
  const fetch = guardedFetch(guard);
  const token = Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64');
  const headers = { authorization: `Basic ${token}` };

  return {
    /** The server's calendars that hold events. Throws CalDavError. */
    async listCalendars(): Promise<RemoteCalendar[]> {
      const dav = await loadTsdav();
      try {
        // One plain probe first: tsdav's discovery turns a refused password into a vague error.
        const [probe] = await dav.propfind({
          url: credentials.serverUrl,
          props: { 'd:current-user-principal': {} },
          depth: '0',
          headers,
          fetch,
        });
        if (probe && !probe.ok && probe.status !== 207) throw fromStatus(probe.status ?? 0, 'server');
        const account = await dav.createAccount({
          account: { serverUrl: credentials.serverUrl, accountType: 'caldav', credentials: {} },
          headers,
          fetch,
        });
        const calendars = await dav.fetchCalendars({ account, headers, fetch });
        return calendars
          .filter((c) => !c.components || c.components.includes('VEVENT'))
          .map((c, i) => {
            const url = new URL(c.url, credentials.serverUrl).toString();
            return {
              url,
              displayName: listedName(c.displayName, url, i),
              ctag: asText(c.ctag),
              syncToken: asText(c.syncToken),
            };
          });
      } catch (error) {
        rethrow(error);
      }
    },

    /** One PROPFIND: the calendar's change tokens. */
    async changeTokens(calendarUrl: string): Promise<ChangeTokens> {
      const dav = await loadTsdav();
      try {
        const [answer] = await dav.propfind({
          url: calendarUrl,
          props: { 'cs:getctag': {}, 'd:sync-token': {} },
          depth: '0',
          headers,
          fetch,
        });
        if (!answer || (!answer.ok && answer.status !== 207)) throw fromStatus(answer?.status ?? 0, 'calendar');
        const props = answer.props ?? {};
        return { ctag: asText(props.getctag), syncToken: asText(props.syncToken) };
      } catch (error) {
        rethrow(error);
      }
    },

    /** The calendar's events overlapping the window (one REPORT). */
    async events(calendarUrl: string, window: { from: Date; to: Date }): Promise<RemoteEvent[]> {
      const dav = await loadTsdav();
      try {
        const objects = await dav.fetchCalendarObjects({
          calendar: { url: calendarUrl },
          timeRange: { start: window.from.toISOString(), end: window.to.toISOString() },
          headers,
          fetch,
        });
        return objects.flatMap((o) => (typeof o.data === 'string' ? [{ url: new URL(o.url, calendarUrl).toString(), data: o.data }] : []));
      } catch (error) {
        rethrow(error);
      }
    },

    /**
     * Writes an event. 'create' never overwrites (If-None-Match: *); 'update'
     * only replaces the one it just found (If-Match: its ETag; not every
     * server honours If-Match: *). Returns false when there is nothing to
     * write over: for 'create', an event is there; for 'update', the coach deleted it.
     */
    async put(objectUrl: string, ics: string, mode: 'create' | 'update'): Promise<boolean> {
      const dav = await loadTsdav();
      let response: Response;
      try {
        const args = { url: objectUrl, data: ics, headers: { ...headers, 'content-type': 'text/calendar; charset=utf-8' }, fetch };
        if (mode === 'create') response = await dav.createObject(args);
        else {
          const [found] = await dav.propfind({ url: objectUrl, props: { 'd:getetag': {} }, depth: '0', headers, fetch });
          if (found?.status === 404 || found?.status === 410) return false;
          if (!found || (!found.ok && found.status !== 207)) throw fromStatus(found?.status ?? 0, 'calendar');
          const raw = asText(found.props?.getetag);
          const etag = raw && !/^(W\/)?"/.test(raw) ? `"${raw}"` : raw;
          // Changed in between (412): thrown, so the write is tried again.
          response = await dav.updateObject({ ...args, etag: etag ?? undefined });
          if (response.status === 412) throw new CalDavError(CALDAV_MESSAGES.syncFailedGeneric, 'server');
        }
      } catch (error) {
        rethrow(error);
      }
      if (response.ok) return true;
      if ((mode === 'create' && response.status === 412) || (mode === 'update' && response.status === 404)) return false;
      throw fromStatus(response.status, 'calendar');
    },

    /** Removes an event; one already gone counts as removed. */
    async remove(objectUrl: string): Promise<void> {
      const dav = await loadTsdav();
      let response: Response;
      try {
        response = await dav.deleteObject({ url: objectUrl, headers, fetch });
      } catch (error) {
        rethrow(error);
      }
      if (!response.ok && response.status !== 404 && response.status !== 410) throw fromStatus(response.status, 'calendar');
    },
  };
}

export type CalDavClient = ReturnType<typeof createCalDavClient>;
