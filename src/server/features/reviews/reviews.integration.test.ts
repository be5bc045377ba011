import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BookingStatus } from '../../../shared/domain/booking-status.js';
import { REVIEW_MESSAGES } from '../../../shared/schemas/reviews.js';
import { bookings, reviews } from '../../db/schema.js';
import { callEndpoint, type TestApp } from '../../test-support/test-app.js';
import { useAppWithCoachAndClient } from '../../test-support/app-with-coach.js';
import { type SignedIn, signIn } from '../../test-support/sign-in.js';
import { coachWithSession, type TestCoach } from '../../test-support/coaches.js';
import { checkout, slotSequence } from '../../test-support/bookings.js';
import * as api from '../../../shared/api/api-routes.generated.js';

let t: TestApp;
let coach: TestCoach;
let client: SignedIn;
const nextSlot = slotSequence();
useAppWithCoachAndClient({ client: { role: 'client', firstName: 'Maya', lastName: 'Chen' } }, (setup) => ({ t, coach, client } = setup));

async function booking(status: BookingStatus, by: SignedIn = client, forCoach: TestCoach = coach): Promise<number> {
  const { response } = await checkout(t.app, by.cookie, forCoach.id, nextSlot());
  if (response.statusCode !== 201) throw new Error(`checkout failed: ${response.body}`);
  const id: number = response.json().id;
  await t.db.update(bookings).set({ status }).where(eq(bookings.id, id));
  return id;
}

describe('POST /api/reviews', () => {
  it('lets the client review a completed session once, and the coach’s rating and the dashboard follow', async () => {
    const id = await booking('completed');
    const created = await callEndpoint(t.app, api.createReview, {
      cookie: client.cookie,
      body: { bookingId: id, rating: 4, comment: '  Calm and kind.  ' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      bookingId: id,
      rating: 4,
      comment: 'Calm and kind.',
      createdAt: expect.any(String),
    });
    expect(created.json().createdAt).toBe(t.clock.now.toISOString());

    const again = await callEndpoint(t.app, api.createReview, { cookie: client.cookie, body: { bookingId: id, rating: 5 } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REVIEW_MESSAGES.alreadyReviewed);

    const profile = (await callEndpoint(t.app, api.getCoach, { params: { id: coach.id }, cookie: client.cookie })).json();
    expect(profile).toMatchObject({ rating: 4, reviewCount: 1 });
    const list = (await callEndpoint(t.app, api.listPublicCoachReviews, { params: { id: coach.id }, cookie: client.cookie })).json();
    expect(list).toEqual([expect.objectContaining({ rating: 4, comment: 'Calm and kind.', clientName: 'Maya C.' })]);
    const mine = (await callEndpoint(t.app, api.listUserBookings, { cookie: client.cookie })).json();
    expect(mine.find((b: { id: number }) => b.id === id)).toMatchObject({ reviewed: true });

    const own = await callEndpoint(t.app, api.getOwnReview, { params: { bookingId: id }, cookie: client.cookie });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(created.json());
  });

  it('averages several reviews into the coach’s rating', async () => {
    const other = await coachWithSession(t);
    for (const rating of [5, 4, 4]) {
      const id = await booking('completed', client, other);
      expect(
        (await callEndpoint(t.app, api.createReview, { cookie: client.cookie, invalidBody: { bookingId: id, rating } })).statusCode,
      ).toBe(201);
    }
    expect((await callEndpoint(t.app, api.getCoach, { params: { id: other.id }, cookie: client.cookie })).json()).toMatchObject({
      rating: 4.3,
      reviewCount: 3,
    });
  });

  it.each<BookingStatus>(['pending', 'confirmed', 'cancelled'])('refuses a %s session', async (status) => {
    const id = await booking(status);
    const response = await callEndpoint(t.app, api.createReview, { cookie: client.cookie, body: { bookingId: id, rating: 5 } });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(REVIEW_MESSAGES.notCompleted);
  });

  it('answers 404 for someone else’s booking, whatever the body claims', async () => {
    const id = await booking('completed');
    const stranger = await signIn(t);
    const forged = await callEndpoint(t.app, api.createReview, {
      cookie: stranger.cookie,
      body: { bookingId: id, rating: 1, clientId: client.id, coachId: coach.id },
    });
    expect(forged.statusCode).toBe(404);
    expect((await callEndpoint(t.app, api.createReview, { cookie: coach.cookie, body: { bookingId: id, rating: 5 } })).statusCode).toBe(
      404,
    );
    expect(
      (await callEndpoint(t.app, api.createReview, { cookie: client.cookie, body: { bookingId: 999_999, rating: 5 } })).statusCode,
    ).toBe(404);
    expect((await callEndpoint(t.app, api.getOwnReview, { params: { bookingId: id }, cookie: stranger.cookie })).statusCode).toBe(404);
    expect(await t.db.select().from(reviews).where(eq(reviews.bookingId, id))).toHaveLength(0);
    expect((await callEndpoint(t.app, api.createReview, { body: { bookingId: id, rating: 5 } })).statusCode).toBe(401);
  });

  it('takes coach and client from the booking, ignoring forged ids', async () => {
    const id = await booking('completed');
    const other = await coachWithSession(t);
    const response = await callEndpoint(t.app, api.createReview, {
      cookie: client.cookie,
      body: { bookingId: id, rating: 5, clientId: 1, coachId: other.id },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db
      .select({ coachId: reviews.coachId, clientId: reviews.clientId })
      .from(reviews)
      .where(eq(reviews.bookingId, id));
    expect(row).toEqual({ coachId: coach.id, clientId: client.id });
  });

  it('validates the rating and the comment length', async () => {
    const id = await booking('completed');
    for (const rating of [0, 6, 3.5, '5', null]) {
      const response = await callEndpoint(t.app, api.createReview, { cookie: client.cookie, invalidBody: { bookingId: id, rating } });
      expect(response.statusCode).toBe(400);
    }
    const long = await callEndpoint(t.app, api.createReview, {
      cookie: client.cookie,
      body: { bookingId: id, rating: 5, comment: 'x'.repeat(2001) },
    });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain(REVIEW_MESSAGES.commentMax);
    const max = await callEndpoint(t.app, api.createReview, {
      cookie: client.cookie,
      body: { bookingId: id, rating: 5, comment: 'x'.repeat(2000) },
    });
    expect(max.statusCode).toBe(201);
    expect(max.json().comment).toHaveLength(2000);
  });

  it('keeps one review when the same client submits twice at once', async () => {
    const id = await booking('completed');
    const responses = await Promise.all([
      callEndpoint(t.app, api.createReview, { cookie: client.cookie, body: { bookingId: id, rating: 5 } }),
      callEndpoint(t.app, api.createReview, { cookie: client.cookie, body: { bookingId: id, rating: 3 } }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await t.db.select().from(reviews).where(eq(reviews.bookingId, id))).toHaveLength(1);
  });
});

describe('GET /api/reviews/mine', () => {
  it('names the signed-in client’s own reviews of a coach, and no one else’s', async () => {
    const other = await coachWithSession(t);
    const first = (
      await callEndpoint(t.app, api.createReview, { cookie: client.cookie, body: { bookingId: await booking('completed'), rating: 5 } })
    ).json().id as number;
    const elsewhere = (
      await callEndpoint(t.app, api.createReview, {
        cookie: client.cookie,
        body: { bookingId: await booking('completed', client, other), rating: 4 },
      })
    ).json().id as number;
    const stranger = await signIn(t);
    expect((await callEndpoint(t.app, api.listOwnReviewIds, { query: { coachId: coach.id }, cookie: client.cookie })).json()).toContain(
      first,
    );
    expect((await callEndpoint(t.app, api.listOwnReviewIds, { query: { coachId: coach.id }, cookie: client.cookie })).json()).not.toContain(
      elsewhere,
    );
    expect((await callEndpoint(t.app, api.listOwnReviewIds, { query: { coachId: other.id }, cookie: client.cookie })).json()).toEqual([
      elsewhere,
    ]);
    expect((await callEndpoint(t.app, api.listOwnReviewIds, { query: { coachId: coach.id }, cookie: stranger.cookie })).json()).toEqual([]);
    expect((await callEndpoint(t.app, api.listOwnReviewIds, { query: { coachId: coach.id }, cookie: '' })).statusCode).toBe(401);
  });
});
