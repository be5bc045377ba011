import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingStatus } from '../../../shared/domain/booking-status.js';
import { ZBooking } from '../../../shared/schemas/bookings.js';
import { ZSessionNotes } from '../../../shared/schemas/coach-tools.js';
import { bookings } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { type SignedIn, signIn } from '../../test-support/sign-in.js';
import { coachWithSession, type TestCoach } from '../../test-support/coaches.js';
import { insertBooking, NOW } from '../../test-support/bookings.js';

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

const getNotes = (cookie: string | undefined, id: number | string) =>
  t.app.inject({ method: 'GET', url: `/api/bookings/${id}/notes`, headers: cookie ? { cookie } : {} });
const putNotes = (cookie: string | undefined, id: number | string, notes: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/bookings/${id}/notes`, headers: cookie ? { cookie } : {}, payload: { notes } });
const storedNotes = async (id: number) => (await t.db.select({ n: bookings.coachNotes }).from(bookings).where(eq(bookings.id, id)))[0]?.n;

describe('session notes', () => {
  it('asks visitors to sign in', async () => {
    expect((await getNotes(undefined, idOf('completed'))).statusCode).toBe(401);
    expect((await putNotes(undefined, idOf('completed'), 'x')).statusCode).toBe(401);
  });

  it('shows the coach an empty note with the session details', async () => {
    const response = await getNotes(coach.cookie, idOf('completed'));
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
      const saved = await putNotes(coach.cookie, idOf(status), text);
      expect(saved.statusCode).toBe(200);
      expect(ZSessionNotes.parse(saved.json())).toMatchObject({ bookingId: idOf(status), notes: text, status });
      expect((await getNotes(coach.cookie, idOf(status))).json().notes).toBe(text);
    }
  });

  it('clears the notes with an empty text or null', async () => {
    const id = await booking('completed');
    await putNotes(coach.cookie, id, 'temporary');
    expect((await putNotes(coach.cookie, id, '   ')).json().notes).toBeNull();
    await putNotes(coach.cookie, id, 'again');
    expect((await putNotes(coach.cookie, id, null)).json().notes).toBeNull();
    expect(await storedNotes(id)).toBeNull();
  });

  it('accepts 10,000 characters and refuses more', async () => {
    const id = await booking('completed');
    expect((await putNotes(coach.cookie, id, 'a'.repeat(10_000))).statusCode).toBe(200);
    const tooLong = await putNotes(coach.cookie, id, 'b'.repeat(10_001));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      message: 'Notes may be at most 10,000 characters.',
      errors: { notes: 'Notes may be at most 10,000 characters.' },
    });
    expect(await storedNotes(id)).toBe('a'.repeat(10_000));
    expect((await putNotes(coach.cookie, id, 42)).statusCode).toBe(400);
  });

  it('hides the notes from the booking’s client, other coaches and admins (404), and they cannot change them', async () => {
    const id = idOf('completed');
    await putNotes(coach.cookie, id, 'Private: anxious about work.');
    for (const viewer of [client.cookie, otherCoach.cookie, admin.cookie]) {
      const read = await getNotes(viewer, id);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toMatchObject({ message: 'Booking not found.' });
      expect((await putNotes(viewer, id, 'overwritten')).statusCode).toBe(404);
    }
    expect(await storedNotes(id)).toBe('Private: anxious about work.');
  });

  it('never shows the coach’s notes in the client’s booking views', async () => {
    const id = idOf('confirmed');
    await putNotes(coach.cookie, id, 'SECRET-COACH-NOTE');
    const list = await t.app.inject({ method: 'GET', url: '/api/user/bookings', headers: { cookie: client.cookie } });
    const one = await t.app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: { cookie: client.cookie } });
    expect(list.statusCode).toBe(200);
    expect(one.statusCode).toBe(200);
    expect(list.body).not.toContain('SECRET-COACH-NOTE');
    expect(one.body).not.toContain('SECRET-COACH-NOTE');
  });

  it('answers 404 for malformed and unknown booking ids', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '2147483647']) {
      expect((await getNotes(coach.cookie, id)).statusCode).toBe(404);
      expect((await putNotes(coach.cookie, id, 'x')).statusCode).toBe(404);
    }
  });

  it('lives beside GET /api/bookings/:id and /join without clashing', async () => {
    const id = idOf('confirmed');
    const booking = await t.app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: { cookie: coach.cookie } });
    expect(booking.statusCode).toBe(200);
    expect(ZBooking.parse(booking.json()).id).toBe(id);
    const join = await t.app.inject({ method: 'GET', url: `/api/bookings/${id}/join`, headers: { cookie: coach.cookie } });
    expect(join.json()).not.toHaveProperty('notes');
    const notes = await getNotes(coach.cookie, id);
    expect(ZSessionNotes.parse(notes.json()).bookingId).toBe(id);
  });
});
