import { describe, expect, it } from 'vitest';
import { weeklySchedule } from '@shared/domain/schedule';
import { SCHEDULE_MESSAGES } from '@shared/schemas/schedule';
import { fieldKey, formFromSchedule } from '@/lib/schedule-form/schedule-form';
import { visibleErrors } from './availability-errors';

const form = () => formFromSchedule(weeklySchedule('UTC', [{ weekday: 'monday', start: '09:00', end: '17:00' }]));

describe('which messages the Availability tab shows', () => {
  it('keeps "Choose a date" for a date just added until the coach saves', () => {
    const values = { ...form(), overrides: [{ date: '', closed: true, windows: [] }] };
    expect(visibleErrors(values, false)).toBeNull();
    expect(visibleErrors(values, true)).toEqual({ [fieldKey.overrideDate(0)]: SCHEDULE_MESSAGES.date });
  });

  it('shows an end before the start at once', () => {
    const values = form();
    values.days.monday = [{ start: '17:00', end: '09:00' }];
    values.timeOff = [{ firstDay: '', lastDay: '' }];
    expect(visibleErrors(values, false)).toEqual({ [fieldKey.window('monday', 0)]: SCHEDULE_MESSAGES.endAfterStart });
  });
});
