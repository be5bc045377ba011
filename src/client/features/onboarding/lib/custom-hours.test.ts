import { describe, expect, it } from 'vitest';
import { customFromLegacy, customSchedule, legacyFromCustom } from './custom-hours';

describe('different hours for each day in onboarding', () => {
  it('starts from the chosen days and window', () => {
    const values = customFromLegacy({ availableDays: ['monday', 'wednesday'], availableFrom: '09:00', availableTo: '17:00' }, 'UTC');
    expect(values.days.monday).toEqual([{ start: '09:00', end: '17:00' }]);
    expect(values.days.tuesday).toEqual([]);
    expect(values.minNoticeMinutes).toBe('120');
  });

  it('derives the days and the widest window for the fields the listing reads, and sends the windows', () => {
    const values = customFromLegacy({ availableDays: ['monday', 'friday'], availableFrom: '09:00', availableTo: '17:00' }, 'UTC');
    values.days.monday = [
      { start: '07:00', end: '09:00' },
      { start: '18:00', end: '24:00' },
    ];
    values.maxSessionsPerDay = '2';
    expect(legacyFromCustom(values)).toEqual({ availableDays: ['monday', 'friday'], availableFrom: '07:00', availableTo: '24:00' });
    const schedule = customSchedule(values, 'Europe/Berlin');
    expect(schedule.timeZone).toBe('Europe/Berlin');
    expect(schedule.weeklyRules).toEqual([
      { weekday: 'monday', start: '07:00', end: '09:00' },
      { weekday: 'monday', start: '18:00', end: '24:00' },
      { weekday: 'friday', start: '09:00', end: '17:00' },
    ]);
    expect(schedule.maxSessionsPerDay).toBe(2);
  });

  it('leaves the days empty when no day has a window, so the "at least 2 days" message shows', () => {
    const values = customFromLegacy({ availableDays: [], availableFrom: '09:00', availableTo: '17:00' }, 'UTC');
    expect(legacyFromCustom(values)).toEqual({ availableDays: [], availableFrom: '', availableTo: '' });
  });
});
