// Every demo coach offers exactly the same slots over 60 days whether the
// engine reads today's hours (available days, one window) or the weekly rules
// they convert to: the equivalence the schedule migration relies on
// (docs/decisions/0042-schedules-and-one-engine.md). With the demo bookings as
// busy time, from moments around the DST changes of the coaches' zones.
import { describe, expect, it } from 'vitest';
import { listOpenSlots, type CoachSchedule } from '../../../shared/domain/availability.js';
import { scheduleFromLegacy } from '../../../shared/domain/schedule.js';
import { DAY_MS } from '../../../shared/domain/time-units.js';
import { planDemoBookings } from './demo-bookings.js';
import { DEMO_COACHES } from './demo-coaches.js';

const NOWS = ['2026-11-21T04:46:00Z', '2026-03-01T09:00:00Z', '2026-09-20T23:30:00Z', '2026-10-20T12:00:00Z', '2027-03-30T15:00:00Z'];

describe.each(NOWS)('demo coaches from %s', (iso) => {
  const now = new Date(iso);
  const plan = planDemoBookings(now).filter((b) => b.status === 'pending' || b.status === 'confirmed');

  it.each(DEMO_COACHES.map((coach) => [coach.username, coach] as const))('%s: same slots for 60 days', (username, coach) => {
    const { timeZone, availableDays, availableFrom, availableTo, sessionLength } = coach.profile;
    const legacy: CoachSchedule = { timeZone, availableDays, availableFrom, availableTo, sessionLengthMinutes: sessionLength };
    const busy = plan.filter((b) => b.coach === username).map(({ start, end }) => ({ start, end }));
    const query = { busy, from: now, to: new Date(now.getTime() + 61 * DAY_MS), now };

    const before = listOpenSlots({ ...query, schedule: legacy });
    const after = listOpenSlots({ ...query, schedule: { ...scheduleFromLegacy(legacy), sessionLengthMinutes: sessionLength } });

    expect(after.map((slot) => slot.toISOString())).toEqual(before.map((slot) => slot.toISOString()));
    // Every demo coach works at least two days a week: a 60-day window always has dozens of slots.
    expect(before.length).toBeGreaterThan(50);
  });
});
