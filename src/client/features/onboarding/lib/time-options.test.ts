import { describe, expect, it } from 'vitest';
import { endAfterStartChange, endTimeOptions, formatTime12h, TIME_OPTIONS, timeOptionLabel } from './time-options';

describe('time options', () => {
  it('covers 24 hours in 15-minute steps in 12-hour format', () => {
    expect(TIME_OPTIONS).toHaveLength(96);
    expect(TIME_OPTIONS[0]).toEqual({ value: '00:00', label: '12:00 AM' });
    expect(TIME_OPTIONS.find((o) => o.value === '09:00')?.label).toBe('9:00 AM');
    expect(TIME_OPTIONS.find((o) => o.value === '12:15')?.label).toBe('12:15 PM');
    expect(TIME_OPTIONS.at(-1)).toEqual({ value: '23:45', label: '11:45 PM' });
    expect(formatTime12h('17:30')).toBe('5:30 PM');
  });

  it('offers only end times later than the start', () => {
    const ends = endTimeOptions('17:00');
    expect(ends[0]?.value).toBe('17:15');
    expect(ends.every((o) => o.value > '17:00')).toBe(true);
    expect(endTimeOptions(undefined)).toHaveLength(96);
  });

  it('clears the end when the start moves to or past it', () => {
    expect(endAfterStartChange('17:00', '17:00')).toBe('');
    expect(endAfterStartChange('18:00', '17:00')).toBe('');
    expect(endAfterStartChange('08:00', '17:00')).toBe('17:00');
    expect(endAfterStartChange('08:00', '')).toBe('');
  });

  it('reads in 24 hours for German and Spanish readers, 12 for English ones', () => {
    const evening = { value: '17:30', label: '5:30 PM' };
    const morning = { value: '09:00', label: '9:00 AM' };
    expect(timeOptionLabel(evening, 'en')).toBe('5:30 PM');
    expect(timeOptionLabel(evening, 'de')).toBe('17:30');
    expect(timeOptionLabel(morning, 'de')).toBe('09:00');
    expect(timeOptionLabel(evening, 'es')).toBe('17:30');
  });
});
