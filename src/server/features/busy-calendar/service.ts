// A Pro coach's busy calendar (docs/decisions/0046-busy-calendars.md): saving
// the address syncs it at once, a job refreshes it every 15 minutes, and a
// failed sync keeps the last good busy times and tells the coach why. The
// address is a credential: it is never logged and only its owner reads it.
import type { FastifyBaseLogger } from 'fastify';
import { BUSY_CALENDAR_MESSAGES, type TBusyCalendar } from '../../../shared/schemas/busy-calendar.js';
import { COACH_TOOLS_MESSAGES } from '../../../shared/schemas/coach-tools.js';
import { SCHEDULE_LIMITS } from '../../../shared/domain/schedule.js';
import { DAY_MS, MINUTE_MS } from '../../../shared/domain/time-units.js';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../errors/domain-errors.js';
import { CalendarParseError, parseBusyTimes } from '../../integrations/calendar/busy-ical.js';
import { CalendarFetchError, calendarRequestUrl, fetchCalendar } from '../../integrations/calendar/fetch-calendar.js';
import { createBusyCalendarRepository, type BusyCalendarCoach } from './repository.js';

// For CalDAV sync (docs/decisions/0057-caldav-sync.md): its calendars' busy
// times change through the same function, one source at a time.
export { replaceBusyTimes, type BusyTimeSource } from './repository.js';
export const findCalendarCoach = (db: Database, userId: number) => createBusyCalendarRepository(db).findCoachByUser(userId);

export const BUSY_CALENDAR_REFRESH_MS = 15 * MINUTE_MS;
// Kept: the booking horizon ahead (the longest a coach can set) and a day
// behind, so a session starting now still sees an event that began yesterday.
const KEEP_PAST_MS = DAY_MS;
const KEEP_AHEAD_MS = (SCHEDULE_LIMITS.horizonMaxDays + 1) * DAY_MS;
// Calendars fetched per job run; the rest wait for the next run.
const SYNCS_PER_RUN = 20;

type Deps = { db: Database; config: AppConfig; now: () => Date; log: FastifyBaseLogger };

export function createBusyCalendarService({ db, config, now, log }: Deps) {
  const repo = createBusyCalendarRepository(db);

  async function proCoach(userId: number): Promise<BusyCalendarCoach> {
    const coach = await repo.findCoachByUser(userId);
    if (!coach) throw new NotFoundError(COACH_TOOLS_MESSAGES.coachProfileNotFound);
    if (coach.planType !== 'pro') throw new ForbiddenError(BUSY_CALENDAR_MESSAGES.proOnly);
    return coach;
  }

  // Fetch, read, store. Any failure is recorded for the coach and leaves the
  // last good busy times in place: booking never waits on someone else's server.
  async function sync(coachId: number, url: string, timeZone: string): Promise<void> {
    const at = now();
    try {
      const text = await fetchCalendar(url, { allowLoopback: config.busyCalendars.allowLoopback });
      const window = { from: new Date(at.getTime() - KEEP_PAST_MS), to: new Date(at.getTime() + KEEP_AHEAD_MS) };
      const times = await parseBusyTimes(text, window, timeZone);
      await repo.replaceBusyTimes(coachId, times, now());
    } catch (error) {
      const known = error instanceof CalendarFetchError || error instanceof CalendarParseError;
      // The address is not logged: it is the coach's secret.
      if (!known) log.warn({ err: error, coachId }, 'busy calendar sync failed');
      await repo.recordFailure(coachId, known ? error.message : BUSY_CALENDAR_MESSAGES.syncFailedGeneric, now());
    }
  }

  async function view(coachId: number): Promise<TBusyCalendar | null> {
    const source = await repo.findSource(coachId);
    if (!source) return null;
    return {
      url: source.url,
      lastSyncedAt: source.lastSyncedAt?.toISOString() ?? null,
      lastError: source.lastError,
      busyTimeCount: await repo.countBusyTimes(coachId),
    };
  }

  return {
    async get(userId: number): Promise<TBusyCalendar | null> {
      return view((await proCoach(userId)).id);
    },

    // A new address replaces the old calendar's busy times at once (they
    // belong to a calendar the coach no longer uses), then syncs.
    async save(userId: number, url: string): Promise<TBusyCalendar | null> {
      const coach = await proCoach(userId);
      try {
        calendarRequestUrl(url);
      } catch (error) {
        const message = error instanceof CalendarFetchError ? error.message : BUSY_CALENDAR_MESSAGES.urlRequired;
        throw new InvalidInputError(message, { url: message });
      }
      const previous = await repo.findSource(coach.id);
      await repo.saveSource(coach.id, url.trim(), now());
      if (previous && previous.url !== url.trim()) await repo.replaceBusyTimes(coach.id, []);
      await sync(coach.id, url.trim(), coach.timeZone);
      return view(coach.id);
    },

    async remove(userId: number): Promise<void> {
      const coach = await proCoach(userId);
      if (!(await repo.deleteSource(coach.id))) throw new NotFoundError(BUSY_CALENDAR_MESSAGES.notFound);
      await repo.replaceBusyTimes(coach.id, []);
    },

    async syncNow(userId: number): Promise<TBusyCalendar | null> {
      const coach = await proCoach(userId);
      const source = await repo.findSource(coach.id);
      if (!source) throw new NotFoundError(BUSY_CALENDAR_MESSAGES.notFound);
      await repo.markAttempt(coach.id, now());
      await sync(coach.id, source.url, coach.timeZone);
      return view(coach.id);
    },

    // The job: every calendar not tried for 15 minutes. A coach who left Pro
    // keeps the address (it works again on upgrading) but blocks nothing.
    async syncDue(at: Date): Promise<number> {
      const due = await repo.claimDue(at, new Date(at.getTime() - BUSY_CALENDAR_REFRESH_MS), SYNCS_PER_RUN);
      for (const source of due) {
        if (source.planType === 'pro') await sync(source.coachId, source.url, source.timeZone);
        else {
          await repo.replaceBusyTimes(source.coachId, []);
          await repo.recordFailure(source.coachId, BUSY_CALENDAR_MESSAGES.proOnly, at);
        }
      }
      return due.length;
    },
  };
}

export type BusyCalendarService = ReturnType<typeof createBusyCalendarService>;
