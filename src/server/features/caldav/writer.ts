// Bookings into the coach's calendar (docs/decisions/0057-caldav-sync.md).
// A change only queues the booking (caldav_writes); the writer then reads the
// booking as it is and makes the calendar match: a confirmed session gets its
// event (same UID as the e-mail invitation, times in the coach's zone), any
// other state loses it. A failure waits with backoff (5 s, 10 s, 20 s ... at
// most 15 minutes) and is tried again until the session is over, so a server
// that is down loses no write. An event the coach deleted by hand is not put
// back: the update precondition (If-Match: *) fails and the dashboard lists
// the session.
// Speed: the change's request only queues the row (one statement, after its
// own transaction has committed) and wakes the writer, which starts the write
// at once in the background; the job runner's pass only picks up retries.
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { CalDavError, createCalDavClient } from '../../integrations/caldav/caldav-client.js';
import { calendarTexts } from '../../integrations/calendar/calendar-texts.js';
import { buildCalendarObject, sessionUid } from '../../integrations/calendar/ical.js';
import { inviteSequence } from '../bookings/messaging.js';
import { CALDAV_MESSAGES } from '../../../shared/schemas/caldav.js';
import { MINUTE_MS } from '../../../shared/domain/time-units.js';
import { backoffMs, type Backoff } from '../../../shared/domain/backoff.js';
import { credentialCipher } from '../../security/credential-key.js';
import { createCalDavRepository } from './repository.js';
import { createCalDavWritesRepository, type ClaimedWrite } from './writes-repository.js';
import { keyedLimit } from './keyed-limit.js';

const WRITES_PER_RUN = 50;
// Writes running at once in this process, and at once against one account's server.
const IN_FLIGHT = 16;
const PER_ACCOUNT = 4;
export const CALDAV_WRITE_BACKOFF: Backoff = { firstMs: 5_000, longestMs: 15 * MINUTE_MS };

export function retryDelayMs(attempts: number): number {
  return backoffMs(attempts, CALDAV_WRITE_BACKOFF);
}

type Deps = { db: Database; config: AppConfig; now: () => Date; log: FastifyBaseLogger };

export function createCalDavWriter({ db, config, now, log }: Deps) {
  const writes = createCalDavWritesRepository(db);
  const connections = createCalDavRepository(db);
  const cipher = credentialCipher(config);
  const perAccount = keyedLimit(PER_ACCOUNT);

  // Brings one booking's event in line; throws to be retried.
  async function write(bookingId: number): Promise<void> {
    const facts = await writes.facts(bookingId);
    if (!facts) return;
    const { booking, calendarUrl } = facts;
    const connection = await connections.findConnection(booking.coachId);
    if (!connection || !calendarUrl) return; // disconnected or no calendar receives bookings: nothing to write
    // One account's server gets a few requests at a time, however many sessions changed at once.
    await perAccount(`${connection.serverUrl} ${connection.username}`, () => writeEvent(facts, connection, calendarUrl));
  }

  async function writeEvent(
    { booking, event }: NonNullable<Awaited<ReturnType<typeof writes.facts>>>,
    connection: NonNullable<Awaited<ReturnType<typeof connections.findConnection>>>,
    calendarUrl: string,
  ): Promise<void> {
    const bookingId = booking.id;
    const client = createCalDavClient(
      { serverUrl: connection.serverUrl, username: connection.username, password: cipher.open(connection.passwordSecret) },
      { allowLoopback: config.busyCalendars.allowLoopback },
    );
    if (booking.status === 'cancelled') {
      // Cancelled (or declined, expired): the event goes.
      if (event) {
        if (!event.deletedByCoachAt) await client.remove(event.objectUrl);
        await writes.forgetEvent(bookingId);
      }
      return;
    }
    // Only a confirmed session gets a new event; a confirmed one the client
    // moved (pending again) keeps its event at the new time, as tentative.
    // Completed sessions keep theirs untouched.
    const pendingMove = booking.status === 'pending' && event !== undefined;
    if ((booking.status !== 'confirmed' && !pendingMove) || event?.deletedByCoachAt) return;
    const status = booking.status === 'confirmed' ? 'confirmed' : 'pending';
    const t = calendarTexts(booking.coachLocale);
    const ics = await buildCalendarObject(
      config.appName,
      {
        bookingId,
        start: booking.startTime,
        end: booking.endTime,
        summary: t('feed.summary', { client: `${booking.clientFirstName} ${booking.clientLastName}` }),
        description: booking.meetingUrl ? t('meeting.description', { url: booking.meetingUrl }) : undefined,
        url: booking.meetingUrl,
        status,
        sequence: inviteSequence(booking.rescheduleCount, status === 'confirmed' ? 'confirmed' : 'moved'),
      },
      // In the coach's zone, as the coach's own events are.
      booking.coachTimeZone ?? 'UTC',
    );
    if (event) {
      if (!(await client.put(event.objectUrl, ics, 'update'))) await writes.markDeletedByCoach([bookingId], now());
      return;
    }
    const objectUrl = new URL(
      `${encodeURIComponent(sessionUid(bookingId))}.ics`,
      calendarUrl.endsWith('/') ? calendarUrl : `${calendarUrl}/`,
    ).toString();
    // Already there (an earlier attempt wrote it but did not live to record it): replace it.
    if (!(await client.put(objectUrl, ics, 'create'))) await client.put(objectUrl, ics, 'update');
    await writes.saveEvent(bookingId, booking.coachId, objectUrl, now());
  }

  async function attempt(claimed: ClaimedWrite): Promise<void> {
    try {
      await write(claimed.bookingId);
      await writes.done(claimed);
    } catch (error) {
      const message = error instanceof CalDavError ? error.message : CALDAV_MESSAGES.syncFailedGeneric;
      // Never the password, never the address: the booking id says which.
      if (!(error instanceof CalDavError)) log.warn({ err: error, bookingId: claimed.bookingId }, 'calendar write failed');
      await writes.retryAt(claimed, new Date(now().getTime() + retryDelayMs(claimed.attempts)), message);
    }
  }

  // Writes running in this process, by booking. A booking is never written
  // twice at once: a change queued during its write waits for it (its row is
  // not claimed meanwhile), so the later write reads what the earlier one did.
  const inFlight = new Map<number, Promise<void>>();
  const changedInFlight = new Set<number>();
  let pumping: Promise<void> | undefined;
  // A change was queued, or the last claim was full: there may be more to claim.
  let maybeMore = false;

  function start(claimed: ClaimedWrite): Promise<void> {
    const running = attempt(claimed)
      .catch((error: unknown) => log.warn({ err: error, bookingId: claimed.bookingId }, 'calendar write failed'))
      .finally(() => {
        inFlight.delete(claimed.bookingId);
        if (changedInFlight.delete(claimed.bookingId)) maybeMore = true;
        if (maybeMore) kick();
      });
    inFlight.set(claimed.bookingId, running);
    return running;
  }

  // The job's pass (retries whose backoff is over): claims a batch and waits for it.
  async function processDue(at: Date = now()): Promise<number> {
    const claimed = await writes.claim(at, WRITES_PER_RUN, [...inFlight.keys()]);
    // Different bookings are independent: written side by side (at most PER_ACCOUNT at a time per account).
    await Promise.all(claimed.map(start));
    return claimed.length;
  }

  // Writes right after the change, in this process, without holding up the
  // request: each write starts as soon as it is claimed and a free place
  // opens (at most IN_FLIGHT at once), never waiting for a batch to finish.
  async function pump(): Promise<void> {
    while (maybeMore && inFlight.size < IN_FLIGHT) {
      maybeMore = false;
      const room = IN_FLIGHT - inFlight.size;
      const claimed = await writes.claim(now(), room, [...inFlight.keys()]);
      if (claimed.length === room) maybeMore = true;
      for (const write of claimed) void start(write);
    }
  }

  function kick(): void {
    if (pumping) return; // the running pump sees maybeMore
    pumping = pump()
      .catch((error: unknown) => log.warn({ err: error }, 'calendar writes failed'))
      .finally(() => {
        pumping = undefined;
        if (maybeMore && inFlight.size < IN_FLIGHT) kick();
      });
  }

  return {
    processDue,
    // Called after every change of a booking that may touch the calendar; never throws.
    async bookingChanged(bookingId: number): Promise<void> {
      try {
        if (await writes.enqueue(bookingId, now())) {
          if (inFlight.has(bookingId)) changedInFlight.add(bookingId);
          maybeMore = true;
          kick();
        }
      } catch (error) {
        log.warn({ err: error, bookingId }, 'could not queue the calendar write');
      }
    },
    // Lets tests and shutdown wait for the write in flight.
    idle: async () => {
      while (pumping || inFlight.size) await Promise.all([pumping, ...inFlight.values()]);
    },
  };
}

export type CalDavWriter = ReturnType<typeof createCalDavWriter>;
