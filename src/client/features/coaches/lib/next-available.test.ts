import { describe, expect, it } from 'vitest';
import { NO_OPENINGS, nextAvailableLabel } from './next-available';

// Monday 2030-01-07, 08:00 UTC.
const NOW = new Date('2030-01-07T08:00:00Z');

describe('nextAvailableLabel', () => {
  it('names the weekday within the coming week, in the visitor zone', () => {
    expect(nextAvailableLabel('2030-01-08T09:00:00.000Z', NOW, 'UTC')).toBe('Next available: Tue 9:00 AM');
    // 09:00 UTC on Tuesday is 10:00 in Berlin and 01:00 the same Tuesday in Los Angeles.
    expect(nextAvailableLabel('2030-01-08T09:00:00.000Z', NOW, 'Europe/Berlin')).toBe('Next available: Tue 10:00 AM');
    expect(nextAvailableLabel('2030-01-08T09:00:00.000Z', NOW, 'America/Los_Angeles')).toBe('Next available: Tue 1:00 AM');
  });

  it('says Today for a slot later today, where the visitor is', () => {
    expect(nextAvailableLabel('2030-01-07T15:30:00.000Z', NOW, 'UTC')).toBe('Next available: Today 3:30 PM');
    // 23:30 UTC Monday is already Tuesday in Tokyo, where it is Monday 17:00 now.
    expect(nextAvailableLabel('2030-01-07T23:30:00.000Z', NOW, 'Asia/Tokyo')).toBe('Next available: Tue 8:30 AM');
  });

  it('gives the date from a week ahead on, so a weekday is never ambiguous', () => {
    expect(nextAvailableLabel('2030-01-13T09:00:00.000Z', NOW, 'UTC')).toBe('Next available: Sun 9:00 AM');
    expect(nextAvailableLabel('2030-01-14T09:00:00.000Z', NOW, 'UTC')).toBe('Next available: Jan 14, 9:00 AM');
  });

  it('says so when there is no opening within the horizon', () => {
    expect(nextAvailableLabel(null, NOW, 'UTC')).toBe(NO_OPENINGS);
  });
});
