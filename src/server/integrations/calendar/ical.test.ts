import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { readEvent } from '../../test-support/read-event.js';
import { buildCalendarObject, buildFeed, buildInvite, sessionUid } from './ical.js';

const session = {
  bookingId: 42,
  start: new Date('2030-05-06T14:00:00Z'),
  end: new Date('2030-05-06T15:00:00Z'),
  summary: 'Mindfulness session with Elena Marsh',
  description: 'Notes: first session; semicolons, commas and\nnew lines survive',
  url: 'https://meet.jit.si/Stillpoint-abc',
  status: 'confirmed' as const,
};

function eventsOf(text: string): VEvent[] {
  return Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');
}

describe('iCalendar', () => {
  it('builds an invitation a calendar client can parse, with the exact times and a stable id', async () => {
    const invite = await buildInvite('Stillpoint', session);
    expect(invite.method).toBe('REQUEST');
    const [event] = eventsOf(invite.content);
    expect(event).toMatchObject({ uid: sessionUid(42), summary: session.summary, status: 'CONFIRMED' });
    if (!event) throw new Error('no event');
    expect(new Date(event.start).toISOString()).toBe('2030-05-06T14:00:00.000Z');
    expect(new Date(event.end as Date).toISOString()).toBe('2030-05-06T15:00:00.000Z');
    expect(event.description).toBe(session.description);
  });

  it('marks a cancellation so calendars remove the event', async () => {
    const invite = await buildInvite('Stillpoint', { ...session, status: 'cancelled' });
    expect(invite.method).toBe('CANCEL');
    expect(invite.content).toContain('STATUS:CANCELLED');
  });

  it('lists every session in a feed', async () => {
    const feed = await buildFeed('Stillpoint', 'Elena’s sessions', [session, { ...session, bookingId: 43, status: 'pending' }]);
    expect(eventsOf(feed).map((e) => e.uid)).toEqual([sessionUid(42), sessionUid(43)]);
  });
});

// The CalDAV copy of a session, read back with ical.js (not the writer's library).
describe('the event written into the coach’s calendar', () => {
  const written = (start: string, end: string, timeZone: string) =>
    buildCalendarObject('Stillpoint', { ...session, start: new Date(start), end: new Date(end) }, timeZone);
  // The VEVENT's line (the VTIMEZONE has DTSTARTs of its own).
  const line = (text: string, name: string) =>
    text
      .slice(text.indexOf('BEGIN:VEVENT'))
      .split('\r\n')
      .find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));

  it('is in the coach’s zone, with that zone’s VTIMEZONE, at the exact instant', async () => {
    const text = await written('2030-05-06T14:00:00Z', '2030-05-06T15:00:00Z', 'Europe/Berlin');
    expect(line(text, 'DTSTART')).toBe('DTSTART;TZID=Europe/Berlin:20300506T160000');
    expect(text).not.toContain('METHOD:');
    expect(readEvent(text)).toEqual({
      uid: sessionUid(42),
      start: { zone: 'Europe/Berlin', instant: '2030-05-06T14:00:00.000Z' },
      end: { zone: 'Europe/Berlin', instant: '2030-05-06T15:00:00.000Z' },
      vtimezones: ['Europe/Berlin'],
    });
  });

  it('stays exact across the spring change: 01:00 CET to 03:00 CEST is one hour', async () => {
    const text = await written('2030-03-31T00:00:00Z', '2030-03-31T01:00:00Z', 'Europe/Berlin');
    expect(line(text, 'DTSTART')).toBe('DTSTART;TZID=Europe/Berlin:20300331T010000');
    expect(line(text, 'DTEND')).toBe('DTEND;TZID=Europe/Berlin:20300331T030000');
    const read = readEvent(text);
    expect([read.start.instant, read.end.instant]).toEqual(['2030-03-31T00:00:00.000Z', '2030-03-31T01:00:00.000Z']);
  });

  it('writes a time in the hour repeated in autumn in UTC, as that local time names two instants', async () => {
    // 00:30Z is 02:30 CEST, 01:30Z is 02:30 CET: the same wall time twice.
    for (const [start, end] of [
      ['2030-10-27T00:30:00Z', '2030-10-27T01:30:00Z'],
      ['2030-10-26T23:30:00Z', '2030-10-27T00:30:00Z'],
      ['2030-10-27T01:30:00Z', '2030-10-27T02:30:00Z'],
    ] as const) {
      const read = readEvent(await written(start, end, 'Europe/Berlin'));
      expect([read.start.instant, read.end.instant]).toEqual([new Date(start).toISOString(), new Date(end).toISOString()]);
    }
    const text = await written('2030-10-26T23:30:00Z', '2030-10-27T00:30:00Z', 'Europe/Berlin');
    expect(line(text, 'DTSTART')).toBe('DTSTART;TZID=Europe/Berlin:20301027T013000');
    expect(line(text, 'DTEND')).toBe('DTEND:20301027T003000Z');
    // After the change the zone's own form is back: 02:30Z is 03:30 CET.
    expect(line(await written('2030-10-27T02:30:00Z', '2030-10-27T03:30:00Z', 'Europe/Berlin'), 'DTSTART')).toBe(
      'DTSTART;TZID=Europe/Berlin:20301027T033000',
    );
  });

  it('names an aliased zone as its VTIMEZONE does, and keeps UTC coaches in UTC', async () => {
    const kolkata = readEvent(await written('2030-05-06T14:00:00Z', '2030-05-06T15:00:00Z', 'Asia/Calcutta'));
    expect(kolkata.start).toEqual({ zone: 'Asia/Kolkata', instant: '2030-05-06T14:00:00.000Z' });
    expect(kolkata.vtimezones).toEqual(['Asia/Kolkata']);
    const utc = await written('2030-05-06T14:00:00Z', '2030-05-06T15:00:00Z', 'UTC');
    expect(line(utc, 'DTSTART')).toBe('DTSTART:20300506T140000Z');
    expect(utc).not.toContain('VTIMEZONE');
  });

  it('keeps the e-mail invitation in UTC', async () => {
    expect(line((await buildInvite('Stillpoint', session)).content, 'DTSTART')).toBe('DTSTART:20300506T140000Z');
  });
});
