import { describe, expect, it } from 'vitest';
import { calendarFeedUrl, isWellFormedToken, newCalendarToken } from './feed-url.js';

describe('calendar feed URL', () => {
  it('uses PUBLIC_URL when set (without a doubled slash), else localhost and the port', () => {
    expect(calendarFeedUrl({ publicUrl: 'https://stillpoint.example/', port: 3000 }, 'tok')).toBe(
      'https://stillpoint.example/api/calendar/tok.ics',
    );
    expect(calendarFeedUrl({ publicUrl: undefined, port: 4123 }, 'tok')).toBe('http://localhost:4123/api/calendar/tok.ics');
  });

  it('makes 256-bit URL-safe tokens that are all different', () => {
    const tokens = new Set(Array.from({ length: 50 }, newCalendarToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(isWellFormedToken(token)).toBe(true);
    expect(isWellFormedToken('short')).toBe(false);
    expect(isWellFormedToken(`${'a'.repeat(43)}/x`)).toBe(false);
  });
});
