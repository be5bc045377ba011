import { describe, expect, it } from 'vitest';
import { moveChoices } from './series-moves';

const at = (iso: string) => new Date(iso).toISOString();

describe('moveChoices', () => {
  const occurrences = [
    { index: 0, startTime: at('2030-01-08T09:00Z'), endTime: at('2030-01-08T10:00Z'), open: true, reason: null },
    { index: 1, startTime: at('2030-01-15T09:00Z'), endTime: at('2030-01-15T10:00Z'), open: false, reason: 'booked' as const },
  ];

  it('offers open times within 3½ days of the usual time, clear of the other sessions, nearest first', () => {
    const slots = [
      '2030-01-08T09:30Z', // overlaps the kept first session, and is a week away
      '2030-01-11T09:00Z', // 4 days before: outside the week
      '2030-01-13T09:00Z',
      '2030-01-16T10:00Z',
      '2030-01-18T08:00Z',
    ].map(at);
    const choices = moveChoices({
      occurrences,
      kept: [{ index: 0, startTime: at('2030-01-08T09:00Z') }],
      slots,
      first: at('2030-01-08T09:00Z'),
      cadenceWeeks: 1,
      sessionMinutes: 60,
    });
    expect(choices.get(1)).toEqual([at('2030-01-13T09:00Z'), at('2030-01-16T10:00Z'), at('2030-01-18T08:00Z')]);
    expect(choices.has(0)).toBe(false);
  });
});
