import { describe, expect, it } from 'vitest';
import { weeklySchedule, type Schedule } from '@shared/domain/schedule';
import { previewWeek } from './schedule-preview';

// Monday 2030-01-07, 06:00 in New York.
const NOW = new Date('2030-01-07T11:00:00Z');
const schedule: Schedule = weeklySchedule('America/New_York', [
  { weekday: 'monday', start: '09:00', end: '10:00' },
  { weekday: 'wednesday', start: '07:00', end: '09:00' },
  { weekday: 'wednesday', start: '18:00', end: '19:00' },
]);

const iso = (slots: Date[] | undefined) => (slots ?? []).map((s) => s.toISOString());

describe('the live preview', () => {
  it('lists seven days from today in the coach’s zone, with the engine’s slots', () => {
    const week = previewWeek(schedule, 60, [], NOW);
    expect(week?.map((d) => d.date)).toEqual([
      '2030-01-07',
      '2030-01-08',
      '2030-01-09',
      '2030-01-10',
      '2030-01-11',
      '2030-01-12',
      '2030-01-13',
    ]);
    expect(iso(week?.[0]?.slots)).toEqual(['2030-01-07T14:00:00.000Z']);
    expect(iso(week?.[2]?.slots)).toEqual([
      '2030-01-09T12:00:00.000Z',
      '2030-01-09T12:30:00.000Z',
      '2030-01-09T13:00:00.000Z',
      '2030-01-09T23:00:00.000Z',
    ]);
  });

  it('follows unsaved changes: a day off, and existing bookings', () => {
    const off = previewWeek({ ...schedule, timeOff: [{ start: '2030-01-09T00:00', end: '2030-01-10T00:00' }] }, 60, [], NOW);
    expect(off?.[2]?.slots).toEqual([]);
    const booked = previewWeek(schedule, 60, [{ start: new Date('2030-01-09T12:00:00Z'), end: new Date('2030-01-09T13:00:00Z') }], NOW);
    expect(iso(booked?.[2]?.slots)).toEqual(['2030-01-09T13:00:00.000Z', '2030-01-09T23:00:00.000Z']);
  });

  it('shows nothing for hours the server would refuse', () => {
    const overlapping = [...schedule.weeklyRules, { weekday: 'monday' as const, start: '09:30', end: '11:00' }];
    expect(previewWeek({ ...schedule, weeklyRules: overlapping }, 60, [], NOW)).toBeNull();
  });
});
