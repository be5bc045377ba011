// A group program's participants review its coach once the last meeting is
// over, once per program (docs/product/programs.md#reviews); the review counts
// on the coach's profile like a session's.
import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '../../../shared/schemas/reviews.js';
import { newEveryDayCoach, useBookedSessionsApp } from '../../test-support/booked-sessions.js';
import { NOW } from '../../test-support/bookings.js';
import { buySeat, programSpecialization, publishedProgram, saturdayWorkshop } from '../../test-support/programs.js';
import { signIn } from '../../test-support/sign-in.js';
import { callEndpoint, type TestApp } from '../../test-support/test-app.js';
import * as api from '../../../shared/api/api-routes.generated.js';

let t: TestApp;
useBookedSessionsApp((app) => (t = app));

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
    const leaverSeat = (await callEndpoint(t.app, api.listMySeats, { cookie: leaver.cookie })).json()[0];
    await callEndpoint(t.app, api.cancelMySeat, { params: { id: leaverSeat.id }, cookie: leaver.cookie });

    // Before the workshop has taken place.
    const early = await callEndpoint(t.app, api.createProgramReview, { params: { id }, cookie: participant.cookie, body: { rating: 5 } });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(REVIEW_MESSAGES.programNotCompleted);

    t.clock.now = new Date('2030-01-12T11:30:00Z');
    // Only participants who kept their seat; to anyone else the program is not there to review.
    for (const other of [stranger, leaver]) {
      const refused = await callEndpoint(t.app, api.createProgramReview, {
        params: { id },
        cookie: other.cookie,
        body: { rating: 1, comment: 'Never came.' },
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(REVIEW_MESSAGES.programNotFound);
    }
    expect(
      (await callEndpoint(t.app, api.createProgramReview, { params: { id }, cookie: coach.cookie, body: { rating: 5 } })).statusCode,
    ).toBe(403);
    expect((await callEndpoint(t.app, api.getOwnProgramReview, { params: { id }, cookie: participant.cookie })).statusCode).toBe(404);

    // The server takes the coach and the client from the program and the session, never from the body.
    expect(
      (
        await callEndpoint(t.app, api.createProgramReview, {
          params: { id: String(id) },
          cookie: participant.cookie,
          invalidBody: { rating: 4, comment: 'Kind and calm.', coachId: 1 },
        })
      ).statusCode,
    ).toBe(400);
    const made = await callEndpoint(t.app, api.createProgramReview, {
      params: { id },
      cookie: participant.cookie,
      body: { rating: 4, comment: '  A calm, well-led morning.  ' },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ programId: id, rating: 4, comment: 'A calm, well-led morning.' });
    expect((await callEndpoint(t.app, api.getOwnProgramReview, { params: { id }, cookie: participant.cookie })).json()).toEqual(
      made.json(),
    );

    const twice = await Promise.all([
      callEndpoint(t.app, api.createProgramReview, { params: { id }, cookie: participant.cookie, body: { rating: 1 } }),
      callEndpoint(t.app, api.createProgramReview, { params: { id }, cookie: participant.cookie, body: { rating: 2 } }),
    ]);
    expect(twice.map((r) => r.statusCode)).toEqual([409, 409]);
    expect(twice[0]?.json().message).toBe(REVIEW_MESSAGES.programAlreadyReviewed);

    const profileReviews = (await callEndpoint(t.app, api.listPublicCoachReviews, { params: { id: coach.id } })).json();
    expect(JSON.stringify(profileReviews)).toContain('A calm, well-led morning.');
    t.clock.now = NOW;
  });
});
