// The directory orders coaches by rating from numbers a trigger keeps on
// coach_profiles (migration 0007; a review hidden after a report does not count, migration 0015). Whatever writes reviews, the rating and
// count a visitor sees must match the reviews themselves.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema.js';
import { callEndpoint, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { insertClient, insertCoach } from '../../test-support/coaches.js';
import { insertReview } from '../../test-support/bookings.js';
import * as api from '../../../shared/api/api-routes.generated.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ countQueries: true });
});
afterAll(async () => {
  await t.close();
});

async function shown(coachId: number) {
  const body = (await callEndpoint(t.app, api.getCoach, { params: { id: coachId } })).json();
  return { rating: body.rating as number, reviewCount: body.reviewCount as number };
}

describe("a coach's rating and review count", () => {
  it('follow reviews as they are written, changed and removed', async () => {
    const coach = await insertCoach(t.db);
    const client = await insertClient(t.db);
    expect(await shown(coach.id)).toEqual({ rating: 5, reviewCount: 0 });

    const first = await insertReview(t.db, { coachId: coach.id, clientId: client, rating: 4 });
    await insertReview(t.db, { coachId: coach.id, clientId: client, rating: 5 });
    await insertReview(t.db, { coachId: coach.id, clientId: client, rating: 2 });
    expect(await shown(coach.id)).toEqual({ rating: 3.7, reviewCount: 3 });

    await t.db.update(reviews).set({ rating: 1 }).where(eq(reviews.id, first));
    expect(await shown(coach.id)).toEqual({ rating: 2.7, reviewCount: 3 });

    await t.db.delete(reviews).where(eq(reviews.id, first));
    expect(await shown(coach.id)).toEqual({ rating: 3.5, reviewCount: 2 });
  });

  it('leave out a hidden review, including one changed or removed while hidden, and take it back when restored', async () => {
    const coach = await insertCoach(t.db);
    const client = await insertClient(t.db);
    await insertReview(t.db, { coachId: coach.id, clientId: client, rating: 5 });
    const reported = await insertReview(t.db, { coachId: coach.id, clientId: client, rating: 1 });
    expect(await shown(coach.id)).toEqual({ rating: 3, reviewCount: 2 });

    await t.db.update(reviews).set({ hiddenAt: new Date() }).where(eq(reviews.id, reported));
    expect(await shown(coach.id)).toEqual({ rating: 5, reviewCount: 1 });
    await t.db.update(reviews).set({ rating: 2 }).where(eq(reviews.id, reported));
    expect(await shown(coach.id)).toEqual({ rating: 5, reviewCount: 1 });

    await t.db.update(reviews).set({ hiddenAt: null }).where(eq(reviews.id, reported));
    expect(await shown(coach.id)).toEqual({ rating: 3.5, reviewCount: 2 });

    await t.db.update(reviews).set({ hiddenAt: new Date() }).where(eq(reviews.id, reported));
    await t.db.delete(reviews).where(eq(reviews.id, reported));
    expect(await shown(coach.id)).toEqual({ rating: 5, reviewCount: 1 });
  });

  it('order the directory: the better-rated of two coaches comes first', async () => {
    const client = await insertClient(t.db);
    const low = await insertCoach(t.db, { profile: { planType: 'pro' } });
    const high = await insertCoach(t.db, { profile: { planType: 'pro' } });
    await insertReview(t.db, { coachId: low.id, clientId: client, rating: 1 });
    await insertReview(t.db, { coachId: high.id, clientId: client, rating: 1 });
    await insertReview(t.db, { coachId: high.id, clientId: client, rating: 5 });
    const listed: number[] = (await callEndpoint(t.app, api.listCoaches, { query: { pageSize: '50' } }))
      .json()
      .coaches.map((c: { id: number }) => c.id);
    expect(listed.indexOf(high.id)).toBeLessThan(listed.indexOf(low.id));
    expect(listed.indexOf(low.id)).toBeGreaterThanOrEqual(0);
  });
});
