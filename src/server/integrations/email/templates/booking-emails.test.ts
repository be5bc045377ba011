import { describe, expect, it } from 'vitest';
import {
  bookingCancelledEmails,
  bookingConfirmedEmails,
  bookingRequestEmails,
  reminderEmails,
  reviewRequestEmail,
} from './booking-emails.js';
import type { SessionFacts } from './session-facts.js';

const facts: SessionFacts = {
  appName: 'Stillpoint',
  baseUrl: 'https://stillpoint.test/',
  bookingId: 42,
  start: new Date('2030-05-06T12:00:00Z'),
  end: new Date('2030-05-06T13:00:00Z'),
  coachTimeZone: 'Europe/Berlin',
  clientTimeZone: null,
  coach: { firstName: 'Elena', lastName: 'Ruiz', email: 'elena@example.com', locale: 'en' },
  client: { firstName: '<script>alert(1)</script>', lastName: 'Chen', email: 'maya@example.com', locale: 'en' },
  meetingUrl: 'https://meet.jit.si/Stillpoint-abc',
  notes: 'I am <new> to this & nervous',
  totalPriceCents: 8_500,
};
const invite = { filename: 'session.ics', method: 'REQUEST' as const, content: 'BEGIN:VCALENDAR' };
const invites = { client: invite, coach: invite };

describe('booking e-mails', () => {
  it('sends the request to both, the coach in their zone and the client in the coach’s zone and UTC', () => {
    const [client, coach] = bookingRequestEmails(facts);
    expect(client?.to).toBe('maya@example.com');
    expect(client?.subject).toBe("We've sent your request to Elena Ruiz");
    expect(client?.text).toContain('Monday 6 May 2030, 2:00 PM (Europe/Berlin) / 12:00 PM UTC');
    expect(coach?.to).toBe('elena@example.com');
    expect(coach?.subject).toContain('please confirm');
    expect(coach?.text).toContain('Monday 6 May 2030, 2:00 PM (Europe/Berlin).');
    expect(coach?.text).not.toContain('UTC');
    expect(coach?.text).toContain('https://stillpoint.test/dashboard/coach');
  });

  it('writes each party’s times in their own zone once the client’s zone is known', () => {
    const known = { ...facts, clientTimeZone: 'America/New_York' };
    const all = [
      ...bookingRequestEmails(known),
      ...bookingConfirmedEmails(known, invites),
      ...bookingCancelledEmails(known, { state: 'refunded', amountCents: 8_500 }, invites),
      ...reminderEmails(known),
      reviewRequestEmail(known),
    ];
    for (const mail of all.filter((m) => m.to === 'maya@example.com')) {
      expect(mail.text).toContain('Monday 6 May 2030, 8:00 AM (America/New_York)');
      expect(mail.text).not.toContain('Europe/Berlin');
      expect(mail.text).not.toContain('UTC');
    }
    for (const mail of all.filter((m) => m.to === 'elena@example.com')) {
      expect(mail.text).toContain('Monday 6 May 2030, 2:00 PM (Europe/Berlin)');
      expect(mail.text).not.toContain('America/New_York');
    }
  });

  it('escapes user content in every HTML part', () => {
    const all = [
      ...bookingRequestEmails(facts),
      ...bookingConfirmedEmails(facts, invites),
      ...bookingCancelledEmails(facts, { state: 'refunded', amountCents: 8_500 }, invites),
      ...reminderEmails(facts),
      reviewRequestEmail(facts),
    ];
    for (const mail of all) {
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<new>');
    }
    expect(all[0]?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(all[1]?.html).toContain('I am &lt;new&gt; to this &amp; nervous');
  });

  it('attaches the invitation and the meeting link on confirmation', () => {
    const mails = bookingConfirmedEmails(facts, invites);
    expect(mails.map((m) => m.to)).toEqual(['maya@example.com', 'elena@example.com']);
    for (const mail of mails) {
      expect(mail.invite).toEqual(invite);
      expect(mail.text).toContain('https://meet.jit.si/Stillpoint-abc');
      expect(mail.text).toContain('https://stillpoint.test/booking/join/42');
    }
  });

  it('says whether a refund was made', () => {
    expect(bookingCancelledEmails(facts, { state: 'refunded', amountCents: 8_500 }, invites)[0]?.text).toContain(
      'A full refund of $85.00 has been issued',
    );
    expect(bookingCancelledEmails(facts, { state: 'refund-pending', amountCents: 8_500 }, invites)[0]?.text).toContain(
      'is being processed',
    );
    expect(bookingCancelledEmails(facts, { state: 'not-charged' }, invites)[0]?.text).toContain('No payment was taken');
    expect(bookingCancelledEmails(facts, { state: 'refunded', amountCents: 8_500 }, invites)[1]?.text).toContain(
      'The client receives a full refund of $85.00.',
    );
  });

  it('names the part refunded, or that nothing is, under the policy', () => {
    const [toClient, toCoach] = bookingCancelledEmails(facts, { state: 'refunded', amountCents: 4_250 }, invites);
    expect(toClient?.text).toContain('a refund of $42.50 of the $85.00 you paid has been issued');
    expect(toCoach?.text).toContain('the client receives $42.50 of the $85.00 back; the rest stays with you.');
    const [late, lateCoach] = bookingCancelledEmails(facts, { state: 'no-refund' }, invites);
    expect(late?.text).toContain("Under the coach's cancellation policy, this cancellation is not refunded (you paid $85.00).");
    expect(lateCoach?.text).toContain('the client is not refunded, so the $85.00 stays with you.');
  });

  it('reminds both and asks only the client for a review, linking to the review page', () => {
    expect(reminderEmails(facts).map((m) => m.to)).toEqual(['maya@example.com', 'elena@example.com']);
    const review = reviewRequestEmail(facts);
    expect(review.to).toBe('maya@example.com');
    expect(review.text).toContain('https://stillpoint.test/review/42');
    expect(review.text).toContain('(Europe/Berlin) / 12:00 PM UTC');
  });
});
