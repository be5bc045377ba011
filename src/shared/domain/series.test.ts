import { describe, expect, it } from 'vitest';
import { isWithinMoveWindow, occurrenceState, seriesStarts } from './series.js';
import type { BookableSchedule } from './schedule.js';

const EVERY_DAY = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map((weekday) => ({
  weekday,
  start: '09:00',
  end: '17:00',
}));

const berlin: BookableSchedule = {
  timeZone: 'Europe/Berlin',
  sessionLengthMinutes: 60,
  weeklyRules: EVERY_DAY,
  dateOverrides: [],
  timeOff: [],
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minNoticeMinutes: 120,
  horizonDays: 85,
  maxSessionsPerDay: null,
};

describe('seriesStarts', () => {
  it("keeps the coach's wall-clock time across a daylight-saving change", () => {
    // Tuesdays 09:00 in Berlin: CET (UTC+1) until 2030-03-31, then CEST (UTC+2).
    const starts = seriesStarts(new Date('2030-03-19T08:00:00Z'), 1, 4, 'Europe/Berlin');
    expect(starts.map((s) => s?.toISOString())).toEqual([
      '2030-03-19T08:00:00.000Z',
      '2030-03-26T08:00:00.000Z',
      '2030-04-02T07:00:00.000Z',
      '2030-04-09T07:00:00.000Z',
    ]);
  });

  it('steps two weeks for a fortnightly series', () => {
    const starts = seriesStarts(new Date('2030-01-08T09:00:00Z'), 2, 3, 'UTC');
    expect(starts.map((s) => s?.toISOString())).toEqual([
      '2030-01-08T09:00:00.000Z',
      '2030-01-22T09:00:00.000Z',
      '2030-02-05T09:00:00.000Z',
    ]);
  });

  it('has no instant for a wall time the spring-forward jump skips', () => {
    // Sundays 02:30 in Berlin; on 2030-03-31 the clocks jump from 02:00 to 03:00.
    const starts = seriesStarts(new Date('2030-03-24T01:30:00Z'), 1, 3, 'Europe/Berlin');
    expect(starts.map((s) => s?.toISOString() ?? null)).toEqual(['2030-03-24T01:30:00.000Z', null, '2030-04-07T00:30:00.000Z']);
    expect(occurrenceState(berlin, [], starts[1] ?? null, new Date('2030-03-20T00:00:00Z'))).toEqual({
      open: false,
      reason: 'outside_hours',
    });
  });
});

describe('occurrenceState', () => {
  const now = new Date('2030-03-18T00:00:00Z');
  const start = new Date('2030-03-26T08:00:00Z'); // Tuesday 09:00 Berlin

  it('is open inside the hours with nothing in the way', () => {
    expect(occurrenceState(berlin, [], start, now)).toEqual({ open: true });
  });

  it('names the first reason that applies', () => {
    expect(occurrenceState(berlin, [], new Date('2030-03-26T06:00:00Z'), now)).toEqual({ open: false, reason: 'outside_hours' });
    expect(occurrenceState({ ...berlin, timeOff: [{ start: '2030-03-26T00:00', end: '2030-03-27T00:00' }] }, [], start, now)).toEqual({
      open: false,
      reason: 'time_off',
    });
    const booked = [{ start: new Date('2030-03-26T08:30:00Z'), end: new Date('2030-03-26T09:30:00Z') }];
    expect(occurrenceState(berlin, booked, start, now)).toEqual({ open: false, reason: 'booked' });
    const sameDay = [{ start: new Date('2030-03-26T13:00:00Z'), end: new Date('2030-03-26T14:00:00Z') }];
    expect(occurrenceState({ ...berlin, maxSessionsPerDay: 1 }, sameDay, start, now)).toEqual({ open: false, reason: 'daily_limit' });
    expect(occurrenceState({ ...berlin, horizonDays: 7 }, [], start, now)).toEqual({ open: false, reason: 'beyond_horizon' });
    expect(occurrenceState(berlin, [], start, new Date('2030-03-26T07:00:00Z'))).toEqual({ open: false, reason: 'too_soon' });
  });
});

describe('isWithinMoveWindow', () => {
  it('lets a session move within its own week only', () => {
    const usual = new Date('2030-03-26T08:00:00Z');
    expect(isWithinMoveWindow(usual, new Date('2030-03-29T08:00:00Z'))).toBe(true);
    expect(isWithinMoveWindow(usual, new Date('2030-03-22T08:00:00Z'))).toBe(false);
  });
});
