// The meeting link and the booking e-mails, through the real routes.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOIN_MESSAGES } from '../../../shared/schemas/bookings.js';
import { bookings, emailOutbox, users } from '../../db/schema.js';
import type { MeetingProvider } from '../../integrations/meetings/meeting-provider.js';
import { callEndpoint, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { type SignedIn, signIn } from '../../test-support/sign-in.js';
import { coachWithSession, insertCoach, type TestCoach } from '../../test-support/coaches.js';
import { checkout, NOW, slotSequence } from '../../test-support/bookings.js';
import * as api from '../../../shared/api/api-routes.generated.js';

// A provider the tests can switch off, to see the confirmation survive an outage.
const provider = { down: false, made: 0 };
const meetings: MeetingProvider = {
  name: 'jitsi',
  async createMeeting({ bookingId }) {
    if (provider.down) throw new Error('meeting provider unavailable');
    provider.made += 1;
    return { url: `https://meet.example/room-${bookingId}-${provider.made}`, provider: 'jitsi' };
  },
};

let t: TestApp;
let coach: TestCoach;
let client: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ now: NOW, meetings, env: { PUBLIC_URL: 'https://stillpoint.test' } });
  coach = await coachWithSession(t);
  client = await signIn(t, { role: 'client', firstName: 'Maya', lastName: 'Chen' });
  admin = await signIn(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

const nextSlot = slotSequence();
const emailOf = async (userId: number) =>
  (await t.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]?.email ?? '';
const storedUrl = async (id: number) => (await t.db.select({ url: bookings.meetingUrl }).from(bookings).where(eq(bookings.id, id)))[0]?.url;

async function book(by: SignedIn = client): Promise<number> {
  const { response } = await checkout(t.app, by.cookie, coach.id, nextSlot());
  if (response.statusCode !== 201) throw new Error(`checkout failed: ${response.body}`);
  return response.json().id;
}

// Outbox rows mentioning this booking (every booking e-mail links to it or names its time).
async function mails(subjectPart: string) {
  const rows = await t.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id));
  return rows.filter((r) => r.subject.includes(subjectPart));
}
const mailsFor = async (subjectPart: string, id: number) =>
  (await mails(subjectPart)).filter((r) => r.textBody.includes(`/booking/join/${id}`) || r.icsAttachment?.includes(`booking-${id}@`));

describe('booking request e-mails', () => {
  it('tells the client the request was sent and asks the coach to confirm', async () => {
    const before = (await mails('')).length;
    await book();
    const all = await mails('');
    // Newest first: the ones this booking queued.
    const rows = all.slice(0, all.length - before);
    const byRecipient = Object.fromEntries(rows.map((r) => [r.toAddress, r]));
    expect(Object.keys(byRecipient).sort()).toEqual([await emailOf(client.id), await emailOf(coach.userId)].sort());
    expect(byRecipient[await emailOf(client.id)]?.subject).toBe("We've sent your request to Mia Calm");
    expect(byRecipient[await emailOf(client.id)]?.textBody).toContain('Monday 7 January 2030');
    expect(byRecipient[await emailOf(coach.userId)]?.subject).toBe('New booking request from Maya Chen — please confirm');
    expect(byRecipient[await emailOf(coach.userId)]?.textBody).toContain('https://stillpoint.test/dashboard/coach');
  });
});

describe('meeting link', () => {
  it('appears once the coach confirms, only for the client, the coach and admins', async () => {
    const id = await book();
    const pending = await callEndpoint(t.app, api.getBookingJoinInfo, { params: { id }, cookie: client.cookie });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe(JOIN_MESSAGES.notConfirmed);

    const confirmed = await callEndpoint(t.app, api.updateBookingStatus, {
      params: { id },
      cookie: coach.cookie,
      body: { status: 'confirmed' },
    });
    expect(confirmed.statusCode).toBe(200);
    const url = await storedUrl(id);
    expect(url).toMatch(/^https:\/\/meet\.example\/room-/);
    expect(confirmed.json().meetingUrl).toBe(url);

    const [row] = await t.db.select({ start: bookings.startTime, end: bookings.endTime }).from(bookings).where(eq(bookings.id, id));
    for (const who of [client, coach, admin]) {
      const response = await callEndpoint(t.app, api.getBookingJoinInfo, { params: { id }, cookie: who.cookie });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        bookingId: id,
        meetingUrl: url,
        startTime: row?.start.toISOString(),
        endTime: row?.end.toISOString(),
        coachName: 'Mia Calm',
        clientName: 'Maya Chen',
        status: 'confirmed',
      });
    }
    const otherClient = await signIn(t);
    const otherCoach = await coachWithSession(t);
    for (const who of [otherClient, otherCoach]) {
      const response = await callEndpoint(t.app, api.getBookingJoinInfo, { params: { id }, cookie: who.cookie });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(url);
    }
    expect((await callEndpoint(t.app, api.getBookingJoinInfo, { params: { id } })).statusCode).toBe(401);
    expect((await callEndpoint(t.app, api.getBookingJoinInfo, { params: { id: 999_999 }, cookie: client.cookie })).statusCode).toBe(404);
  });

  it('is never replaced once set', async () => {
    const id = await book();
    await callEndpoint(t.app, api.updateBookingStatus, { params: { id }, cookie: coach.cookie, body: { status: 'confirmed' } });
    const url = await storedUrl(id);
    expect(
      (await callEndpoint(t.app, api.updateBookingStatus, { params: { id }, cookie: coach.cookie, body: { status: 'confirmed' } }))
        .statusCode,
    ).toBe(409);
    await t.app.jobs.runDueJobs(t.clock.now);
    expect(await storedUrl(id)).toBe(url);
    expect((await callEndpoint(t.app, api.getBookingJoinInfo, { params: { id }, cookie: coach.cookie })).json().meetingUrl).toBe(url);
  });

  it('is not offered for cancelled sessions', async () => {
    const id = await book();
    await callEndpoint(t.app, api.updateBookingStatus, { params: { id }, cookie: coach.cookie, body: { status: 'confirmed' } });
    await callEndpoint(t.app, api.updateBookingStatus, { params: { id }, cookie: client.cookie, body: { status: 'cancelled' } });
    const response = await callEndpoint(t.app, api.getBookingJoinInfo, { params: { id }, cookie: client.cookie });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(JOIN_MESSAGES.cancelled);
  });

  it('never reaches another user through the bookings list', async () => {
    const me = await signIn(t);
    const other = await signIn(t);
    const mine = await book(me);
    const theirs = await book(other);
    await callEndpoint(t.app, api.updateBookingStatus, { params: { id: mine }, cookie: coach.cookie, body: { status: 'confirmed' } });
    await callEndpoint(t.app, api.updateBookingStatus, { params: { id: theirs }, cookie: coach.cookie, body: { status: 'confirmed' } });
    const theirUrl = (await storedUrl(theirs)) ?? 'missing';
    const list = await callEndpoint(t.app, api.listUserBookings, { cookie: me.cookie });
    expect(list.json().map((b: { id: number }) => b.id)).toEqual([mine]);
    expect(list.json()[0].meetingUrl).toBe(await storedUrl(mine));
    expect(list.body).not.toContain(theirUrl);
    const otherCoach = await coachWithSession(t);
    const coachList = await callEndpoint(t.app, api.listUserBookings, { cookie: otherCoach.cookie });
    expect(coachList.body).not.toContain('meet.example');
  });

  it('survives a provider outage: the confirmation stands and the link and its e-mails follow once', async () => {
    const id = await book();
    provider.down = true;
    const confirmed = await callEndpoint(t.app, api.updateBookingStatus, {
      params: { id },
      cookie: coach.cookie,
      body: { status: 'confirmed' },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', meetingUrl: null });
    const waiting = await callEndpoint(t.app, api.getBookingJoinInfo, { params: { id }, cookie: client.cookie });
    expect(waiting.statusCode).toBe(503);
    expect(waiting.json().message).toBe(JOIN_MESSAGES.linkPending);
    expect(await mailsFor('is confirmed', id)).toHaveLength(0);

    provider.down = false;
    await t.app.jobs.runDueJobs(t.clock.now);
    await t.app.jobs.runDueJobs(t.clock.now);
    const url = await storedUrl(id);
    expect(url).toMatch(/^https:\/\/meet\.example\//);
    expect((await callEndpoint(t.app, api.getBookingJoinInfo, { params: { id }, cookie: client.cookie })).json().meetingUrl).toBe(url);
    const sent = [...(await mailsFor('is confirmed', id)), ...(await mailsFor('Confirmed:', id))];
    expect(sent.map((m) => m.toAddress).sort()).toEqual([await emailOf(client.id), await emailOf(coach.userId)].sort());
  });
});

describe('confirmation and cancellation e-mails', () => {
  it('sends both parties the meeting link with a calendar invitation on confirmation', async () => {
    const id = await book();
    await callEndpoint(t.app, api.updateBookingStatus, { params: { id }, cookie: coach.cookie, body: { status: 'confirmed' } });
    const url = (await storedUrl(id)) ?? 'missing';
    const sent = [...(await mailsFor('is confirmed', id)), ...(await mailsFor('Confirmed:', id))];
    expect(sent.map((m) => m.toAddress).sort()).toEqual([await emailOf(client.id), await emailOf(coach.userId)].sort());
    for (const mail of sent) {
      expect(mail.textBody).toContain(url);
      const invite = JSON.parse(mail.icsAttachment ?? '{}');
      expect(invite.method).toBe('REQUEST');
      expect(invite.content).toContain('METHOD:REQUEST');
      expect(invite.content).toContain(`booking-${id}@`);
    }
  });

  it('tells both parties about a cancellation and the refund, and withdraws the invitation', async () => {
    const id = await book();
    await callEndpoint(t.app, api.updateBookingStatus, { params: { id }, cookie: coach.cookie, body: { status: 'confirmed' } });
    await callEndpoint(t.app, api.updateBookingStatus, { params: { id }, cookie: client.cookie, body: { status: 'cancelled' } });
    const sent = await mailsFor('Cancelled:', id);
    const clientEmail = await emailOf(client.id);
    expect(sent.map((m) => m.toAddress).sort()).toEqual([clientEmail, await emailOf(coach.userId)].sort());
    const toClient = sent.find((m) => m.toAddress === clientEmail);
    expect(toClient?.textBody).toContain('A full refund of $85.00 has been issued');
    for (const mail of sent) expect(JSON.parse(mail.icsAttachment ?? '{}').content).toContain('METHOD:CANCEL');
  });

  it('sends a declined request’s cancellation without an invitation (none was ever sent)', async () => {
    const id = await book();
    expect(
      (await callEndpoint(t.app, api.updateBookingStatus, { params: { id }, cookie: coach.cookie, body: { status: 'cancelled' } }))
        .statusCode,
    ).toBe(200);
    // Newest first: the two just queued.
    const sent = (await mails('Cancelled:')).slice(0, 2);
    expect(sent.map((m) => m.toAddress).sort()).toEqual([await emailOf(client.id), await emailOf(coach.userId)].sort());
    for (const mail of sent) expect(mail.icsAttachment).toBeNull();
  });
});

describe('times in the recipient’s zone', () => {
  // Tuesday 8 January 2030 13:00 UTC: 14:00 in Berlin, 08:00 in New York.
  const start = '2030-01-08T13:00:00.000Z';
  let berlin: TestCoach;
  beforeAll(async () => {
    const inserted = await insertCoach(t.db, { user: { firstName: 'Jonas', lastName: 'Weber' }, profile: { timeZone: 'Europe/Berlin' } });
    berlin = { ...inserted, cookie: (await signIn(t, { userId: inserted.userId })).cookie };
  });
  const zoneOf = async (userId: number) => (await t.db.select({ zone: users.timeZone }).from(users).where(eq(users.id, userId)))[0]?.zone;
  const mailTo = async (subjectPart: string, userId: number) => {
    const address = await emailOf(userId);
    return (await mails(subjectPart)).find((m) => m.toAddress === address)?.textBody ?? '';
  };

  it('learns the client’s zone at checkout and writes their e-mails in it, the coach’s in Berlin time', async () => {
    const traveller = await signIn(t, { role: 'client', firstName: 'Nora', lastName: 'Park' });
    const { response } = await checkout(t.app, traveller.cookie, berlin.id, start, { timeZone: 'America/New_York' });
    expect(response.statusCode).toBe(201);
    expect(await zoneOf(traveller.id)).toBe('America/New_York');
    expect(await mailTo("We've sent your request", traveller.id)).toContain('Tuesday 8 January 2030, 8:00 AM (America/New_York).');
    expect(await mailTo('New booking request from Nora Park', berlin.userId)).toContain('Tuesday 8 January 2030, 2:00 PM (Europe/Berlin).');

    const id: number = response.json().id;
    expect(
      (await callEndpoint(t.app, api.updateBookingStatus, { params: { id }, cookie: berlin.cookie, body: { status: 'confirmed' } }))
        .statusCode,
    ).toBe(200);
    const toClient = (await mailsFor('is confirmed', id)).find((m) => m.textBody.includes('Hi Nora,'))?.textBody ?? '';
    expect(toClient).toContain('Tuesday 8 January 2030, 8:00 AM (America/New_York).');
    expect(toClient).not.toContain('UTC');
    expect(toClient).not.toContain('Europe/Berlin');
    const toCoach = (await mailsFor('Confirmed: session with Nora Park', id))[0]?.textBody ?? '';
    expect(toCoach).toContain('Tuesday 8 January 2030, 2:00 PM (Europe/Berlin)');
    expect(toCoach).not.toContain('America/New_York');
  });

  it('ignores a zone it does not know: the booking still goes through and the client gets the coach’s zone and UTC', async () => {
    const someone = await signIn(t, { role: 'client', firstName: 'Omar', lastName: 'Diaz' });
    const { response } = await checkout(t.app, someone.cookie, berlin.id, '2030-01-09T13:00:00.000Z', { timeZone: 'Not/A_Zone' });
    expect(response.statusCode).toBe(201);
    expect(await zoneOf(someone.id)).toBeNull();
    expect(await mailTo("We've sent your request", someone.id)).toContain(
      'Wednesday 9 January 2030, 2:00 PM (Europe/Berlin) / 1:00 PM UTC',
    );

    const odd = await checkout(t.app, someone.cookie, berlin.id, '2030-01-10T13:00:00.000Z', { timeZone: 42 });
    expect(odd.response.statusCode).toBe(201);
    expect(await zoneOf(someone.id)).toBeNull();
  });
});
