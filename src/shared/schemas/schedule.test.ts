// What a coach is told when the hours they enter cannot work.
import { describe, expect, it } from 'vitest';
import { weeklySchedule, type Schedule } from '../domain/schedule.js';
import { SCHEDULE_MESSAGES, ZSchedule } from './schedule.js';

const valid = {
  timeZone: 'Europe/Berlin',
  weeklyRules: [
    { weekday: 'monday', start: '07:00', end: '09:00' },
    { weekday: 'monday', start: '18:00', end: '21:00' },
    { weekday: 'tuesday', start: '09:00', end: '24:00' },
  ],
};

function messages(input: unknown): string[] {
  const result = ZSchedule.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('ZSchedule', () => {
  it('accepts several windows a day and fills in the defaults', () => {
    const parsed: Schedule = ZSchedule.parse(valid);
    expect(parsed).toEqual(weeklySchedule(valid.timeZone, parsed.weeklyRules));
    expect(parsed).toMatchObject({ minNoticeMinutes: 120, horizonDays: 60, maxSessionsPerDay: null });
  });

  it('names the day and both windows when windows overlap, and allows touching ones', () => {
    const overlapping = { ...valid, weeklyRules: [...valid.weeklyRules, { weekday: 'monday', start: '08:30', end: '10:00' }] };
    expect(messages(overlapping)).toEqual(['Windows on Monday overlap: 07:00–09:00 and 08:30–10:00']);
    const touching = { ...valid, weeklyRules: [...valid.weeklyRules, { weekday: 'monday', start: '09:00', end: '10:00' }] };
    expect(messages(touching)).toEqual([]);
  });

  it('finds an overlap hidden behind a long window', () => {
    const rules = [
      { weekday: 'friday', start: '08:00', end: '18:00' },
      { weekday: 'friday', start: '10:00', end: '11:00' },
      { weekday: 'friday', start: '12:00', end: '13:00' },
    ];
    expect(messages({ ...valid, weeklyRules: rules })).toEqual([
      'Windows on Friday overlap: 08:00–18:00 and 10:00–11:00',
      'Windows on Friday overlap: 08:00–18:00 and 12:00–13:00',
    ]);
  });

  it('wants the end after the start, on the quarter hour', () => {
    expect(messages({ ...valid, weeklyRules: [{ weekday: 'monday', start: '10:00', end: '09:00' }] })).toEqual([
      SCHEDULE_MESSAGES.endAfterStart,
    ]);
    expect(messages({ ...valid, weeklyRules: [{ weekday: 'monday', start: '10:00', end: '10:00' }] })).toEqual([
      SCHEDULE_MESSAGES.endAfterStart,
    ]);
    expect(messages({ ...valid, weeklyRules: [{ weekday: 'monday', start: '9:00', end: '10:10' }] })).toEqual([
      SCHEDULE_MESSAGES.startTime,
      SCHEDULE_MESSAGES.endTime,
    ]);
    expect(messages({ ...valid, weeklyRules: [{ weekday: 'someday', start: '09:00', end: '10:00' }] })).toEqual([
      SCHEDULE_MESSAGES.weekday,
    ]);
  });

  it('checks date overrides: a real date, once each, windows that do not overlap; no windows = closed', () => {
    const closed = { ...valid, dateOverrides: [{ date: '2026-12-24', windows: [] }] };
    expect(messages(closed)).toEqual([]);
    expect(messages({ ...valid, dateOverrides: [{ date: '2026-02-30', windows: [] }] })).toEqual([SCHEDULE_MESSAGES.date]);
    expect(messages({ ...valid, dateOverrides: [...closed.dateOverrides, { date: '2026-12-24', windows: [] }] })).toEqual([
      'Thursday, December 24, 2026 already has its own hours; change that entry instead',
    ]);
    const split = [
      { start: '10:00', end: '12:00' },
      { start: '11:00', end: '13:00' },
    ];
    expect(messages({ ...valid, dateOverrides: [{ date: '2026-12-24', windows: split }] })).toEqual([
      'Windows on Thursday, December 24, 2026 overlap: 10:00–12:00 and 11:00–13:00',
    ]);
  });

  it('checks time off: local date-times on the quarter hour, ending after they start', () => {
    const holiday = { start: '2026-12-24T00:00', end: '2027-01-02T00:00' };
    expect(ZSchedule.parse({ ...valid, timeOff: [holiday] }).timeOff).toEqual([holiday]);
    expect(messages({ ...valid, timeOff: [{ start: '2027-01-02T00:00', end: '2026-12-24T00:00' }] })).toEqual([
      SCHEDULE_MESSAGES.timeOffOrder,
    ]);
    expect(messages({ ...valid, timeOff: [{ start: '2026-12-24T00:00Z', end: '2026-12-25T00:00' }] })).toEqual([
      SCHEDULE_MESSAGES.timeOffStart,
    ]);
    expect(messages({ ...valid, timeOff: [{ start: '2026-12-24T00:00', end: '2026-12-25T10:05' }] })).toEqual([
      SCHEDULE_MESSAGES.timeOffEnd,
    ]);
  });

  it('keeps buffers, notice, horizon and the daily limit in their ranges', () => {
    expect(
      messages({
        ...valid,
        bufferBeforeMinutes: 60,
        bufferAfterMinutes: 0,
        minNoticeMinutes: 7 * 1440,
        horizonDays: 85,
        maxSessionsPerDay: 1,
      }),
    ).toEqual([]);
    expect(messages({ ...valid, bufferBeforeMinutes: 61 })).toEqual([SCHEDULE_MESSAGES.buffer]);
    expect(messages({ ...valid, bufferAfterMinutes: -5 })).toEqual([SCHEDULE_MESSAGES.buffer]);
    expect(messages({ ...valid, minNoticeMinutes: 7 * 1440 + 1 })).toEqual([SCHEDULE_MESSAGES.notice]);
    expect(messages({ ...valid, horizonDays: 86 })).toEqual([SCHEDULE_MESSAGES.horizon]);
    expect(messages({ ...valid, horizonDays: 0 })).toEqual([SCHEDULE_MESSAGES.horizon]);
    expect(messages({ ...valid, maxSessionsPerDay: 0 })).toEqual([SCHEDULE_MESSAGES.dailyLimit]);
    expect(messages({ ...valid, maxSessionsPerDay: 2.5 })).toEqual([SCHEDULE_MESSAGES.dailyLimit]);
  });

  it('wants a real time zone', () => {
    expect(messages({ ...valid, timeZone: 'Mars/Olympus' })).toEqual([SCHEDULE_MESSAGES.timeZone]);
  });
});
