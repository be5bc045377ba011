// The Pro coach's private iCalendar feed: switching it on and off, replacing
// the secret URL, and rendering the feed for calendar apps.
import { COACH_TOOLS_MESSAGES, type TCalendarFeed } from '../../../shared/schemas/coach-tools.js';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { ForbiddenError, NotFoundError } from '../../errors/domain-errors.js';
import { calendarTexts } from '../../integrations/calendar/calendar-texts.js';
import { buildFeed, type CalendarSession } from '../../integrations/calendar/ical.js';
import { withSeries, type SeriesEvent } from '../../integrations/calendar/series-ical.js';
import { calendarFeedUrl, isWellFormedToken, newCalendarToken } from './feed-url.js';
import { createCalendarFeedRepository, type FeedCoach, type FeedSession } from './repository.js';
import { DAY_MS } from '../../../shared/domain/time-units.js';

// Recent past sessions stay visible so the calendar does not lose last week.
const FEED_PAST_DAYS = 30;

// What the coach's calendar shows: a completed session stays as it was
// (confirmed); a cancelled one stays, marked cancelled and without its link.
function feedStatus(status: FeedSession['status']): CalendarSession['status'] {
  return status === 'completed' ? 'confirmed' : status;
}

// First name and initial only: the feed lives on third-party calendar servers.
// Worded in the coach's language.
function toCalendarSession(session: FeedSession, t: ReturnType<typeof calendarTexts>): CalendarSession {
  const initial = session.clientLastName.trim().charAt(0).toUpperCase();
  const client = initial ? `${session.clientFirstName} ${initial}.` : session.clientFirstName;
  const status = feedStatus(session.status);
  return {
    bookingId: session.id,
    start: session.startTime,
    end: session.endTime,
    summary: t('feed.summary', { client }),
    description: status === 'pending' ? t('feed.pending') : status === 'cancelled' ? t('feed.cancelled') : undefined,
    url: status === 'confirmed' ? session.meetingUrl : null,
    status,
    sequence: session.revisions,
  };
}

// A weekly series is one event with its rule (docs/product/series.md), named like a single session.
function seriesEvents(sessions: FeedSession[], timeZone: string, t: ReturnType<typeof calendarTexts>): SeriesEvent[] {
  const bySeries = new Map<number, FeedSession[]>();
  for (const session of sessions) {
    if (session.series) bySeries.set(session.series.id, [...(bySeries.get(session.series.id) ?? []), session]);
  }
  return [...bySeries.values()].map((group) => {
    const first = group[0] as FeedSession & { series: NonNullable<FeedSession['series']> };
    return {
      seriesId: first.series.id,
      firstStartTime: new Date(first.series.firstStartTime),
      cadenceWeeks: first.series.cadenceWeeks,
      count: first.series.count,
      timeZone,
      summary: toCalendarSession(first, t).summary,
      sessionMinutes: Math.round((first.endTime.getTime() - first.startTime.getTime()) / 60_000),
      sessions: group.map((s) => ({ index: s.series?.index ?? 0, start: s.startTime, end: s.endTime, status: s.status })),
      sequence: group.reduce((sum, s) => sum + s.revisions, 0),
    };
  });
}

export function createCalendarFeedService({ db, config, now }: { db: Database; config: AppConfig; now: () => Date }) {
  const repo = createCalendarFeedRepository(db);

  async function proCoach(userId: number): Promise<FeedCoach> {
    const coach = await repo.findCoachByUser(userId);
    if (!coach) throw new NotFoundError(COACH_TOOLS_MESSAGES.coachProfileNotFound);
    if (coach.planType !== 'pro') throw new ForbiddenError(COACH_TOOLS_MESSAGES.calendarProOnly);
    return coach;
  }

  return {
    // Switching off forgets the token too, so an old URL never works again
    // (switching on later gives a new one).
    async setEnabled(userId: number, enabled: boolean): Promise<TCalendarFeed> {
      const coach = await proCoach(userId);
      const token = enabled ? (coach.calendarSyncToken ?? newCalendarToken()) : null;
      await repo.saveSync(coach.id, { enabled, token }, now());
      return { calendarFeedUrl: token ? calendarFeedUrl(config, token) : null };
    },

    // A new secret; the previous URL stops working at once. Also switches sync on.
    async regenerate(userId: number): Promise<{ calendarFeedUrl: string }> {
      const coach = await proCoach(userId);
      const token = newCalendarToken();
      await repo.saveSync(coach.id, { enabled: true, token }, now());
      return { calendarFeedUrl: calendarFeedUrl(config, token) };
    },

    async renderFeed(token: string): Promise<string> {
      const coach = isWellFormedToken(token) ? await repo.findFeedCoach(token) : undefined;
      if (!coach) throw new NotFoundError(COACH_TOOLS_MESSAGES.calendarFeedNotFound);
      const sessions = await repo.sessionsSince(coach.id, new Date(now().getTime() - FEED_PAST_DAYS * DAY_MS));
      const t = calendarTexts(coach.locale);
      const single = sessions.filter((session) => session.series === null);
      const feed = await buildFeed(
        config.appName,
        t('feed.name', { app: config.appName }),
        single.map((session) => toCalendarSession(session, t)),
      );
      return withSeries(feed, seriesEvents(sessions, coach.timeZone, t), now());
    },
  };
}
