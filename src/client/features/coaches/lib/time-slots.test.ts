import { describe, expect, it } from 'vitest';
import { formatTimeLabel, groupSlotsByLocalDate, shownTime, toTimeSlot } from './time-slots';

describe('formatTimeLabel', () => {
  it('uses a 12-hour clock with AM/PM', () => {
    expect(formatTimeLabel(0, 0)).toBe('12:00 AM');
    expect(formatTimeLabel(9, 30)).toBe('9:30 AM');
    expect(formatTimeLabel(12, 0)).toBe('12:00 PM');
    expect(formatTimeLabel(23, 5)).toBe('11:05 PM');
  });
});

describe('toTimeSlot', () => {
  // 2030-03-10 is the spring-forward Sunday in the United States (02:00 EST = 07:00Z).
  it('places an instant on the visitor-local date, before the DST change', () => {
    expect(toTimeSlot('2030-03-10T04:30:00Z', 'America/New_York')).toEqual({
      start: '2030-03-10T04:30:00Z',
      localDate: '2030-03-09',
      label: '11:30 PM',
    });
  });

  it('uses the summer offset after the DST change', () => {
    expect(toTimeSlot('2030-03-10T07:30:00Z', 'America/New_York')).toMatchObject({ localDate: '2030-03-10', label: '3:30 AM' });
  });

  it('handles half-hour and far-east zones', () => {
    expect(toTimeSlot('2030-03-10T04:30:00Z', 'Asia/Kolkata')).toMatchObject({ localDate: '2030-03-10', label: '10:00 AM' });
    expect(toTimeSlot('2030-03-09T23:30:00Z', 'Asia/Kolkata')).toMatchObject({ localDate: '2030-03-10', label: '5:00 AM' });
    expect(toTimeSlot('2030-03-10T11:00:00Z', 'Pacific/Auckland')).toMatchObject({ localDate: '2030-03-11', label: '12:00 AM' });
    expect(toTimeSlot('2030-03-10T04:30:00Z', 'UTC')).toMatchObject({ localDate: '2030-03-10', label: '4:30 AM' });
  });

  it('returns null for an unparseable instant', () => {
    expect(toTimeSlot('not a date', 'UTC')).toBeNull();
  });
});

describe('groupSlotsByLocalDate', () => {
  const slots = ['2030-03-11T14:00:00Z', '2030-03-10T04:30:00Z', '2030-03-10T14:00:00Z', '2030-03-10T13:30:00Z'];

  it('groups by the visitor-local date in time order', () => {
    const groups = groupSlotsByLocalDate(slots, 'America/New_York');
    expect([...groups.keys()]).toEqual(['2030-03-09', '2030-03-10', '2030-03-11']);
    expect(groups.get('2030-03-10')?.map((slot) => slot.label)).toEqual(['9:30 AM', '10:00 AM']);
  });

  it('gives different days for the same instants in another zone', () => {
    const groups = groupSlotsByLocalDate(slots, 'Asia/Kolkata');
    expect([...groups.keys()]).toEqual(['2030-03-10', '2030-03-11']);
    expect(groups.get('2030-03-10')?.map((slot) => slot.label)).toEqual(['10:00 AM', '7:00 PM', '7:30 PM']);
    expect(groups.get('2030-03-11')?.map((slot) => slot.label)).toEqual(['7:30 PM']);
  });
});

describe('shownTime', () => {
  it('shows a slot in the reader’s clock: 12-hour in English, 24-hour in German and Spanish', () => {
    const slot = toTimeSlot('2030-03-12T13:00:00Z', 'Europe/Berlin');
    if (!slot) throw new Error('no slot');
    expect(shownTime(slot, 'en', 'Europe/Berlin')).toBe('2:00 PM');
    expect(shownTime(slot, 'de', 'Europe/Berlin')).toBe('14:00');
    expect(shownTime(slot, 'es', 'Europe/Berlin')).toBe('14:00');
    const early = toTimeSlot('2030-03-12T23:30:00Z', 'Europe/Berlin');
    if (!early) throw new Error('no slot');
    expect(shownTime(early, 'de', 'Europe/Berlin')).toBe('00:30');
    expect(shownTime(early, 'es', 'Europe/Berlin')).toBe('00:30');
  });
});
