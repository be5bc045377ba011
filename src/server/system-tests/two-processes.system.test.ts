// Two real server processes on one PostgreSQL database, as a deployment with
// two instances behind a load balancer runs: a slot is sold once, a job's
// effect happens once, and sessions and abuse limits are the same on both.
import { and, eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '../../shared/schemas/bookings.js';
import { bookings, bookingStatusHistory, emailOutbox, payments, rateLimitCounters, testPaymentIntents, users } from '../db/schema.js';
import { COACH_RATE_CENTS, insertAlwaysOpenCoach, insertSignedInClients, openSlots } from './fixtures.js';
import { bookingIdOf, createIntent, messageOf, postBooking, request } from './http-client.js';
import type { ServerProcess } from './server-process.js';
import type { SystemDatabase } from './system-database.js';
import { useTwoServers } from './two-servers.js';
import { HOUR_MS } from '../../shared/domain/time-units.js';

const PER_PROCESS = 20;

let database: SystemDatabase;
let a: ServerProcess;
let b: ServerProcess;
useTwoServers((servers) => ({ database, a, b } = servers));

describe('two server processes on one database', { timeout: 90_000 }, () => {
  it(`sell one slot exactly once when ${PER_PROCESS} clients per process pay for it at the same moment`, async () => {
    const db = database.db;
    const coach = await insertAlwaysOpenCoach(db);
    const clients = await insertSignedInClients(db, PER_PROCESS * 2);
    const [slot] = await openSlots(a.url, coach.id);
    if (!slot) throw new Error('the coach has no open slot');
    // Every client opened the checkout while the slot was still free: half on A, half on B.
    const serverOf = (i: number) => (i % 2 === 0 ? a : b);
    const intents = await Promise.all(clients.map((client, i) => createIntent(serverOf(i).url, client.cookie, coach.id, slot)));

    const answers = await Promise.all(
      clients.map((client, i) =>
        postBooking(serverOf(i).url, client.cookie, { coachId: coach.id, startTime: slot, paymentIntentId: intents[i] ?? '' }),
      ),
    );

    // A failure carries both servers' logs: a 500 or a hang says why only there.
    const serverLogs = `server A:\n${a.output()}\nserver B:\n${b.output()}`;
    expect(
      answers.filter((r) => r.status !== 201 && r.status !== 409).map((r) => `${r.status} ${JSON.stringify(r.body)}`),
      serverLogs,
    ).toEqual([]);
    const created = answers.filter((r) => r.status === 201);
    expect(created).toHaveLength(1);
    for (const refused of answers.filter((r) => r.status === 409))
      expect([BOOKING_MESSAGES.slotTaken, BOOKING_MESSAGES.slotUnavailable]).toContain(messageOf(refused));

    const rows = await db
      .select({ id: bookings.id, paymentStatus: bookings.paymentStatus })
      .from(bookings)
      .where(eq(bookings.coachId, coach.id));
    expect(rows).toEqual([{ id: bookingIdOf(created[0]!), paymentStatus: 'paid' }]);
    const ledger = await db
      .select({ status: payments.status, bookingId: payments.bookingId })
      .from(payments)
      .where(inArray(payments.providerPaymentId, intents));
    expect(ledger.filter((p) => p.status === 'captured')).toEqual([{ status: 'captured', bookingId: rows[0]?.id }]);
    // No card stays on hold for the requests that lost.
    expect(ledger.filter((p) => p.status === 'authorized')).toEqual([]);
    const held = await db
      .select({ id: testPaymentIntents.id })
      .from(testPaymentIntents)
      .where(and(inArray(testPaymentIntents.id, intents), eq(testPaymentIntents.status, 'requires_capture')));
    expect(held).toEqual([]);
  });

  it('run every due job once when both processes run the jobs at the same moment', async () => {
    const db = database.db;
    const coach = await insertAlwaysOpenCoach(db);
    const [client] = await insertSignedInClients(db, 1);
    if (!client) throw new Error('no client');
    // A paid request through the real checkout, that the coach never confirms...
    // The last open slot, days ahead: each server's own first background pass
    // (3 s after it starts, on the real clock) may still come during this test,
    // and must find nothing of this test's due yet.
    const slot = (await openSlots(a.url, coach.id)).at(-1);
    if (!slot) throw new Error('the coach has no open slot');
    expect(new Date(slot).getTime() - Date.now()).toBeGreaterThan(2 * 24 * HOUR_MS);
    const paymentIntentId = await createIntent(a.url, client.cookie, coach.id, slot);
    const request_ = await postBooking(a.url, client.cookie, { coachId: coach.id, startTime: slot, paymentIntentId });
    expect(request_.status).toBe(201);
    const expiring = bookingIdOf(request_);
    // ...and the jobs run as of ten minutes after its start.
    const at = new Date(new Date(slot).getTime() + 10 * 60_000);
    const confirmed = (startOffsetMs: number, meetingUrl: string | null) => ({
      coachId: coach.id,
      clientId: client.id,
      startTime: new Date(at.getTime() + startOffsetMs),
      endTime: new Date(at.getTime() + startOffsetMs + 30 * 60_000),
      status: 'confirmed' as const,
      paymentStatus: 'paid' as const,
      totalPriceCents: COACH_RATE_CENTS,
      meetingUrl,
    });
    const [ended, tomorrow, linkless] = await db
      .insert(bookings)
      .values([
        confirmed(-2 * HOUR_MS, 'https://meet.example/ended'),
        confirmed(3 * HOUR_MS, 'https://meet.example/soon'),
        confirmed(30 * HOUR_MS, null),
      ])
      .returning({ id: bookings.id });

    const passes = await Promise.all(
      [a, b, a, b, a, b].map((server) => request(server.url, 'POST', '/api/test/run-jobs', { json: { at: at.toISOString() } })),
    );
    expect(passes.map((p) => p.status)).toEqual([200, 200, 200, 200, 200, 200]);

    const byId = new Map(
      (
        await db
          .select()
          .from(bookings)
          .where(inArray(bookings.id, [expiring, ended!.id, tomorrow!.id, linkless!.id]))
      ).map((row) => [row.id, row]),
    );
    expect(byId.get(ended!.id)?.status).toBe('completed');
    expect(byId.get(expiring)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(byId.get(tomorrow!.id)?.reminderSentAt).toEqual(at);
    expect(byId.get(linkless!.id)?.meetingUrl).toMatch(/^https:\/\//);

    // One status change each, whoever made it.
    const history = await db
      .select({ bookingId: bookingStatusHistory.bookingId, to: bookingStatusHistory.toStatus })
      .from(bookingStatusHistory)
      .where(inArray(bookingStatusHistory.bookingId, [expiring, ended!.id]));
    expect(history.filter((h) => h.to !== 'pending').sort((x, y) => x.bookingId - y.bookingId)).toEqual(
      [
        { bookingId: expiring, to: 'cancelled' },
        { bookingId: ended!.id, to: 'completed' },
      ].sort((x, y) => x.bookingId - y.bookingId),
    );
    // One refund, of the full amount.
    const refunds = await db
      .select({ amountCents: payments.amountCents })
      .from(payments)
      .where(and(eq(payments.bookingId, expiring), eq(payments.status, 'refunded')));
    expect(refunds).toEqual([{ amountCents: COACH_RATE_CENTS }]);
    const [intent] = await db
      .select({ refunded: testPaymentIntents.amountRefundedCents })
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, paymentIntentId));
    expect(intent?.refunded).toBe(COACH_RATE_CENTS);

    // Every e-mail once, delivered once: the request, the expiry, the review request, the reminder and the late confirmation.
    const [coachUser] = await db
      .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, coach.userId));
    const mail = await db
      .select({ to: emailOutbox.toAddress, subject: emailOutbox.subject, status: emailOutbox.status, attempts: emailOutbox.attempts })
      .from(emailOutbox)
      .where(inArray(emailOutbox.toAddress, [client.email, coachUser!.email]));
    const coachName = `${coachUser!.firstName} ${coachUser!.lastName}`;
    const pairs = mail.map(
      (m) => `${m.to === client.email ? 'client' : 'coach'}: ${m.subject.replace(coachName, '<coach>').replace('Sys Client', '<client>')}`,
    );
    expect(pairs.sort()).toEqual(
      [
        "client: We've sent your request to <coach>",
        'coach: New booking request from <client> — please confirm',
        'client: Cancelled: your session with <coach>',
        'coach: Cancelled: session with <client>',
        'client: How was your session with <coach>?',
        'client: Reminder: your session with <coach> is tomorrow',
        'coach: Reminder: session with <client> tomorrow',
        'client: Your session with <coach> is confirmed',
        'coach: Confirmed: session with <client>',
      ].sort(),
    );
    expect(mail.map((m) => [m.status, m.attempts])).toEqual(mail.map(() => ['sent', 1]));
  });

  it('keep a session across both: signed in on A works on B, signed out on A is refused on B', async () => {
    const username = `sysuser${Date.now().toString(36)}`;
    const password = 'still-waters-42';
    const registered = await request(a.url, 'POST', '/api/register', {
      json: { username, email: `${username}@example.com`, password, firstName: 'Sam', lastName: 'Two', role: 'client' },
    });
    expect(registered.status).toBe(201);

    const login = await request(a.url, 'POST', '/api/login', { json: { username, password } });
    expect(login.status).toBe(200);
    const cookie = login.sessionCookie ?? '';
    expect(cookie).toMatch(/^sid=./);

    const onB = await request(b.url, 'GET', '/api/user', { cookie });
    expect(onB.status).toBe(200);
    expect(onB.body).toMatchObject({ username });

    expect((await request(a.url, 'POST', '/api/logout', { cookie })).status).toBe(200);
    const afterLogout = await request(b.url, 'GET', '/api/user', { cookie });
    expect(afterLogout.status).toBe(401);
  });

  it('count failed sign-ins across both: the 11th attempt within a minute is refused, whichever process gets it', async () => {
    // This test owns the sign-in counters: the logins above count from the same address.
    await database.db.delete(rateLimitCounters).where(like(rateLimitCounters.key, 'login-%'));
    const username = `sysguess${Date.now().toString(36)}`;
    const statuses: Array<number | string> = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const server = attempt % 2 === 0 ? a : b;
      statuses.push((await request(server.url, 'POST', '/api/login', { json: { username, password: 'wrong-guess-1' } })).status);
    }
    // Neither process saw more than six attempts itself.
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    const onA = await request(a.url, 'POST', '/api/login', { json: { username, password: 'wrong-guess-2' } });
    expect(onA.status).toBe(429);
  });
});
