// A Pro coach's CalDAV calendar (docs/decisions/0057-caldav-sync.md):
// connecting checks the credentials and lists the calendars; the chosen ones
// block time, read every 5 minutes and on "Sync now" (one PROPFIND when
// nothing changed); a failed read keeps the last good busy times and says why
// in plain words. The password is sealed at rest and never leaves the server.
import type { FastifyBaseLogger } from 'fastify';
import {
  CALDAV_MESSAGES,
  type TCalDavChoiceRequest,
  type TCalDavConnection,
  type TCalDavConnectRequest,
} from '../../../shared/schemas/caldav.js';
import { COACH_TOOLS_MESSAGES } from '../../../shared/schemas/coach-tools.js';
import { SCHEDULE_LIMITS } from '../../../shared/domain/schedule.js';
import { addDays } from '../../../shared/domain/local-date.js';
import { DAY_MS, MINUTE_MS } from '../../../shared/domain/time-units.js';
import { localDateOf, startOfZonedDay } from '../../../shared/domain/time-zone.js';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../errors/domain-errors.js';
import { CalDavError, createCalDavClient, type CalDavClient } from '../../integrations/caldav/caldav-client.js';
import { parseBusyTimes, type BusyTime } from '../../integrations/calendar/busy-ical.js';
import { isSessionUid } from '../../integrations/calendar/ical.js';
import { credentialCipher } from '../../security/credential-key.js';
import { findCalendarCoach, replaceBusyTimes } from '../busy-calendar/service.js';
import { caldavSource, createCalDavRepository, type StoredCalendar } from './repository.js';
import { createCalDavWritesRepository } from './writes-repository.js';

// The writer of bookings into the calendar, for the background jobs and the booking messaging.
export { createCalDavWriter, type CalDavWriter } from './writer.js';

export const CALDAV_REFRESH_MS = 5 * MINUTE_MS;
// The window slides: a calendar is read in full at least once a day even when unchanged.
const FULL_READ_EVERY_MS = DAY_MS;
const KEEP_PAST_MS = DAY_MS;
const KEEP_AHEAD_MS = (SCHEDULE_LIMITS.horizonMaxDays + 1) * DAY_MS;
const SYNCS_PER_RUN = 20;

type Deps = { db: Database; config: AppConfig; now: () => Date; log: FastifyBaseLogger };

export function createCalDavService({ db, config, now, log }: Deps) {
  const repo = createCalDavRepository(db);
  const writes = createCalDavWritesRepository(db);
  const cipher = credentialCipher(config);
  const guard = { allowLoopback: config.busyCalendars.allowLoopback };

  async function proCoach(userId: number) {
    const coach = await findCalendarCoach(db, userId);
    if (!coach) throw new NotFoundError(COACH_TOOLS_MESSAGES.coachProfileNotFound);
    if (coach.planType !== 'pro') throw new ForbiddenError(CALDAV_MESSAGES.proOnly);
    return coach;
  }

  async function clientFor(coachId: number): Promise<CalDavClient | undefined> {
    const connection = await repo.findConnection(coachId);
    if (!connection) return undefined;
    const password = cipher.open(connection.passwordSecret);
    return createCalDavClient({ serverUrl: connection.serverUrl, username: connection.username, password }, guard);
  }

  // One calendar: its change tokens first; the events only when they moved.
  async function readCalendar(client: CalDavClient, coachId: number, calendar: StoredCalendar, timeZone: string, at: Date) {
    const tokens = await client.changeTokens(calendar.url);
    const known = tokens.ctag !== null || tokens.syncToken !== null;
    const fresh = calendar.readAt !== null && at.getTime() - calendar.readAt.getTime() < FULL_READ_EVERY_MS;
    if (known && fresh && tokens.ctag === calendar.ctag && tokens.syncToken === calendar.syncToken) return;
    const window = { from: new Date(at.getTime() - KEEP_PAST_MS), to: new Date(at.getTime() + KEEP_AHEAD_MS) };
    const events = await client.events(calendar.url, window);
    const times: BusyTime[] = [];
    for (const event of events) {
      try {
        times.push(...(await parseBusyTimes(event.data, window, timeZone, isSessionUid)));
      } catch {
        // One unreadable event does not hide the rest of the calendar.
      }
    }
    await replaceBusyTimes(db, coachId, times, undefined, caldavSource(calendar.id));
    if (calendar.receivesBookings) {
      // Our sessions that are no longer on the server were deleted by the coach.
      const present = new Set(events.map((e) => e.url));
      const written = await repo.writtenEventsIn(coachId, window.from, window.to);
      await writes.markDeletedByCoach(
        written.filter((w) => !present.has(w.objectUrl)).map((w) => w.bookingId),
        at,
      );
    }
    await repo.saveTokens(calendar.id, tokens, at);
  }

  // Reads every chosen calendar. Any failure is recorded in plain words and
  // leaves the last good busy times in place.
  async function sync(coachId: number, timeZone: string): Promise<void> {
    const at = now();
    try {
      const client = await clientFor(coachId);
      if (!client) return;
      // The receiving calendar alone is not read: its writes say when it is gone.
      for (const calendar of await repo.listCalendars(coachId)) {
        if (calendar.blocksTime) await readCalendar(client, coachId, calendar, timeZone, at);
      }
      await repo.recordSync(coachId, at, null);
    } catch (error) {
      if (!(error instanceof CalDavError)) log.warn({ err: error, coachId }, 'calendar sync failed');
      await repo.recordSync(coachId, now(), error instanceof CalDavError ? error.message : CALDAV_MESSAGES.syncFailedGeneric);
    }
  }

  async function view(coachId: number): Promise<TCalDavConnection | null> {
    const connection = await repo.findConnection(coachId);
    if (!connection) return null;
    const calendars = await repo.listCalendars(coachId);
    const next = connection.lastAttemptAt ? new Date(connection.lastAttemptAt.getTime() + CALDAV_REFRESH_MS) : null;
    return {
      serverUrl: connection.serverUrl,
      username: connection.username,
      calendars: calendars.map((c) => ({
        id: c.id,
        displayName: c.displayName,
        blocksTime: c.blocksTime,
        receivesBookings: c.receivesBookings,
      })),
      lastSyncedAt: connection.lastSyncedAt?.toISOString() ?? null,
      nextSyncAt: next?.toISOString() ?? null,
      lastError: connection.lastError ?? (await repo.lastWriteError(coachId)),
      busyTimeCount: await repo.countBusyTimes(coachId),
      pendingWrites: await repo.countPendingWrites(coachId),
      deletedByCoach: (await repo.deletedByCoach(coachId, now())).map((d) => ({
        bookingId: d.bookingId,
        startTime: d.startTime.toISOString(),
      })),
    };
  }

  return {
    sync,

    async get(userId: number): Promise<TCalDavConnection | null> {
      return view((await proCoach(userId)).id);
    },

    // Checks the credentials against the server before keeping anything.
    async connect(userId: number, body: TCalDavConnectRequest): Promise<TCalDavConnection | null> {
      const coach = await proCoach(userId);
      const credentials = { serverUrl: body.serverUrl.trim(), username: body.username.trim(), password: body.password };
      let calendars;
      try {
        calendars = await createCalDavClient(credentials, guard).listCalendars();
      } catch (error) {
        const message = error instanceof CalDavError ? error.message : CALDAV_MESSAGES.notCalDav;
        // A refused password is told under the password; anything else is the address's to check.
        const field = error instanceof CalDavError && error.kind === 'auth' ? 'password' : 'serverUrl';
        throw new InvalidInputError(message, { [field]: message });
      }
      if (calendars.length === 0) throw new InvalidInputError(CALDAV_MESSAGES.notCalDav, { serverUrl: CALDAV_MESSAGES.notCalDav });
      const previous = await repo.findConnection(coach.id);
      // Another account's calendars are not this one's: start clean.
      if (previous && (previous.serverUrl !== credentials.serverUrl || previous.username !== credentials.username)) {
        await repo.deleteConnection(coach.id);
      }
      await repo.saveConnection(
        coach.id,
        { serverUrl: credentials.serverUrl, username: credentials.username, passwordSecret: cipher.seal(credentials.password) },
        calendars,
        now(),
      );
      return view(coach.id);
    },

    async choose(userId: number, body: TCalDavChoiceRequest): Promise<TCalDavConnection | null> {
      const coach = await proCoach(userId);
      const known = new Set((await repo.listCalendars(coach.id)).map((c) => c.id));
      if (!known.size) throw new NotFoundError(CALDAV_MESSAGES.notConnected);
      const ids = [...new Set(body.blockingCalendarIds)];
      if (ids.some((id) => !known.has(id)) || (body.bookingCalendarId !== null && !known.has(body.bookingCalendarId))) {
        throw new InvalidInputError(CALDAV_MESSAGES.unknownCalendar, { blockingCalendarIds: CALDAV_MESSAGES.unknownCalendar });
      }
      await repo.setChoices(coach.id, ids, body.bookingCalendarId);
      await repo.markAttempt(coach.id, now());
      await sync(coach.id, coach.timeZone);
      return view(coach.id);
    },

    async syncNow(userId: number): Promise<TCalDavConnection | null> {
      const coach = await proCoach(userId);
      if (!(await repo.findConnection(coach.id))) throw new NotFoundError(CALDAV_MESSAGES.notConnected);
      await repo.markAttempt(coach.id, now());
      await sync(coach.id, coach.timeZone);
      return view(coach.id);
    },

    async disconnect(userId: number): Promise<void> {
      const coach = await proCoach(userId);
      if (!(await repo.deleteConnection(coach.id))) throw new NotFoundError(CALDAV_MESSAGES.notConnected);
    },

    // "What clients see": the week's open slots, and the bookings and busy times that took the rest.
    async week(
      userId: number,
      fromIso: string | undefined,
      openSlots: (coachId: number, from: Date, to: Date) => Promise<{ slots: Date[]; sessionLength: number } | undefined>,
    ) {
      const coach = await proCoach(userId);
      // By default the coach's own today and the six days after it, midnight to
      // midnight in the coach's zone (a UTC day would start the list with the
      // evening before for a coach west of UTC).
      const today = localDateOf(now(), coach.timeZone);
      const from = fromIso ? new Date(fromIso) : startOfZonedDay(today, coach.timeZone);
      const to = fromIso ? new Date(from.getTime() + 7 * DAY_MS) : startOfZonedDay(addDays(today, 7), coach.timeZone);
      const calendars = new Map((await repo.listCalendars(coach.id)).map((c) => [caldavSource(c.id), c.displayName]));
      const open = await openSlots(coach.id, from, to);
      return {
        timeZone: coach.timeZone,
        from: from.toISOString(),
        to: to.toISOString(),
        sessionLength: open?.sessionLength ?? 0,
        openSlots: (open?.slots ?? []).map((s) => s.toISOString()),
        bookings: (await repo.bookingsIn(coach.id, from, to)).map((b) => ({ start: b.start.toISOString(), end: b.end.toISOString() })),
        busy: (await repo.busyIn(coach.id, from, to)).map((b) => ({
          start: b.start.toISOString(),
          end: b.end.toISOString(),
          source: b.source === 'ical' ? 'iCal address' : (calendars.get(b.source as `caldav:${number}`) ?? 'Calendar'),
        })),
      };
    },

    // The job: every connection not read for 5 minutes. A coach who left Pro
    // keeps the connection but blocks nothing.
    async syncDue(at: Date): Promise<number> {
      const due = await repo.claimDue(at, new Date(at.getTime() - CALDAV_REFRESH_MS), SYNCS_PER_RUN);
      for (const coach of due) {
        if (coach.planType === 'pro') await sync(coach.coachId, coach.timeZone);
        else {
          for (const c of await repo.listCalendars(coach.coachId))
            await replaceBusyTimes(db, coach.coachId, [], undefined, caldavSource(c.id));
          await repo.recordSync(coach.coachId, at, CALDAV_MESSAGES.proOnly);
        }
      }
      return due.length;
    },
  };
}

export type CalDavService = ReturnType<typeof createCalDavService>;
