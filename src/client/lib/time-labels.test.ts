import { describe, expect, it } from 'vitest';
import { containsSlot, findSlotByLabel, parseDateKey, parseTimeLabel, slotsOnDate, timeLabel } from './time-labels';
import { localDateKey } from '@shared/domain/time-zone';

const SLOTS = ['2030-01-07T08:00:00.000Z', '2030-01-07T09:30:00.000Z', '2030-01-07T23:30:00.000Z', '2030-01-08T08:00:00.000Z'];

describe('time labels', () => {
  it('labels instants in the given zone with a 12-hour clock', () => {
    expect(timeLabel(new Date('2030-01-07T09:00:00Z'), 'Europe/Berlin')).toBe('10:00 AM');
    expect(timeLabel(new Date('2030-01-07T00:30:00Z'), 'UTC')).toBe('12:30 AM');
    expect(timeLabel(new Date('2030-01-07T12:00:00Z'), 'UTC')).toBe('12:00 PM');
    expect(timeLabel(new Date('2030-01-07T17:30:00Z'), 'America/New_York')).toBe('12:30 PM');
  });

  it('reads labels in the usual spellings and refuses nonsense', () => {
    expect(parseTimeLabel('10:00 AM')).toBe(600);
    expect(parseTimeLabel('9:30 pm')).toBe(21 * 60 + 30);
    expect(parseTimeLabel('12:00\u202fAM')).toBe(0);
    expect(parseTimeLabel('12:00 PM')).toBe(720);
    expect(parseTimeLabel('13:00 PM')).toBeNull();
    expect(parseTimeLabel('10:00')).toBeNull();
    expect(parseTimeLabel(undefined)).toBeNull();
  });

  it('groups slots by the local date of the visitor', () => {
    expect(localDateKey(new Date('2030-01-07T23:30:00Z'), 'Europe/Berlin')).toBe('2030-01-08');
    expect(slotsOnDate(SLOTS, '2030-01-07', 'UTC')).toHaveLength(3);
    expect(slotsOnDate(SLOTS, '2030-01-07', 'Europe/Berlin')).toHaveLength(2);
  });

  it('finds the slot for a date and label, in the visitor zone', () => {
    expect(findSlotByLabel(SLOTS, '2030-01-07', '9:00 AM', 'Europe/Berlin')).toBe('2030-01-07T08:00:00.000Z');
    expect(findSlotByLabel(SLOTS, '2030-01-07', '10:30 AM', 'Europe/Berlin')).toBe('2030-01-07T09:30:00.000Z');
    expect(findSlotByLabel(SLOTS, '2030-01-08', '12:30 AM', 'Europe/Berlin')).toBe('2030-01-07T23:30:00.000Z');
    expect(findSlotByLabel(SLOTS, '2030-01-07', '10:00 AM', 'Europe/Berlin')).toBeNull();
    expect(findSlotByLabel(SLOTS, '2030-01-07', 'soon', 'UTC')).toBeNull();
  });

  it('compares slots as instants', () => {
    expect(containsSlot(SLOTS, '2030-01-07T08:00:00Z')).toBe(true);
    expect(containsSlot(SLOTS, '2030-01-07T09:00:00+01:00')).toBe(true);
    expect(containsSlot(SLOTS, '2030-01-07T08:30:00Z')).toBe(false);
  });

  it('reads date keys', () => {
    expect(parseDateKey('2030-01-07')).toEqual({ year: 2030, month: 1, day: 7 });
  });
});
