// A group program's participants review its coach once the last meeting is
// over, once per program (docs/product/programs.md#reviews); the review counts
// on the coach's profile like a session's.
import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '../../../shared/schemas/reviews.js';
import { newEveryDayCoach, useBookedSessionsApp } from '../../test-support/booked-sessions.js';
import { NOW } from '../../test-support/bookings.js';
import { buySeat, programSpecialization, publishedProgram, saturdayWorkshop } from '../../test-support/programs.js';
import { signIn } from '../../test-support/sign-in.js';
import type { TestApp } from '../../test-support/test-app.js';

let t: TestApp;
useBookedSessionsApp((app) => (t = app));

const review = (cookie: string, id: number, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/programs/${id}/review`, headers: { cookie }, payload });
const ownReview = (cookie: string, id: number) => t.app.inject({ method: 'GET', url: `/api/programs/${id}/review`, headers: { cookie } });

describe('reviewing a program’s coach', () => {
  it('is for participants of a program that is over, once per program, and shows on the coach’s profile', async () => {
    t.clock.now = NOW;
    const coach = await newEveryDayCoach(t);
    const id = await publishedProgram(t.app, coach.cookie, saturdayWorkshop(await programSpecialization(t.db)));
    const [participant, leaver, stranger] = [await signIn(t), await signIn(t), await signIn(t)];
    // Seats of another program first, so no seat's id happens to equal this program's.
    const other = await publishedProgram(
      t.app,
      coach.cookie,
      saturdayWorkshop(await programSpecialization(t.db), { firstMeeting: '2030-01-19T09:00' }),
    );
    for (const buyer of [stranger, leaver, participant]) expect((await buySeat(t.app, buyer.cookie, other)).response.statusCode).toBe(201);
    for (const buyer of [participant, leaver]) expect((await buySeat(t.app, buyer.cookie, id)).response.statusCode).toBe(201);
    const leaverSeat = (
      await t.app.inject({ method: 'GET', url: '/api/user/program-seats', headers: { cookie: leaver.cookie } })
    ).json()[0];
    await t.app.inject({ method: 'POST', url: `/api/user/program-seats/${leaverSeat.id}/cancel`, headers: { cookie: leaver.cookie } });

    // Before the workshop has taken place.
    const early = await review(participant.cookie, id, { rating: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(REVIEW_MESSAGES.programNotCompleted);

    t.clock.now = new Date('2030-01-12T11:30:00Z');
    // Only participants who kept their seat; to anyone else the program is not there to review.
    for (const other of [stranger, leaver]) {
      const refused = await review(other.cookie, id, { rating: 1, comment: 'Never came.' });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(REVIEW_MESSAGES.programNotFound);
    }
    expect((await review(coach.cookie, id, { rating: 5 })).statusCode).toBe(403);
    expect((await ownReview(participant.cookie, id)).statusCode).toBe(404);

    // The server takes the coach and the client from the program and the session, never from the body.
    expect((await review(participant.cookie, id, { rating: 4, comment: 'Kind and calm.', coachId: 1 })).statusCode).toBe(400);
    const made = await review(participant.cookie, id, { rating: 4, comment: '  A calm, well-led morning.  ' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ programId: id, rating: 4, comment: 'A calm, well-led morning.' });
    expect((await ownReview(participant.cookie, id)).json()).toEqual(made.json());

    const twice = await Promise.all([review(participant.cookie, id, { rating: 1 }), review(participant.cookie, id, { rating: 2 })]);
    expect(twice.map((r) => r.statusCode)).toEqual([409, 409]);
    expect(twice[0]?.json().message).toBe(REVIEW_MESSAGES.programAlreadyReviewed);

    const profileReviews = (await t.app.inject({ method: 'GET', url: `/api/coaches/${coach.id}/reviews` })).json();
    expect(JSON.stringify(profileReviews)).toContain('A calm, well-led morning.');
    t.clock.now = NOW;
  });
});
