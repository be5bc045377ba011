import { describe, expect, it } from 'vitest';
import { planDemoBookings } from './demo-bookings.js';
import { DEMO_COACHES } from './demo-coaches.js';
import { planDemoPrograms } from './demo-programs.js';
import { weekdayOf } from '../../../shared/domain/local-date.js';
import { localDateOf, utcToZonedParts } from '../../../shared/domain/time-zone.js';
import { DAY_MS } from '../../../shared/domain/time-units.js';

// Ordinary days and the weeks around DST changes in Europe, the US and Australia.
const NOWS = ['2026-11-21T04:46:00Z', '2026-03-27T23:30:00Z', '2026-10-31T12:00:00Z', '2026-04-04T15:00:00Z', '2027-01-01T00:00:00Z'];

describe.each(NOWS)('demo program plan seeded at %s', (iso) => {
  const now = new Date(iso);
  const bookings = planDemoBookings(now);
  const programs = planDemoPrograms(now, bookings);

  it('has a Saturday 9:00 workshop one to two weeks ahead and courses of six or eight weeks starting in two to three weeks', () => {
    const workshop = programs.find((p) => p.kind === 'workshop');
    const first = workshop?.meetings[0]?.start ?? now;
    expect(workshop?.meetings).toHaveLength(1);
    expect(weekdayOf(localDateOf(first, workshop?.timeZone ?? 'UTC'))).toBe('saturday');
    expect(utcToZonedParts(first, workshop?.timeZone ?? 'UTC')).toMatchObject({ hour: 9, minute: 0 });
    expect((first.getTime() - now.getTime()) / DAY_MS).toBeGreaterThan(6);
    expect((first.getTime() - now.getTime()) / DAY_MS).toBeLessThan(14);

    const courses = programs.filter((p) => p.kind === 'course');
    expect(courses.map((c) => c.meetings.length).sort()).toEqual([6, 8]);
    for (const course of courses) {
      const days = ((course.meetings[0]?.start.getTime() ?? 0) - now.getTime()) / DAY_MS;
      expect(days).toBeGreaterThan(13);
      expect(days).toBeLessThan(25);
    }
  });

  it("keeps every meeting on the coach's zone clock and off the coach's demo sessions", () => {
    for (const program of programs) {
      const coach = DEMO_COACHES.find((c) => c.username === program.coach);
      expect(program.timeZone).toBe(coach?.profile.timeZone);
      const local = program.meetings.map((m) => utcToZonedParts(m.start, program.timeZone));
      expect(new Set(local.map((p) => `${p.hour}:${p.minute}`)).size).toBe(1);
      for (const meeting of program.meetings) {
        expect(meeting.end.getTime() - meeting.start.getTime()).toBe(program.meetingMinutes * 60_000);
        const clash = bookings.filter((b) => b.coach === program.coach && b.start < meeting.end && meeting.start < b.end);
        expect(clash).toEqual([]);
      }
    }
  });
});
