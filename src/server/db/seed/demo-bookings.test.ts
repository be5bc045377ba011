import { describe, expect, it } from 'vitest';
import { DEMO_CLIENTS } from './demo-clients.js';
import { DEMO_COACHES } from './demo-coaches.js';
import { planDemoBookings } from './demo-bookings.js';
import { parseClockTime } from '../../../shared/domain/clock-time.js';
import { weekdayOf } from '../../../shared/domain/local-date.js';
import { localDateOf } from '../../../shared/domain/time-zone.js';
import { HOUR_MS } from '../../../shared/domain/time-units.js';

// Ordinary days and the weeks around DST changes in Europe, the US and Australia.
const NOWS = ['2026-11-21T04:46:00Z', '2026-03-27T23:30:00Z', '2026-10-31T12:00:00Z', '2026-04-04T15:00:00Z', '2027-01-01T00:00:00Z'];

function localMinutes(instant: Date, timeZone: string) {
  const [h, m] = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(instant)
    .split(':')
    .map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

describe.each(NOWS)('demo booking plan seeded at %s', (iso) => {
  const now = new Date(iso);
  const plan = planDemoBookings(now);
  const coachBy = new Map(DEMO_COACHES.map((c) => [c.username, c]));

  it("puts every session inside its coach's availability, on half-hour starts", () => {
    for (const booking of plan) {
      const coach = coachBy.get(booking.coach);
      if (!coach) throw new Error(`unknown coach ${booking.coach}`);
      const { timeZone, availableDays, availableFrom, availableTo, sessionLength } = coach.profile;
      expect(availableDays).toContain(weekdayOf(localDateOf(booking.start, timeZone)));
      const start = localMinutes(booking.start, timeZone);
      expect(start).toBeGreaterThanOrEqual(parseClockTime(availableFrom) ?? -1);
      expect(start + sessionLength).toBeLessThanOrEqual(parseClockTime(availableTo, true) ?? -1);
      expect(start % 30).toBe(0);
      expect(booking.end.getTime() - booking.start.getTime()).toBe(sessionLength * 60_000);
      expect(booking.priceCents).toBe(coach.profile.hourlyRateCents);
    }
  });

  it('has completed sessions only in the past and open ones only ahead, within the booking horizon', () => {
    for (const booking of plan) {
      if (booking.status === 'completed') expect(booking.end.getTime()).toBeLessThan(now.getTime());
      if (booking.status === 'pending' || booking.status === 'confirmed') {
        expect(booking.start.getTime()).toBeGreaterThan(now.getTime() + 2 * HOUR_MS);
        expect(booking.start.getTime()).toBeLessThan(now.getTime() + 60 * 24 * HOUR_MS);
      }
      expect(booking.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      for (const change of booking.history) expect(change.at.getTime()).toBeLessThanOrEqual(now.getTime());
      if (booking.review) {
        expect(booking.status).toBe('completed');
        expect(booking.review.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      }
    }
    expect(plan.filter((b) => b.status === 'confirmed').length).toBeGreaterThanOrEqual(3);
    expect(plan.filter((b) => b.status === 'pending').length).toBeGreaterThanOrEqual(2);
  });

  it('never overlaps two sessions of one coach', () => {
    for (const coach of DEMO_COACHES) {
      const own = plan.filter((b) => b.coach === coach.username).sort((a, b) => a.start.getTime() - b.start.getTime());
      own.slice(1).forEach((booking, i) => expect(booking.start.getTime()).toBeGreaterThanOrEqual(own[i]?.end.getTime() ?? 0));
    }
  });

  it('gives Maya a reviewed, an unreviewed, a cancelled and upcoming sessions', () => {
    const maya = plan.filter((b) => b.client === 'maya');
    expect(maya.some((b) => b.status === 'completed' && b.review)).toBe(true);
    expect(maya.some((b) => b.status === 'completed' && !b.review)).toBe(true);
    expect(maya.some((b) => b.status === 'cancelled' && b.paymentStatus === 'refunded')).toBe(true);
    expect(
      maya
        .filter((b) => b.start > now)
        .map((b) => b.status)
        .sort(),
    ).toEqual(['confirmed', 'pending']);
  });
});

it('plans the same sessions for the same moment, so demo data is reproducible', () => {
  const now = new Date('2026-06-15T10:00:00Z');
  expect(planDemoBookings(now)).toEqual(planDemoBookings(now));
  expect(new Set(planDemoBookings(now).map((b) => b.client))).toEqual(new Set(DEMO_CLIENTS.map((c) => c.username)));
});
