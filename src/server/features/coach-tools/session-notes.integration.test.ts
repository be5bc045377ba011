import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingStatus } from '../../../shared/domain/booking-status.js';
import { ZBooking } from '../../../shared/schemas/bookings.js';
import { ZSessionNotes } from '../../../shared/schemas/coach-tools.js';
import { bookings } from '../../db/schema.js';
import { callEndpoint, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { type SignedIn, signIn } from '../../test-support/sign-in.js';
import { coachWithSession, type TestCoach } from '../../test-support/coaches.js';
import { insertBooking, NOW } from '../../test-support/bookings.js';
import * as api from '../../../shared/api/api-routes.generated.js';

let t: TestApp;
let coach: TestCoach;
let otherCoach: TestCoach;
let client: SignedIn;
let admin: SignedIn;
const ids: Partial<Record<BookingStatus, number>> = {};
let slot = 0;

async function booking(status: BookingStatus, coachId = coach.id): Promise<number> {
  slot += 1;
  return insertBooking(t.db, { coachId, clientId: client.id, start: new Date(Date.UTC(2030, 0, 8, 9) + slot * 3_600_000), status });
}

function idOf(status: BookingStatus): number {
  const id = ids[status];
  if (!id) throw new Error(`no ${status} booking`);
  return id;
}

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  coach = await coachWithSession(t);
  otherCoach = await coachWithSession(t);
  client = await signIn(t, { role: 'client', firstName: 'Maya', lastName: 'Chen' });
  admin = await signIn(t, { role: 'admin' });
  for (const status of ['pending', 'confirmed', 'cancelled', 'completed'] as const) ids[status] = await booking(status);
});
afterAll(async () => {
  await t.close();
});
const storedNotes = async (id: number) => (await t.db.select({ n: bookings.coachNotes }).from(bookings).where(eq(bookings.id, id)))[0]?.n;

describe('session notes', () => {
  it('asks visitors to sign in', async () => {
    expect((await callEndpoint(t.app, api.getSessionNotes, { params: { id: idOf('completed') } })).statusCode).toBe(401);
    expect((await callEndpoint(t.app, api.saveSessionNotes, { params: { id: idOf('completed') }, body: { notes: 'x' } })).statusCode).toBe(
      401,
    );
  });

  it('shows the coach an empty note with the session details', async () => {
    const response = await callEndpoint(t.app, api.getSessionNotes, { params: { id: idOf('completed') }, cookie: coach.cookie });
    expect(response.statusCode).toBe(200);
    expect(ZSessionNotes.parse(response.json())).toEqual({
      bookingId: idOf('completed'),
      notes: null,
      clientName: 'Maya Chen',
      startTime: expect.any(String),
      endTime: expect.any(String),
      status: 'completed',
    });
  });

  it('lets the coach write notes for a booking in any status', async () => {
    for (const status of ['pending', 'confirmed', 'cancelled', 'completed'] as const) {
      const text = `Breathing went well (${status}).\nNext: body scan.`;
      const saved = await callEndpoint(t.app, api.saveSessionNotes, {
        params: { id: idOf(status) },
        cookie: coach.cookie,
        body: { notes: text },
      });
      expect(saved.statusCode).toBe(200);
      expect(ZSessionNotes.parse(saved.json())).toMatchObject({ bookingId: idOf(status), notes: text, status });
      expect((await callEndpoint(t.app, api.getSessionNotes, { params: { id: idOf(status) }, cookie: coach.cookie })).json().notes).toBe(
        text,
      );
    }
  });

  it('clears the notes with an empty text or null', async () => {
    const id = await booking('completed');
    await callEndpoint(t.app, api.saveSessionNotes, { params: { id }, cookie: coach.cookie, body: { notes: 'temporary' } });
    expect(
      (await callEndpoint(t.app, api.saveSessionNotes, { params: { id }, cookie: coach.cookie, body: { notes: '   ' } })).json().notes,
    ).toBeNull();
    await callEndpoint(t.app, api.saveSessionNotes, { params: { id }, cookie: coach.cookie, body: { notes: 'again' } });
    expect(
      (await callEndpoint(t.app, api.saveSessionNotes, { params: { id }, cookie: coach.cookie, body: { notes: null } })).json().notes,
    ).toBeNull();
    expect(await storedNotes(id)).toBeNull();
  });

  it('accepts 10,000 characters and refuses more', async () => {
    const id = await booking('completed');
    expect(
      (await callEndpoint(t.app, api.saveSessionNotes, { params: { id }, cookie: coach.cookie, body: { notes: 'a'.repeat(10_000) } }))
        .statusCode,
    ).toBe(200);
    const tooLong = await callEndpoint(t.app, api.saveSessionNotes, {
      params: { id },
      cookie: coach.cookie,
      body: { notes: 'b'.repeat(10_001) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      message: 'Notes may be at most 10,000 characters.',
      errors: { notes: 'Notes may be at most 10,000 characters.' },
    });
    expect(await storedNotes(id)).toBe('a'.repeat(10_000));
    expect(
      (await callEndpoint(t.app, api.saveSessionNotes, { params: { id: String(id) }, cookie: coach.cookie, invalidBody: { notes: 42 } }))
        .statusCode,
    ).toBe(400);
  });

  it('hides the notes from the booking’s client, other coaches and admins (404), and they cannot change them', async () => {
    const id = idOf('completed');
    await callEndpoint(t.app, api.saveSessionNotes, {
      params: { id },
      cookie: coach.cookie,
      body: { notes: 'Private: anxious about work.' },
    });
    for (const viewer of [client.cookie, otherCoach.cookie, admin.cookie]) {
      const read = await callEndpoint(t.app, api.getSessionNotes, { params: { id }, cookie: viewer });
      expect(read.statusCode).toBe(404);
      expect(read.json()).toMatchObject({ message: 'Booking not found.' });
      expect(
        (await callEndpoint(t.app, api.saveSessionNotes, { params: { id }, cookie: viewer, body: { notes: 'overwritten' } })).statusCode,
      ).toBe(404);
    }
    expect(await storedNotes(id)).toBe('Private: anxious about work.');
  });

  it('never shows the coach’s notes in the client’s booking views', async () => {
    const id = idOf('confirmed');
    await callEndpoint(t.app, api.saveSessionNotes, { params: { id }, cookie: coach.cookie, body: { notes: 'SECRET-COACH-NOTE' } });
    const list = await callEndpoint(t.app, api.listUserBookings, { cookie: client.cookie });
    const one = await callEndpoint(t.app, api.getBooking, { params: { id }, cookie: client.cookie });
    expect(list.statusCode).toBe(200);
    expect(one.statusCode).toBe(200);
    expect(list.body).not.toContain('SECRET-COACH-NOTE');
    expect(one.body).not.toContain('SECRET-COACH-NOTE');
  });

  it('answers 404 for malformed and unknown booking ids', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '2147483647']) {
      expect((await callEndpoint(t.app, api.getSessionNotes, { params: { id }, cookie: coach.cookie })).statusCode).toBe(404);
      expect(
        (await callEndpoint(t.app, api.saveSessionNotes, { params: { id }, cookie: coach.cookie, body: { notes: 'x' } })).statusCode,
      ).toBe(404);
    }
  });

  it('lives beside GET /api/bookings/:id and /join without clashing', async () => {
    const id = idOf('confirmed');
    const booking = await callEndpoint(t.app, api.getBooking, { params: { id }, cookie: coach.cookie });
    expect(booking.statusCode).toBe(200);
    expect(ZBooking.parse(booking.json()).id).toBe(id);
    const join = await callEndpoint(t.app, api.getBookingJoinInfo, { params: { id }, cookie: coach.cookie });
    expect(join.json()).not.toHaveProperty('notes');
    const notes = await callEndpoint(t.app, api.getSessionNotes, { params: { id }, cookie: coach.cookie });
    expect(ZSessionNotes.parse(notes.json()).bookingId).toBe(id);
  });
});
