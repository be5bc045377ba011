import { describe, expect, it } from 'vitest';
import { bookingWindow, currentZoneName } from './booking-window';

describe('bookingWindow', () => {
  it('starts at the visitor-local midnight and spans 61 local days', () => {
    // 03:00Z on 21 Nov is still 20 Nov in New York (UTC-5).
    const window = bookingWindow(new Date('2026-11-21T03:00:00Z'), 'America/New_York');
    expect(window.todayKey).toBe('2026-11-20');
    expect(window.lastDayKey).toBe('2027-01-19');
    expect(window.from).toBe('2026-11-20T05:00:00.000Z');
    expect(window.to).toBe('2027-01-20T05:00:00.000Z');
  });

  it('uses the visitor zone, not the machine zone', () => {
    const window = bookingWindow(new Date('2026-11-21T03:00:00Z'), 'Asia/Kolkata');
    expect(window.todayKey).toBe('2026-11-21');
    expect(window.from).toBe('2026-11-20T18:30:00.000Z');
  });

  it('stays within the 62-day API limit across a DST change', () => {
    const window = bookingWindow(new Date('2030-02-15T12:00:00Z'), 'America/New_York');
    const days = (Date.parse(window.to) - Date.parse(window.from)) / 86_400_000;
    expect(days).toBeLessThanOrEqual(62);
    expect(days).toBeGreaterThan(60);
  });
});

describe('currentZoneName', () => {
  it('replaces pre-rename zone names and keeps the rest', () => {
    expect(currentZoneName('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(currentZoneName('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(currentZoneName('Europe/Berlin')).toBe('Europe/Berlin');
  });
});
