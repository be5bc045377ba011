// Bookings into the coach's calendar (docs/decisions/0057-caldav-sync.md).
// A change only queues the booking (caldav_writes); the writer then reads the
// booking as it is and makes the calendar match: a confirmed session gets its
// event (same UID as the e-mail invitation, times in the coach's zone), any
// other state loses it. The writes are work on the one work queue
// (docs/decisions/0087-one-work-queue.md): a failure waits by the backoff (5 s,
// 10 s, 20 s ... at most 15 minutes) and the queue's workers try it again when
// that wait is over (not at the next job pass), long after the session is
// over, so a server that is down loses no write. An event the coach deleted by
// hand is not put back: the update precondition (If-Match: *) fails and the
// dashboard lists the session.
// Speed: the change's request only queues the row (one statement, after its
// own transaction has committed) and wakes the workers, which start the write
// at once in the background.
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { CalDavError, createCalDavClient } from '../../integrations/caldav/caldav-client.js';
import { calendarTexts } from '../../integrations/calendar/calendar-texts.js';
import { buildCalendarObject, sessionUid } from '../../integrations/calendar/ical.js';
import { inviteSequence } from '../bookings/messaging.js';
import { CALDAV_MESSAGES } from '../../../shared/schemas/caldav.js';
import { MINUTE_MS } from '../../../shared/domain/time-units.js';
import type { Backoff } from '../../../shared/domain/backoff.js';
import { credentialCipher } from '../../security/credential-key.js';
import { createCalDavRepository } from './repository.js';
import { CALDAV_WRITE_LEASE_MS, CALDAV_WRITE_WORK, createCalDavWritesRepository } from './writes-repository.js';
import { keyedLimit } from './keyed-limit.js';
import { createWorkQueue, eachJob, type WorkQueue } from '../../integrations/work-queue/work-queue.js';

// Writes running at once in this process (one claimed batch), and at once against one account's server.
const IN_FLIGHT = 16;
const PER_ACCOUNT = 4;
const CALDAV_WRITE_BACKOFF: Backoff = { firstMs: 5_000, longestMs: 15 * MINUTE_MS };

// queue: the app's work queue (src/server/jobs/background.ts); a writer on its own makes one.
type Deps = { db: Database; config: AppConfig; now: () => Date; log: FastifyBaseLogger; queue?: WorkQueue };

export function createCalDavWriter({ db, config, now, log, queue: given }: Deps) {
  const queue = given ?? createWorkQueue({ db, now, log });
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

  // Different bookings are independent: written side by side (at most PER_ACCOUNT at a time per account).
  // A booking's row is leased while it is written, so no two writes of one booking run at once.
  queue.handle(CALDAV_WRITE_WORK, {
    backoff: CALDAV_WRITE_BACKOFF,
    batch: IN_FLIGHT,
    leaseMs: CALDAV_WRITE_LEASE_MS,
    run: eachJob(async (job) => {
      const bookingId = Number(job.payload.bookingId);
      try {
        await write(bookingId);
      } catch (error) {
        // Never the password, never the address: the booking id says which.
        if (!(error instanceof CalDavError)) log.warn({ err: error, bookingId }, 'calendar write failed');
        // What the coach's calendar card shows.
        throw new Error(error instanceof CalDavError ? error.message : CALDAV_MESSAGES.syncFailedGeneric);
      }
    }),
  });

  return {
    // The job's pass: whatever is due (the workers do it anyway when they run).
    processDue: (at: Date = now()) => queue.drain(at),
    // Called after every change of a booking that may touch the calendar; never throws.
    async bookingChanged(bookingId: number): Promise<void> {
      try {
        if (await writes.enqueue(bookingId, now())) queue.wake();
      } catch (error) {
        log.warn({ err: error, bookingId }, 'could not queue the calendar write');
      }
    },
    // Lets tests and shutdown wait for the pass in flight.
    idle: () => queue.idle(),
  };
}

export type CalDavWriter = ReturnType<typeof createCalDavWriter>;
