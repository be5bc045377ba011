import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { buildFeed, buildInvite, sessionUid } from './ical.js';

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
