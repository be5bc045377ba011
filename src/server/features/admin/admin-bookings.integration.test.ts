// The admin's booking list and detail, and cancelling as an admin (with refund).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, noShowReports } from '../../db/schema.js';
import { callEndpoint, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { type SignedIn, signIn } from '../../test-support/sign-in.js';
import { coachWithSession, type TestCoach } from '../../test-support/coaches.js';
import { checkout, insertBooking, NOW, slotSequence } from '../../test-support/bookings.js';
import * as api from '../../../shared/api/api-routes.generated.js';

let t: TestApp;
let admin: SignedIn;
let client: SignedIn;
let coach: TestCoach;
const nextSlot = slotSequence();

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  admin = await signIn(t, { role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  client = await signIn(t, { role: 'client', firstName: 'Cleo', lastName: 'Client' });
  coach = await coachWithSession(t);
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'POST', url: string) => t.app.inject({ method, url, headers: { cookie: admin.cookie } });

async function paidBooking(): Promise<number> {
  const { response } = await checkout(t.app, client.cookie, coach.id, nextSlot());
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

describe('GET /api/bookings (admins)', () => {
  it('lists every booking newest start first, filters by status and pages', async () => {
    const first = await paidBooking();
    const second = await paidBooking();
    const done = await insertBooking(t.db, {
      coachId: coach.id,
      clientId: client.id,
      start: new Date('2029-12-01T10:00:00Z'),
      status: 'completed',
    });

    const all = (await callEndpoint(t.app, api.listAdminBookings, { cookie: admin.cookie })).json();
    expect(all).toMatchObject({ total: 3, page: 1, totalPages: 1 });
    expect(all.bookings.map((b: { id: number }) => b.id)).toEqual([second, first, done]);
    expect(all.bookings[0]).toMatchObject({
      coachId: coach.id,
      coachName: 'Mia Calm',
      clientId: client.id,
      clientName: 'Cleo Client',
      status: 'pending',
      paymentStatus: 'paid',
      totalPrice: 85,
    });

    const completed = (await callEndpoint(t.app, api.listAdminBookings, { query: { status: 'completed' }, cookie: admin.cookie })).json();
    expect(completed.bookings.map((b: { id: number }) => b.id)).toEqual([done]);
    const paged = (await callEndpoint(t.app, api.listAdminBookings, { query: { pageSize: '2', page: '2' }, cookie: admin.cookie })).json();
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2, totalPages: 2 });
    expect(paged.bookings.map((b: { id: number }) => b.id)).toEqual([done]);
    expect((await asAdmin('GET', '/api/bookings?status=lost')).statusCode).toBe(400);
  });
});

describe('one booking', () => {
  it('shows both parties with e-mails, the ledger and the status history', async () => {
    const id = await paidBooking();
    const response = await callEndpoint(t.app, api.getAdminBooking, { params: { id }, cookie: admin.cookie });
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail.booking).toMatchObject({
      id,
      coachId: coach.id,
      coach: { userId: coach.userId, name: 'Mia Calm' },
      client: { userId: client.id, name: 'Cleo Client' },
      status: 'pending',
      paymentStatus: 'paid',
      totalPrice: 85,
      sessionLength: 60,
    });
    expect(detail.booking.client.email).toMatch(/@example\.com$/);
    expect(detail.payments).toEqual([expect.objectContaining({ provider: 'test', status: 'captured', amount: 85 })]);
    expect(detail.history).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'pending', changedBy: 'Cleo Client' })]);
    expect(response.body).not.toMatch(/client_secret|clientSecret|password/i);
  });

  it('cancels a paid booking as admin, refunds it in full and records who did it', async () => {
    const id = await paidBooking();
    const response = await callEndpoint(t.app, api.cancelAdminBooking, { params: { id }, cookie: admin.cookie });
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json();
    expect(detail.booking).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(detail.payments.map((p: { status: string; amount: number }) => [p.status, p.amount])).toEqual([
      ['captured', 85],
      ['refunded', 85],
    ]);
    expect(detail.history.at(-1)).toMatchObject({ fromStatus: 'pending', toStatus: 'cancelled', changedBy: 'Ada Admin' });

    const again = await callEndpoint(t.app, api.cancelAdminBooking, { params: { id }, cookie: admin.cookie });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already/);
  });

  it('refuses to cancel a completed booking and answers 404 for unknown ones', async () => {
    const done = await insertBooking(t.db, {
      coachId: coach.id,
      clientId: client.id,
      start: new Date('2029-11-01T10:00:00Z'),
      status: 'completed',
    });
    const response = await callEndpoint(t.app, api.cancelAdminBooking, { params: { id: done }, cookie: admin.cookie });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('A completed booking cannot be cancelled.');
    expect((await callEndpoint(t.app, api.cancelAdminBooking, { params: { id: '999999' }, cookie: admin.cookie })).statusCode).toBe(404);
    expect((await callEndpoint(t.app, api.getAdminBooking, { params: { id: 'nope' }, cookie: admin.cookie })).statusCode).toBe(404);
  });
});

describe('overview', () => {
  it('counts users and bookings and sums revenue from completed, paid bookings only', async () => {
    const [paidDone] = await t.db
      .insert(bookings)
      .values({
        coachId: coach.id,
        clientId: client.id,
        startTime: new Date('2029-10-01T10:00:00Z'),
        endTime: new Date('2029-10-01T11:00:00Z'),
        status: 'completed',
        paymentStatus: 'paid',
        totalPriceCents: 12_345,
        createdAt: new Date(t.clock.now.getTime() + 60_000),
      })
      .returning({ id: bookings.id });
    const overview = (await callEndpoint(t.app, api.getAdminOverview, { cookie: admin.cookie })).json();
    const list = (await callEndpoint(t.app, api.listAdminBookings, { query: { pageSize: '100' }, cookie: admin.cookie })).json();
    const expected = list.bookings
      .filter((b: { status: string; paymentStatus: string }) => b.status === 'completed' && b.paymentStatus === 'paid')
      .reduce((sum: number, b: { totalPrice: number }) => sum + b.totalPrice, 0);
    expect(overview.revenue).toBeCloseTo(expected, 2);
    expect(overview.revenue).toBeGreaterThanOrEqual(123.45);
    expect(overview.bookings.total).toBe(list.total);
    expect(overview.users).toMatchObject({ total: 3, active: 3 });
    expect(overview.coaches.total).toBe(1);
    expect(overview.clients.total).toBe(1);
    expect(overview.recentUsers).toHaveLength(3);
    expect(overview.recentBookings).toHaveLength(5);
    expect(overview.recentBookings[0].id).toBe(paidDone?.id);
  });

  it('leaves out of revenue a completed session whose no-show report is still open', async () => {
    const before = (await callEndpoint(t.app, api.getAdminOverview, { cookie: admin.cookie })).json().revenue as number;
    const contested = async (state: 'reported' | 'disputed' | 'client_absent', day: number) => {
      const [row] = await t.db
        .insert(bookings)
        .values({
          coachId: coach.id,
          clientId: client.id,
          startTime: new Date(`2029-09-${day}T10:00:00Z`),
          endTime: new Date(`2029-09-${day}T11:00:00Z`),
          status: 'completed',
          paymentStatus: 'paid',
          totalPriceCents: 5_000,
        })
        .returning({ id: bookings.id });
      await t.db.insert(noShowReports).values({ bookingId: row?.id ?? 0, state });
    };
    await contested('reported', 10);
    await contested('disputed', 11);
    // The coach marking the client absent keeps the payment: that is revenue.
    await contested('client_absent', 12);
    const after = (await callEndpoint(t.app, api.getAdminOverview, { cookie: admin.cookie })).json().revenue as number;
    expect(after).toBeCloseTo(before + 50, 2);
  });
});
