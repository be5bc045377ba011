import { describe, expect, it } from 'vitest';
import type { Schedule } from '@shared/domain/schedule';
import { SCHEDULE_MESSAGES } from '@shared/schemas/schedule';
import { copyToWeekdays, fieldKey, formFromSchedule, nextWindow, scheduleFromForm, validateScheduleForm } from './schedule-form';

const stored: Schedule = {
  timeZone: 'Europe/Berlin',
  weeklyRules: [
    { weekday: 'monday', start: '09:00', end: '12:00' },
    { weekday: 'monday', start: '13:00', end: '17:00' },
    { weekday: 'wednesday', start: '07:00', end: '24:00' },
  ],
  dateOverrides: [
    { date: '2026-12-24', windows: [] },
    { date: '2026-12-27', windows: [{ start: '10:00', end: '12:00' }] },
  ],
  timeOff: [
    { start: '2026-12-28T00:00', end: '2027-01-02T00:00' },
    { start: '2027-02-01T12:00', end: '2027-02-01T18:00' },
  ],
  bufferBeforeMinutes: 10,
  bufferAfterMinutes: 15,
  minNoticeMinutes: 120,
  horizonDays: 60,
  maxSessionsPerDay: null,
};

describe('the availability form', () => {
  it('shows a stored schedule day by day and saves it back unchanged', () => {
    const form = formFromSchedule(stored);
    expect(form.days.monday).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ]);
    expect(form.days.tuesday).toEqual([]);
    expect(form.overrides).toEqual([
      { date: '2026-12-24', closed: true, windows: [] },
      { date: '2026-12-27', closed: false, windows: [{ start: '10:00', end: '12:00' }] },
    ]);
    // Whole days read as first and last day off; a part of a day is kept as it is.
    expect(form.timeOff[0]).toEqual({ firstDay: '2026-12-28', lastDay: '2027-01-01' });
    expect(form.timeOff[1]?.exact).toEqual({ start: '2027-02-01T12:00', end: '2027-02-01T18:00' });
    expect(form.maxSessionsPerDay).toBe('');
    expect(scheduleFromForm(form)).toEqual(stored);
    expect(validateScheduleForm(form)).toBeNull();
  });

  it('takes one day off as that whole day', () => {
    const form = { ...formFromSchedule(stored), timeOff: [{ firstDay: '2026-12-01', lastDay: '2026-12-01' }] };
    expect(scheduleFromForm(form).timeOff).toEqual([{ start: '2026-12-01T00:00', end: '2026-12-02T00:00' }]);
  });

  it('places the server’s overlap message on the window it is about', () => {
    const form = formFromSchedule(stored);
    form.days.wednesday = [
      { start: '07:00', end: '09:00' },
      { start: '08:30', end: '10:00' },
    ];
    expect(validateScheduleForm(form)).toEqual({
      [fieldKey.window('wednesday', 1)]: 'Windows on Wednesday overlap: 07:00–09:00 and 08:30–10:00',
    });
  });

  it('says when a window ends before it starts, on that window', () => {
    const form = formFromSchedule(stored);
    form.days.monday = [
      { start: '09:00', end: '12:00' },
      { start: '17:00', end: '13:00' },
    ];
    expect(validateScheduleForm(form)).toEqual({ [fieldKey.window('monday', 1)]: SCHEDULE_MESSAGES.endAfterStart });
  });

  it('checks dates, time off and the settings with the server’s messages', () => {
    const form = formFromSchedule(stored);
    form.overrides = [...form.overrides, { date: '', closed: true, windows: [] }];
    form.timeOff = [
      { firstDay: '2026-12-10', lastDay: '2026-12-08' },
      { firstDay: '', lastDay: '2026-12-08' },
    ];
    form.bufferBeforeMinutes = '90';
    form.horizonDays = '';
    form.maxSessionsPerDay = '0';
    expect(validateScheduleForm(form)).toEqual({
      [fieldKey.overrideDate(2)]: SCHEDULE_MESSAGES.date,
      [fieldKey.timeOff(0)]: SCHEDULE_MESSAGES.timeOffOrder,
      [fieldKey.timeOff(1)]: SCHEDULE_MESSAGES.timeOffStart,
      bufferBeforeMinutes: SCHEDULE_MESSAGES.buffer,
      horizonDays: SCHEDULE_MESSAGES.horizon,
      maxSessionsPerDay: SCHEDULE_MESSAGES.dailyLimit,
    });
  });

  it('names a date given its own hours twice', () => {
    const form = formFromSchedule(stored);
    form.overrides = [...form.overrides, { date: '2026-12-24', closed: false, windows: [{ start: '09:00', end: '10:00' }] }];
    expect(validateScheduleForm(form)).toEqual({
      [fieldKey.overrideDate(2)]: 'Thursday, December 24, 2026 already has its own hours; change that entry instead',
    });
  });

  it('copies one day’s windows to Monday through Friday, leaving the weekend', () => {
    const form = formFromSchedule({ ...stored, weeklyRules: [...stored.weeklyRules, { weekday: 'sunday', start: '10:00', end: '11:00' }] });
    const copied = copyToWeekdays(form, 'monday');
    for (const day of ['tuesday', 'wednesday', 'thursday', 'friday'] as const) expect(copied.days[day]).toEqual(form.days.monday);
    expect(copied.days.sunday).toEqual([{ start: '10:00', end: '11:00' }]);
    // Copies, not shared objects: editing Tuesday later leaves Monday alone.
    expect(copied.days.tuesday[0]).not.toBe(form.days.monday[0]);
  });

  it('suggests a new window after the day’s last one', () => {
    expect(nextWindow([])).toEqual({ start: '09:00', end: '17:00' });
    expect(nextWindow([{ start: '07:00', end: '09:00' }])).toEqual({ start: '10:00', end: '11:00' });
    expect(nextWindow([{ start: '20:00', end: '23:00' }])).toEqual({ start: '23:00', end: '24:00' });
  });
});
