import { describe, expect, it } from 'vitest';
import { listTime, messageTime } from './message-time';

const NOW = new Date('2030-03-10T12:00:00Z');

describe('message times in the viewer’s zone', () => {
  it('shows the time today, the date this year, and the year before', () => {
    expect(listTime(new Date('2030-03-10T09:05:00Z'), 'UTC', NOW)).toBe('9:05 AM');
    expect(listTime(new Date('2030-02-01T09:05:00Z'), 'UTC', NOW)).toBe('Feb 1');
    expect(listTime(new Date('2029-12-31T09:05:00Z'), 'UTC', NOW)).toBe('Dec 31, 2029');
  });

  it('decides "today" in the viewer’s zone, not in UTC', () => {
    // 23:30 UTC on the 9th is already the 10th in Tokyo.
    expect(listTime(new Date('2030-03-09T23:30:00Z'), 'Asia/Tokyo', NOW)).toBe('8:30 AM');
    expect(listTime(new Date('2030-03-09T23:30:00Z'), 'UTC', NOW)).toBe('Mar 9');
  });

  it('puts the date before the time for earlier days', () => {
    expect(messageTime(new Date('2030-03-10T09:05:00Z'), 'UTC', NOW)).toBe('9:05 AM');
    expect(messageTime(new Date('2030-03-08T09:05:00Z'), 'UTC', NOW)).toBe('Mar 8, 9:05 AM');
  });

  it('writes German and Spanish readers their own times and dates', () => {
    expect(messageTime(new Date('2030-03-10T15:05:00Z'), 'UTC', NOW, 'de')).toBe('15:05');
    expect(listTime(new Date('2029-12-31T09:05:00Z'), 'UTC', NOW, 'de')).toBe('31. Dez. 2029');
    expect(listTime(new Date('2030-02-01T09:05:00Z'), 'UTC', NOW, 'es')).toBe('1 feb');
  });
});
