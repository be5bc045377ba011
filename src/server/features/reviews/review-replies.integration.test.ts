// A coach's one public reply to a review (docs/product/vetting.md#review-replies):
// only the review's own coach, once, plain text up to 1,000 characters, shown
// under the review on the public profile.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { reviews } from '../../db/schema.js';
import { REVIEW_REPLY_MESSAGES } from '../../../shared/schemas/vetting.js';
import { insertReview } from '../../test-support/bookings.js';
import { insertCoach, type InsertedCoach } from '../../test-support/coaches.js';
import { signIn, type SignedIn } from '../../test-support/sign-in.js';
import { callEndpoint, createTestApp, type TestApp } from '../../test-support/test-app.js';
import * as api from '../../../shared/api/api-routes.generated.js';

let t: TestApp;
let coach: InsertedCoach;
let coachUser: SignedIn;
let otherCoachUser: SignedIn;
let client: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  coach = await insertCoach(t.db, { user: { firstName: 'Rhea', lastName: 'Stone' } });
  coachUser = await signIn(t, { userId: coach.userId });
  otherCoachUser = await signIn(t, { userId: (await insertCoach(t.db)).userId });
  client = await signIn(t, { role: 'client', firstName: 'Maya', lastName: 'Chen' });
  await vi.waitFor(() => expect(t.app.publicReadCache.listening).toBe(true));
});
afterAll(async () => {
  await t.close();
});
const publicReviews = async () =>
  (await callEndpoint(t.app, api.listPublicCoachReviews, { params: { id: coach.id } })).json() as {
    id: number;
    coachReply: string | null;
  }[];

describe('review replies', () => {
  it('the coach replies once; the reply shows under the review on the profile; a second reply is refused', async () => {
    const reviewId = await insertReview(t.db, { coachId: coach.id, clientId: client.id, rating: 5, comment: 'Very calming.' });
    // Seen before the reply: the read cache must not keep the old answer.
    expect((await publicReviews()).find((r) => r.id === reviewId)?.coachReply).toBeNull();

    const first = await callEndpoint(t.app, api.replyToReview, {
      params: { id: reviewId },
      cookie: coachUser.cookie,
      body: { reply: '  Thank you, Maya. It was a joy to practise with you.  ' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ id: reviewId, reply: 'Thank you, Maya. It was a joy to practise with you.' });
    await vi.waitFor(async () =>
      expect((await publicReviews()).find((r) => r.id === reviewId)?.coachReply).toBe(
        'Thank you, Maya. It was a joy to practise with you.',
      ),
    );

    const second = await callEndpoint(t.app, api.replyToReview, {
      params: { id: reviewId },
      cookie: coachUser.cookie,
      body: { reply: 'Changed my mind.' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(REVIEW_REPLY_MESSAGES.alreadyReplied);
    expect((await publicReviews()).find((r) => r.id === reviewId)?.coachReply).toBe('Thank you, Maya. It was a joy to practise with you.');

    const own = (await callEndpoint(t.app, api.listCoachReviews, { cookie: coachUser.cookie })).json();
    expect(own.find((r: { id: number }) => r.id === reviewId)).toMatchObject({ comment: 'Very calming.', clientName: 'Maya C.' });
  });

  it('only the review’s own coach may reply: another coach is told it does not exist, a client is refused', async () => {
    const reviewId = await insertReview(t.db, { coachId: coach.id, clientId: client.id, rating: 4 });
    const other = await callEndpoint(t.app, api.replyToReview, {
      params: { id: reviewId },
      cookie: otherCoachUser.cookie,
      body: { reply: 'Not my review.' },
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(REVIEW_REPLY_MESSAGES.reviewNotFound);
    expect(
      (
        await callEndpoint(t.app, api.replyToReview, {
          params: { id: reviewId },
          cookie: client.cookie,
          body: { reply: 'I am the client.' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await callEndpoint(t.app, api.listCoachReviews, { cookie: otherCoachUser.cookie })).json()).toEqual([]);
    // The review is still open for its own coach.
    expect(
      (await callEndpoint(t.app, api.replyToReview, { params: { id: reviewId }, cookie: coachUser.cookie, body: { reply: 'Thank you!' } }))
        .statusCode,
    ).toBe(201);
  });

  it('refuses an empty or too long reply with a clear message and keeps the review unanswered', async () => {
    const reviewId = await insertReview(t.db, { coachId: coach.id, clientId: client.id, rating: 3 });
    const empty = await callEndpoint(t.app, api.replyToReview, {
      params: { id: reviewId },
      cookie: coachUser.cookie,
      body: { reply: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(REVIEW_REPLY_MESSAGES.replyRequired);
    const long = await callEndpoint(t.app, api.replyToReview, {
      params: { id: reviewId },
      cookie: coachUser.cookie,
      body: { reply: 'x'.repeat(1001) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(REVIEW_REPLY_MESSAGES.replyMax);
    expect(
      (
        await callEndpoint(t.app, api.replyToReview, {
          params: { id: reviewId },
          cookie: coachUser.cookie,
          body: { reply: 'x'.repeat(1000) },
        })
      ).statusCode,
    ).toBe(201);
  });

  it('keeps markup as the text the coach typed', async () => {
    const reviewId = await insertReview(t.db, { coachId: coach.id, clientId: client.id, rating: 5 });
    const hostile = '<img src=x onerror="alert(1)"> thanks & <b>bye</b>';
    expect(
      (await callEndpoint(t.app, api.replyToReview, { params: { id: reviewId }, cookie: coachUser.cookie, body: { reply: hostile } }))
        .statusCode,
    ).toBe(201);
    await vi.waitFor(async () => expect((await publicReviews()).find((r) => r.id === reviewId)?.coachReply).toBe(hostile));
  });
  it('a review an admin hid is gone from the coach’s Reviews tab and cannot be answered', async () => {
    const reviewId = await insertReview(t.db, { coachId: coach.id, clientId: client.id, rating: 1, comment: 'Spam spam spam.' });
    await t.db.update(reviews).set({ hiddenAt: new Date() }).where(eq(reviews.id, reviewId));

    const own = (await callEndpoint(t.app, api.listCoachReviews, { cookie: coachUser.cookie })).json() as { id: number }[];
    expect(own.map((r) => r.id)).not.toContain(reviewId);
    const answer = await callEndpoint(t.app, api.replyToReview, {
      params: { id: reviewId },
      cookie: coachUser.cookie,
      body: { reply: 'Thank you.' },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe(REVIEW_REPLY_MESSAGES.reviewNotFound);
  });
});
