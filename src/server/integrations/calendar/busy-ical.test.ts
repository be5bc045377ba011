import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CalendarParseError, parseBusyTimes } from './busy-ical.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}.ics`, import.meta.url), 'utf8');
const window = { from: new Date('2026-11-25T00:00:00Z'), to: new Date('2027-01-10T00:00:00Z') };
const iso = (busy: Array<{ start: Date; end: Date }>) => busy.map((b) => `${b.start.toISOString()}/${b.end.toISOString()}`);

describe('parseBusyTimes', () => {
  it('reads a Google calendar: weekly rule with EXDATE and a moved instance, all-day in the calendar zone, cancelled and free events skipped', async () => {
    const busy = await parseBusyTimes(fixture('google'), window, 'UTC');
    expect(iso(busy)).toEqual([
      '2026-12-01T08:00:00.000Z/2026-12-01T09:00:00.000Z', // 09:00 Berlin
      '2026-12-05T15:00:00.000Z/2026-12-05T16:30:00.000Z', // UTC event
      '2026-12-08T13:00:00.000Z/2026-12-08T14:00:00.000Z', // RECURRENCE-ID override moved to 14:00 Berlin
      // 2026-12-15 is an EXDATE
      '2026-12-22T08:00:00.000Z/2026-12-22T09:00:00.000Z',
      '2026-12-23T23:00:00.000Z/2026-12-24T23:00:00.000Z', // all-day 24 Dec in Europe/Berlin (X-WR-TIMEZONE)
      '2026-12-29T08:00:00.000Z/2026-12-29T09:00:00.000Z',
    ]);
  });

  it('reads an iCloud calendar: daily rule with COUNT in New York time, a two-day all-day event, a cancelled event skipped', async () => {
    const busy = await parseBusyTimes(fixture('apple'), window, 'Europe/Berlin');
    expect(iso(busy)).toEqual([
      '2026-12-02T12:30:00.000Z/2026-12-02T13:15:00.000Z',
      '2026-12-03T12:30:00.000Z/2026-12-03T13:15:00.000Z',
      '2026-12-04T12:30:00.000Z/2026-12-04T13:15:00.000Z',
      '2026-12-10T05:00:00.000Z/2026-12-12T05:00:00.000Z',
    ]);
  });

  it("reads an Outlook calendar: Windows zone names, EXDATE in that zone, all-day dates in the coach's zone", async () => {
    const busy = await parseBusyTimes(fixture('outlook'), window, 'Asia/Tokyo');
    expect(iso(busy)).toEqual([
      '2026-12-03T13:00:00.000Z/2026-12-03T14:00:00.000Z', // 14:00 W. Europe Standard Time
      // 2026-12-10 is an EXDATE; the cancelled review and the free focus time hold nothing
      '2026-12-15T15:00:00.000Z/2026-12-16T15:00:00.000Z', // 16 Dec in Tokyo: no calendar zone named
      '2026-12-17T13:00:00.000Z/2026-12-17T14:00:00.000Z',
      '2026-12-24T13:00:00.000Z/2026-12-24T14:00:00.000Z',
    ]);
  });

  it("reads floating times (no zone) in the calendar's zone, or the coach's", async () => {
    const floating = (calendarZone: string | null) =>
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        ...(calendarZone ? [`X-WR-TIMEZONE:${calendarZone}`] : []),
        'BEGIN:VEVENT',
        'UID:floating',
        'DTSTAMP:20261120T090000Z',
        'DTSTART:20261202T090000',
        'DTEND:20261202T100000',
        'RRULE:FREQ=DAILY;COUNT=2',
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\r\n');
    expect(iso(await parseBusyTimes(floating('America/New_York'), window, 'UTC'))).toEqual([
      '2026-12-02T14:00:00.000Z/2026-12-02T15:00:00.000Z',
      '2026-12-03T14:00:00.000Z/2026-12-03T15:00:00.000Z',
    ]);
    expect(iso(await parseBusyTimes(floating(null), window, 'Asia/Tokyo'))).toEqual([
      '2026-12-02T00:00:00.000Z/2026-12-02T01:00:00.000Z',
      '2026-12-03T00:00:00.000Z/2026-12-03T01:00:00.000Z',
    ]);
  });

  it("gives the same busy times whatever the server's own zone", async () => {
    const all = async () =>
      Promise.all(['google', 'apple', 'outlook'].map(async (name) => iso(await parseBusyTimes(fixture(name), window, 'Asia/Tokyo'))));
    const original = process.env.TZ;
    const inUtc = await all();
    try {
      // Node reads TZ again when it changes: dates and all-day values then come out in that zone.
      for (const zone of ['America/Los_Angeles', 'Pacific/Kiritimati']) {
        process.env.TZ = zone;
        expect(new Date(2026, 0, 1).getTimezoneOffset()).not.toBe(0);
        expect(await all()).toEqual(inUtc);
      }
    } finally {
      process.env.TZ = original;
    }
  });

  it('keeps only what overlaps the window', async () => {
    const busy = await parseBusyTimes(
      fixture('google'),
      { from: new Date('2026-12-20T00:00:00Z'), to: new Date('2026-12-24T00:00:00Z') },
      'UTC',
    );
    expect(iso(busy)).toEqual(['2026-12-22T08:00:00.000Z/2026-12-22T09:00:00.000Z', '2026-12-23T23:00:00.000Z/2026-12-24T23:00:00.000Z']);
  });

  it('refuses what is not a calendar', async () => {
    await expect(parseBusyTimes('<html>Sign in</html>', window, 'UTC')).rejects.toBeInstanceOf(CalendarParseError);
  });

  it('ignores rules that fire every minute instead of expanding millions of instances', async () => {
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:runaway',
      'DTSTAMP:20261120T090000Z',
      'DTSTART:20261201T090000Z',
      'DTEND:20261201T090100Z',
      'RRULE:FREQ=MINUTELY',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:real',
      'DTSTAMP:20261120T090000Z',
      'DTSTART:20261202T090000Z',
      'DTEND:20261202T100000Z',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    expect(iso(await parseBusyTimes(text, window, 'UTC'))).toEqual(['2026-12-02T09:00:00.000Z/2026-12-02T10:00:00.000Z']);
  });
});
