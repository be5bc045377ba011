// Coach time zones, the date line and daylight-saving days (US and EU dates differ).
import { describe, expect, it } from 'vitest';
import { isOpenSlot, listOpenSlots, type CoachSchedule } from './availability.js';
import { utcToZonedParts } from './time-zone.js';

const ALL_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const NOW = new Date('2024-01-01T00:00:00Z');

function slotsUtc(schedule: Partial<CoachSchedule> & { timeZone: string }, from: string, to: string): string[] {
  const full: CoachSchedule = {
    availableDays: ALL_DAYS,
    availableFrom: '09:00',
    availableTo: '12:00',
    sessionLengthMinutes: 60,
    ...schedule,
  };
  return listOpenSlots({ schedule: full, busy: [], from: new Date(from), to: new Date(to), now: NOW, rules: { maxDaysAhead: 400 } }).map(
    (slot) => slot.toISOString().replace(':00.000Z', 'Z'),
  );
}

// Half-hour sessions from 01:00 to 04:00 local time: the hours a DST change moves.
function nightSlots(timeZone: string, from: string, to: string): string[] {
  return slotsUtc({ timeZone, availableFrom: '01:00', availableTo: '04:00', sessionLengthMinutes: 30 }, from, to);
}

describe('coach zone versus UTC dates', () => {
  it('Asia/Tokyo: a Monday morning starts on Sunday in UTC', () => {
    const slots = slotsUtc(
      { timeZone: 'Asia/Tokyo', availableDays: ['monday'], availableFrom: '07:00', availableTo: '10:00' },
      '2024-06-02T00:00:00Z',
      '2024-06-04T00:00:00Z',
    );
    expect(slots).toEqual(['2024-06-02T22:00Z', '2024-06-02T22:30Z', '2024-06-02T23:00Z', '2024-06-02T23:30Z', '2024-06-03T00:00Z']);
  });

  it('Pacific/Auckland: Monday 09:00 is Sunday 21:00 UTC in June (NZST)', () => {
    const slots = slotsUtc(
      { timeZone: 'Pacific/Auckland', availableDays: ['monday'], availableTo: '10:00' },
      '2024-06-01T00:00:00Z',
      '2024-06-08T00:00:00Z',
    );
    expect(slots).toEqual(['2024-06-02T21:00Z']);
  });

  it('Asia/Kathmandu (+05:45): local :00 starts are at :15 UTC', () => {
    const slots = slotsUtc({ timeZone: 'Asia/Kathmandu', availableTo: '11:00' }, '2024-06-03T00:00:00Z', '2024-06-04T00:00:00Z');
    expect(slots).toEqual(['2024-06-03T03:15Z', '2024-06-03T03:45Z', '2024-06-03T04:15Z']);
  });

  it('Asia/Kolkata (+05:30) and Australia/Adelaide (+09:30)', () => {
    expect(slotsUtc({ timeZone: 'Asia/Kolkata', availableTo: '10:00' }, '2024-06-03T00:00:00Z', '2024-06-04T00:00:00Z')).toEqual([
      '2024-06-03T03:30Z',
    ]);
    expect(slotsUtc({ timeZone: 'Australia/Adelaide', availableTo: '10:00' }, '2024-06-03T12:00:00Z', '2024-06-04T12:00:00Z')).toEqual([
      '2024-06-03T23:30Z',
    ]);
  });
});

describe('America/New_York DST days', () => {
  it('spring-forward (2024-03-10): no 02:xx slots, sessions measured in real time', () => {
    const slots = slotsUtc(
      { timeZone: 'America/New_York', availableFrom: '00:00', availableTo: '05:00' },
      '2024-03-10T00:00:00Z',
      '2024-03-11T00:00:00Z',
    );
    // 00:00-01:30 EST (-5), then 03:00-04:00 EDT (-4); 04:00 + 1 h ends exactly at 05:00 EDT.
    expect(slots).toEqual([
      '2024-03-10T05:00Z',
      '2024-03-10T05:30Z',
      '2024-03-10T06:00Z',
      '2024-03-10T06:30Z',
      '2024-03-10T07:00Z',
      '2024-03-10T07:30Z',
      '2024-03-10T08:00Z',
    ]);
  });

  it('spring-forward: a window ending inside the gap ends at the jump', () => {
    const slots = slotsUtc(
      { timeZone: 'America/New_York', availableFrom: '00:00', availableTo: '02:30' },
      '2024-03-10T00:00:00Z',
      '2024-03-11T00:00:00Z',
    );
    expect(slots).toEqual(['2024-03-10T05:00Z', '2024-03-10T05:30Z', '2024-03-10T06:00Z']);
  });

  it('fall-back (2024-11-03): 01:00 and 01:30 are offered once, at their first occurrence', () => {
    const schedule = { timeZone: 'America/New_York', availableFrom: '00:00', availableTo: '04:00', sessionLengthMinutes: 30 };
    const slots = slotsUtc(schedule, '2024-11-03T00:00:00Z', '2024-11-04T00:00:00Z');
    expect(slots).toEqual([
      '2024-11-03T04:00Z',
      '2024-11-03T04:30Z',
      '2024-11-03T05:00Z',
      '2024-11-03T05:30Z',
      '2024-11-03T07:00Z',
      '2024-11-03T07:30Z',
      '2024-11-03T08:00Z',
      '2024-11-03T08:30Z',
    ]);
    const full: CoachSchedule = { ...schedule, availableDays: ALL_DAYS };
    // The second 01:00 (EST) is not a slot, so booking it is refused.
    expect(isOpenSlot({ schedule: full, busy: [], now: NOW, rules: { maxDaysAhead: 400 }, start: new Date('2024-11-03T06:00:00Z') })).toBe(
      false,
    );
    expect(isOpenSlot({ schedule: full, busy: [], now: NOW, rules: { maxDaysAhead: 400 }, start: new Date('2024-11-03T05:00:00Z') })).toBe(
      true,
    );
  });
});

describe('Europe/Berlin DST days', () => {
  it('spring-forward (2024-03-31): 02:00 and 02:30 do not exist', () => {
    const slots = slotsUtc(
      { timeZone: 'Europe/Berlin', availableFrom: '01:00', availableTo: '05:00' },
      '2024-03-30T12:00:00Z',
      '2024-03-31T12:00:00Z',
    );
    expect(slots).toEqual(['2024-03-31T00:00Z', '2024-03-31T00:30Z', '2024-03-31T01:00Z', '2024-03-31T01:30Z', '2024-03-31T02:00Z']);
  });

  it('fall-back (2024-10-27): no duplicate 02:00/02:30', () => {
    const slots = nightSlots('Europe/Berlin', '2024-10-26T12:00:00Z', '2024-10-27T12:00:00Z');
    expect(slots).toEqual([
      '2024-10-26T23:00Z',
      '2024-10-26T23:30Z',
      '2024-10-27T00:00Z',
      '2024-10-27T00:30Z',
      '2024-10-27T02:00Z',
      '2024-10-27T02:30Z',
    ]);
  });

  it('a Berlin 09:00 is 04:00 in New York between the US and EU changes, 03:00 otherwise', () => {
    const schedule = {
      timeZone: 'Europe/Berlin',
      availableDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
      availableTo: '10:00',
    };
    // A week spanning the US change (Sunday 2024-03-10); Berlin changes on 2024-03-31.
    const nyHours = (from: string, to: string): string[] =>
      slotsUtc(schedule, from, to).map((slot) => {
        const parts = utcToZonedParts(new Date(slot.replace('Z', ':00Z')), 'America/New_York');
        return `${parts.month}-${parts.day} ${parts.hour}:${String(parts.minute).padStart(2, '0')}`;
      });
    expect(nyHours('2024-03-07T00:00:00Z', '2024-03-13T00:00:00Z')).toEqual(['3-7 3:00', '3-8 3:00', '3-11 4:00', '3-12 4:00']);
    expect(slotsUtc(schedule, '2024-03-11T00:00:00Z', '2024-03-12T00:00:00Z')).toEqual(['2024-03-11T08:00Z']);
    expect(nyHours('2024-03-29T00:00:00Z', '2024-04-02T00:00:00Z')).toEqual(['3-29 4:00', '4-1 3:00']);
  });
});

describe('Australia/Adelaide (+10:30 / +09:30) DST days', () => {
  it('end of DST (2024-04-07): 02:00 and 02:30 once, at their first occurrence', () => {
    const slots = nightSlots('Australia/Adelaide', '2024-04-06T00:00:00Z', '2024-04-07T00:00:00Z');
    expect(slots).toEqual([
      '2024-04-06T14:30Z',
      '2024-04-06T15:00Z',
      '2024-04-06T15:30Z',
      '2024-04-06T16:00Z',
      '2024-04-06T17:30Z',
      '2024-04-06T18:00Z',
    ]);
  });

  it('start of DST (2024-10-06): 02:00 and 02:30 do not exist', () => {
    const slots = nightSlots('Australia/Adelaide', '2024-10-05T00:00:00Z', '2024-10-06T00:00:00Z');
    // 01:00, 01:30 ACST (+09:30), then 03:00, 03:30 ACDT (+10:30).
    expect(slots).toEqual(['2024-10-05T15:30Z', '2024-10-05T16:00Z', '2024-10-05T16:30Z', '2024-10-05T17:00Z']);
  });
});
