import { describe, expect, it } from 'vitest';
import { addMinutes, formatDuration, formatLongDate, formatPrice, formatShortDate, formatTimeRange } from './format-booking';

describe('booking formatting', () => {
  it('shows prices with a $ and two decimals', () => {
    expect(formatPrice(85)).toBe('$85.00');
    expect(formatPrice(92.5)).toBe('$92.50');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(undefined)).toBe('$0.00');
    expect(formatPrice(1250)).toBe('$1,250.00');
  });

  it('shows durations in minutes with the 60-minute default', () => {
    expect(formatDuration(45)).toBe('45 minutes');
    expect(formatDuration(null)).toBe('60 minutes');
    expect(formatDuration(0)).toBe('60 minutes');
  });

  it('writes dates and ranges in the given zone', () => {
    const start = new Date('2030-01-07T23:30:00Z');
    expect(formatLongDate(start, 'UTC')).toBe('Monday, January 7, 2030');
    expect(formatLongDate(start, 'Europe/Berlin')).toBe('Tuesday, January 8, 2030');
    expect(formatShortDate(start, 'UTC')).toBe('Mon, Jan 7, 2030');
    expect(formatTimeRange(start, addMinutes(start, 60), 'Europe/Berlin')).toBe('12:30 AM – 1:30 AM');
  });
});
