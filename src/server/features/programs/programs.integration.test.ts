// Group programs end to end over HTTP (docs/product/programs.md): a coach
// publishes an 8-week course; bad input saves nothing; meetings block the
// coach's one-to-one calendar; clients buy seats until it is full; the
// waitlist gets a freed seat's offer, claims it, and an unclaimed offer passes on.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROGRAM_MESSAGES } from '../../../shared/schemas/programs.js';
import { coachProfiles } from '../../db/schema.js';
import { createMoneyService } from '../money/money-service.js';
import { createPaymentGateway } from '../../integrations/payments/create-payment-gateway.js';
import { useBookedSessionsApp, newEveryDayCoach } from '../../test-support/booked-sessions.js';
import { checkout, createIntent, NOW } from '../../test-support/bookings.js';
import {
  buySeat,
  eightWeekCourse,
  intentStatus,
  lastEmailTo,
  programSpecialization,
  publishedProgram,
  saturdayWorkshop,
  saveProgram,
} from '../../test-support/programs.js';
import { signIn } from '../../test-support/sign-in.js';
import { callEndpoint, type TestApp } from '../../test-support/test-app.js';
import { HOUR_MS } from '../../../shared/domain/time-units.js';
import * as api from '../../../shared/api/api-routes.generated.js';

let t: TestApp;
useBookedSessionsApp((app) => (t = app));
let specializationId: number;
beforeAll(async () => {
  specializationId = await programSpecialization(t.db);
});

async function berlinCoach() {
  const coach = await newEveryDayCoach(t, 'moderate');
  await t.db.update(coachProfiles).set({ timeZone: 'Europe/Berlin' }).where(eq(coachProfiles.id, coach.id));
  return coach;
}

describe('the coach publishes an 8-week course', () => {
  it('stores eight weekly meetings in UTC from the coach’s zone and lists it publicly with its seats', async () => {
    t.clock.now = NOW;
    const coach = await berlinCoach();
    const saved = await saveProgram(t.app, coach.cookie, eightWeekCourse(specializationId, { firstMeeting: '2030-03-19T18:00' }));
    expect(saved.statusCode, saved.body).toBe(201);
    const draft = saved.json();
    expect(draft.status).toBe('draft');
    expect(draft.cancellationPolicy).toBe('moderate');
    // 18:00 in Berlin: 17:00 UTC in winter, 16:00 UTC once summer time starts (2030-03-31).
    expect(draft.meetings.map((m: { start: string }) => m.start)).toEqual([
      '2030-03-19T17:00:00.000Z',
      '2030-03-26T17:00:00.000Z',
      '2030-04-02T16:00:00.000Z',
      '2030-04-09T16:00:00.000Z',
      '2030-04-16T16:00:00.000Z',
      '2030-04-23T16:00:00.000Z',
      '2030-04-30T16:00:00.000Z',
      '2030-05-07T16:00:00.000Z',
    ]);
    expect((await callEndpoint(t.app, api.listPrograms)).json().map((p: { id: number }) => p.id)).not.toContain(draft.id);
    expect((await callEndpoint(t.app, api.getProgram, { params: { id: draft.id } })).statusCode).toBe(404);

    const published = await callEndpoint(t.app, api.publishProgram, { params: { id: draft.id }, cookie: coach.cookie });
    expect(published.statusCode, published.body).toBe(200);
    const listed = (await callEndpoint(t.app, api.listPrograms, { query: { specializationId } })).json();
    expect(listed.find((p: { id: number }) => p.id === draft.id)).toMatchObject({ seatsLeft: 20, price: 400, kind: 'course' });
    expect(
      (await callEndpoint(t.app, api.listPrograms, { query: { from: '2030-06-01' } })).json().map((p: { id: number }) => p.id),
    ).not.toContain(draft.id);
    // The coach's profile lists their upcoming programs, and only theirs.
    expect((await callEndpoint(t.app, api.listPrograms, { query: { coachId: coach.id } })).json().map((p: { id: number }) => p.id)).toEqual(
      [draft.id],
    );
    expect((await callEndpoint(t.app, api.listPrograms, { query: { coachId: coach.id + 1000 } })).json()).toEqual([]);
  });
});

describe('editing', () => {
  it('a draft takes new times; with seats sold only the text, capacity and minimum change', async () => {
    t.clock.now = NOW;
    const coach = await newEveryDayCoach(t);
    const body = saturdayWorkshop(specializationId, { firstMeeting: '2030-01-19T09:00' });
    const id = await publishedProgram(t.app, coach.cookie, body);
    const put = (change: Record<string, unknown>) =>
      callEndpoint(t.app, api.updateProgram, { params: { id: String(id) }, cookie: coach.cookie, invalidBody: { ...body, ...change } });
    const moved = await put({ firstMeeting: '2030-01-19T13:00' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().meetings[0].start).toBe('2030-01-19T13:00:00.000Z');
    expect((await buySeat(t.app, (await signIn(t)).cookie, id)).response.statusCode).toBe(201);
    const locked = await put({ firstMeeting: '2030-01-19T15:00' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(PROGRAM_MESSAGES.scheduleLocked);
    const retitled = await put({ firstMeeting: '2030-01-19T13:00', title: 'Mindful Saturday', capacity: 12 });
    expect(retitled.json()).toMatchObject({ title: 'Mindful Saturday', capacity: 12, seatsLeft: 11 });
  });
});

describe('bad input saves nothing', () => {
  it.each([
    ['a price out of range', { price: 5 }, 'price', PROGRAM_MESSAGES.price(80, 7992)],
    ['a first meeting in the past', { firstMeeting: '2029-12-01T10:00' }, 'firstMeeting', PROGRAM_MESSAGES.meetingsInPast],
    ['too many meetings', { meetings: 13 }, 'meetings', undefined],
    ['a minimum above the capacity', { capacity: 5, minimumSeats: 6 }, 'minimumSeats', PROGRAM_MESSAGES.minimum],
    ['one seat', { capacity: 1 }, 'capacity', PROGRAM_MESSAGES.capacity],
  ])('%s', async (_what, change, field, message) => {
    t.clock.now = NOW;
    const coach = await newEveryDayCoach(t);
    const refused = await saveProgram(t.app, coach.cookie, eightWeekCourse(specializationId, change));
    expect(refused.statusCode, refused.body).toBe(400);
    if (message) expect(refused.json().fieldErrors?.[field] ?? refused.json().message).toContain(message);
    expect((await callEndpoint(t.app, api.listMyPrograms, { cookie: coach.cookie })).json()).toEqual([]);
  });

  it('a meeting over one of the coach’s sessions', async () => {
    t.clock.now = NOW;
    const coach = await newEveryDayCoach(t);
    const client = await signIn(t);
    expect((await checkout(t.app, client.cookie, coach.id, '2030-01-08T10:00:00.000Z')).response.statusCode).toBe(201);
    const refused = await saveProgram(t.app, coach.cookie, saturdayWorkshop(specializationId, { firstMeeting: '2030-01-08T09:30' }));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(PROGRAM_MESSAGES.overlapsBooking);
    expect((await callEndpoint(t.app, api.listMyPrograms, { cookie: coach.cookie })).json()).toEqual([]);
  });
});

describe('meetings hold the coach’s time', () => {
  it('a published workshop takes its hours out of the one-to-one calendar, and a booking over it is refused', async () => {
    t.clock.now = NOW;
    const coach = await newEveryDayCoach(t);
    const slots = async () =>
      (
        await callEndpoint(t.app, api.getCoachAvailability, {
          params: { id: coach.id },
          query: { from: '2030-01-12T00:00:00.000Z', to: '2030-01-13T00:00:00.000Z' },
        })
      ).json().slots as string[];
    expect(await slots()).toContain('2030-01-12T09:00:00.000Z');
    const id = await publishedProgram(t.app, coach.cookie, saturdayWorkshop(specializationId));
    expect(await slots()).not.toContain('2030-01-12T09:00:00.000Z');
    expect(await slots()).not.toContain('2030-01-12T10:00:00.000Z');
    const client = await signIn(t);
    const intent = await createIntent(t.app, client.cookie, coach.id, '2030-01-12T10:00:00.000Z');
    expect(intent.statusCode, intent.body).toBe(409);

    // Cancelled, the time is free again.
    expect((await callEndpoint(t.app, api.cancelProgram, { params: { id }, cookie: coach.cookie })).statusCode).toBe(200);
    expect(await slots()).toContain('2030-01-12T09:00:00.000Z');
  });
});

describe('seats, the roster and the waitlist', () => {
  it('sells seats until full, then offers the waitlist a freed seat, which is claimed once; a lapsed offer passes on', async () => {
    t.clock.now = NOW;
    const coach = await newEveryDayCoach(t);
    const id = await publishedProgram(t.app, coach.cookie, saturdayWorkshop(specializationId, { capacity: 3 }));
    const buyers = [await signIn(t), await signIn(t), await signIn(t)];
    for (const buyer of buyers) {
      const { response } = await buySeat(t.app, buyer.cookie, id);
      expect(response.statusCode, response.body).toBe(201);
    }
    const invitation = await lastEmailTo(t.db, buyers[0]!.email);
    expect(invitation?.subject).toBe('Your seat: Mindful mornings');
    expect(invitation?.ics).toContain('BEGIN:VEVENT');
    expect(invitation?.ics).not.toContain('RRULE');
    expect((await callEndpoint(t.app, api.getProgram, { params: { id } })).json().seatsLeft).toBe(0);

    // Full: the next buyer's card is not charged and they are pointed to the waitlist.
    const [late, later] = [await signIn(t), await signIn(t)];
    const full = await buySeat(t.app, late.cookie, id);
    expect(full.response.statusCode).toBe(409);
    expect(full.response.json().message).toBe(PROGRAM_MESSAGES.full);
    expect((await intentStatus(t.db, full.paymentIntentId))?.status).toBe('canceled');
    expect((await callEndpoint(t.app, api.joinWaitlist, { params: { id }, cookie: late.cookie })).json()).toMatchObject({
      status: 'waiting',
      position: 1,
    });
    expect((await callEndpoint(t.app, api.joinWaitlist, { params: { id }, cookie: later.cookie })).json()).toMatchObject({
      status: 'waiting',
      position: 2,
    });
    // The dashboard's list of places: the client's own, with the program it waits for.
    expect((await callEndpoint(t.app, api.listMyWaitlist, { cookie: later.cookie })).json()).toEqual([
      {
        programId: id,
        programTitle: 'Mindful mornings',
        firstMeeting: (await callEndpoint(t.app, api.getProgram, { params: { id } })).json().meetings[0].start,
        status: 'waiting',
        position: 2,
        offerExpiresAt: null,
      },
    ]);
    expect((await callEndpoint(t.app, api.listMyWaitlist, { cookie: buyers[0]!.cookie })).json()).toEqual([]);
    // Another program's line starts at 1 however long this one's is.
    const other = await publishedProgram(
      t.app,
      coach.cookie,
      saturdayWorkshop(specializationId, { capacity: 2, firstMeeting: '2030-01-19T09:00' }),
    );
    for (const buyer of [await signIn(t), await signIn(t)])
      expect((await buySeat(t.app, buyer.cookie, other)).response.statusCode).toBe(201);
    expect((await callEndpoint(t.app, api.joinWaitlist, { params: { id: other }, cookie: (await signIn(t)).cookie })).json()).toMatchObject(
      {
        status: 'waiting',
        position: 1,
      },
    );

    // The roster: full contact for the coach, first names and initials between participants.
    const coachRoster = (await callEndpoint(t.app, api.getProgramRoster, { params: { id }, cookie: coach.cookie })).json();
    expect(coachRoster.participants.map((p: { email: string }) => p.email)).toEqual(buyers.map((b) => b.email));
    expect(coachRoster).toMatchObject({ seatsLeft: 0, waiting: 2 });
    // The coach's list says how many wait on each line.
    const waitingOnMine = (await callEndpoint(t.app, api.listMyPrograms, { cookie: coach.cookie }))
      .json()
      .map((p: { id: number; waiting: number }) => [p.id, p.waiting]);
    expect(waitingOnMine).toEqual([
      [other, 1],
      [id, 2],
    ]);
    const peerRoster = await callEndpoint(t.app, api.getProgramRoster, { params: { id }, cookie: buyers[1]!.cookie });
    for (const buyer of buyers) expect(peerRoster.body).not.toContain(buyer.email);
    expect(peerRoster.json().participants[0].name).toBe(`${buyers[0]!.firstName} ${buyers[0]!.lastName.charAt(0).toUpperCase()}.`);
    expect((await callEndpoint(t.app, api.getProgramRoster, { params: { id }, cookie: late.cookie })).statusCode).toBe(404);

    // A participant gives up their seat days before; the coach's flexible policy refunds it in full.
    const seats = (await callEndpoint(t.app, api.listMySeats, { cookie: buyers[2]!.cookie })).json();
    const cancelled = await callEndpoint(t.app, api.cancelMySeat, { params: { id: seats[0].id }, cookie: buyers[2]!.cookie });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', refunded: 45 });
    const offer = await lastEmailTo(t.db, late.email);
    expect(offer?.subject).toBe('A seat is free in Mindful mornings');
    expect((await callEndpoint(t.app, api.getMyWaitlistPlace, { params: { id }, cookie: late.cookie })).json().status).toBe('offered');
    const [offered] = (await callEndpoint(t.app, api.listMyWaitlist, { cookie: late.cookie })).json();
    expect(offered).toMatchObject({ programId: id, status: 'offered', position: null });
    expect(Date.parse(offered.offerExpiresAt)).toBe(NOW.getTime() + 12 * HOUR_MS);
    // Held for the offer: nobody else can buy it.
    expect((await buySeat(t.app, (await signIn(t)).cookie, id)).response.statusCode).toBe(409);

    // The offer is claimed by paying, once.
    const claimed = await buySeat(t.app, late.cookie, id);
    expect(claimed.response.statusCode, claimed.response.body).toBe(201);
    expect((await buySeat(t.app, late.cookie, id)).response.json().message).toBe(PROGRAM_MESSAGES.alreadySeated);

    // Another seat frees; the offer to the next in line lapses after 12 hours and passes on (nobody left: back on sale).
    const again = (await callEndpoint(t.app, api.listMySeats, { cookie: buyers[1]!.cookie })).json();
    expect((await callEndpoint(t.app, api.cancelMySeat, { params: { id: again[0].id }, cookie: buyers[1]!.cookie })).statusCode).toBe(200);
    expect((await callEndpoint(t.app, api.getMyWaitlistPlace, { params: { id }, cookie: later.cookie })).json().status).toBe('offered');
    t.clock.now = new Date(NOW.getTime() + 13 * HOUR_MS);
    const seatsService = createMoneyService({ db: t.db, now: () => t.clock.now }).programSeats(
      createPaymentGateway(t.db, () => t.clock.now, t.config.payments),
    );
    expect(await seatsService.lapseOffers()).toEqual([null]);
    expect((await callEndpoint(t.app, api.getMyWaitlistPlace, { params: { id }, cookie: later.cookie })).statusCode).toBe(404);
    expect((await callEndpoint(t.app, api.listMyWaitlist, { cookie: later.cookie })).json()).toEqual([]);
    expect((await callEndpoint(t.app, api.getProgram, { params: { id } })).json().seatsLeft).toBe(1);
    t.clock.now = NOW;
  });

  it('the capacity cannot go below the seats sold, and the coach cancelling refunds everyone', async () => {
    t.clock.now = NOW;
    const coach = await newEveryDayCoach(t);
    const body = saturdayWorkshop(specializationId, { firstMeeting: '2030-01-13T09:00' });
    const id = await publishedProgram(t.app, coach.cookie, body);
    const buyers = [await signIn(t), await signIn(t), await signIn(t)];
    const intents: string[] = [];
    for (const buyer of buyers) intents.push((await buySeat(t.app, buyer.cookie, id)).paymentIntentId);
    const shrink = await callEndpoint(t.app, api.updateProgram, {
      params: { id: String(id) },
      cookie: coach.cookie,
      invalidBody: { ...body, capacity: 2 },
    });
    expect(shrink.statusCode).toBe(400);
    expect(shrink.json().message).toBe(PROGRAM_MESSAGES.capacityBelowSold(3));
    expect((await callEndpoint(t.app, api.getProgram, { params: { id } })).json().capacity).toBe(10);

    expect((await callEndpoint(t.app, api.cancelProgram, { params: { id }, cookie: coach.cookie })).json().status).toBe('cancelled');
    for (const intent of intents) expect(await intentStatus(t.db, intent)).toEqual({ status: 'succeeded', refunded: 4500 });
    expect((await lastEmailTo(t.db, buyers[0]!.email))?.subject).toBe('Mindful mornings is cancelled');
    expect((await callEndpoint(t.app, api.cancelProgram, { params: { id }, cookie: coach.cookie })).statusCode).toBe(409);

    // The admin sees the program with what was paid and refunded for it.
    const admin = await signIn(t, { role: 'admin' });
    const listed = (await callEndpoint(t.app, api.listAllPrograms, { cookie: admin.cookie })).json();
    expect(listed.find((p: { id: number }) => p.id === id)).toMatchObject({ status: 'cancelled', seatsSold: 0, paid: 135, refunded: 135 });
  });

  it('a course’s invitation is one weekly series', async () => {
    t.clock.now = NOW;
    const coach = await berlinCoach();
    const id = await publishedProgram(t.app, coach.cookie, eightWeekCourse(specializationId, { firstMeeting: '2030-02-05T18:00' }));
    const buyer = await signIn(t);
    expect((await buySeat(t.app, buyer.cookie, id)).response.statusCode).toBe(201);
    const ics = (await lastEmailTo(t.db, buyer.email))?.ics ?? '';
    expect(ics).toContain('RRULE:FREQ=WEEKLY;COUNT=8');
    expect(ics).toContain('DTSTART;TZID=Europe/Berlin:20300205T180000');
    const [seat] = (await callEndpoint(t.app, api.listMySeats, { cookie: buyer.cookie })).json();
    expect(seat.meetings).toHaveLength(8);
    expect(seat.roomUrl).toMatch(/^https?:\/\//);
  });
});

describe('the jobs', () => {
  it('a workshop under its minimum 24 hours before the start is cancelled with full refunds and e-mails', async () => {
    t.clock.now = NOW;
    const coach = await newEveryDayCoach(t);
    const short = await publishedProgram(
      t.app,
      coach.cookie,
      saturdayWorkshop(specializationId, { firstMeeting: '2030-01-10T09:00', minimumSeats: 3 }),
    );
    const enough = await publishedProgram(
      t.app,
      coach.cookie,
      saturdayWorkshop(specializationId, { firstMeeting: '2030-01-10T13:00', minimumSeats: 2 }),
    );
    const [a, b, c] = [await signIn(t), await signIn(t), await signIn(t)];
    const { paymentIntentId } = await buySeat(t.app, a.cookie, short);
    await buySeat(t.app, b.cookie, enough);
    await buySeat(t.app, c.cookie, enough);
    // Before the seats were enough for it, the room link was withheld; now it is handed out.
    expect((await callEndpoint(t.app, api.listMySeats, { cookie: b.cookie })).json()[0].roomUrl).toMatch(/^https?:\/\//);
    expect((await callEndpoint(t.app, api.listMySeats, { cookie: a.cookie })).json()[0].roomUrl).toBeNull();

    // Two days before: nothing yet.
    await t.app.jobs.runDueJobs(t.clock.now);
    expect((await callEndpoint(t.app, api.getProgram, { params: { id: short } })).json().status).toBe('published');
    // 23 hours before the start.
    t.clock.now = new Date(Date.parse('2030-01-10T09:00:00.000Z') - 23 * HOUR_MS);
    await t.app.jobs.runDueJobs(t.clock.now);
    expect((await callEndpoint(t.app, api.getProgram, { params: { id: short } })).json().status).toBe('cancelled');
    expect((await callEndpoint(t.app, api.getProgram, { params: { id: enough } })).json().status).toBe('published');
    expect(await intentStatus(t.db, paymentIntentId)).toEqual({ status: 'succeeded', refunded: 4500 });
    const notice = await lastEmailTo(t.db, a.email);
    expect(notice?.subject).toBe('Mindful mornings is cancelled');
    expect(notice?.text).toContain('did not reach its minimum');
    t.clock.now = NOW;
  });
});

describe('a run of the jobs scoped to some programs', () => {
  it('lapses those programs’ offers as of the given instant (the next offer runs from it) and leaves every other program’s alone', async () => {
    t.clock.now = NOW;
    const coach = await newEveryDayCoach(t);
    // Two full workshops, each with a participant who gives up their seat and two clients in line.
    async function offeredWorkshop(firstMeeting: string) {
      const id = await publishedProgram(t.app, coach.cookie, saturdayWorkshop(specializationId, { capacity: 2, firstMeeting }));
      const [filler, seated] = [await signIn(t), await signIn(t)];
      for (const buyer of [filler, seated]) expect((await buySeat(t.app, buyer.cookie, id)).response.statusCode).toBe(201);
      const [first, second] = [await signIn(t), await signIn(t)];
      await callEndpoint(t.app, api.joinWaitlist, { params: { id }, cookie: first.cookie });
      await callEndpoint(t.app, api.joinWaitlist, { params: { id }, cookie: second.cookie });
      const [seat] = (await callEndpoint(t.app, api.listMySeats, { cookie: seated.cookie })).json();
      expect((await callEndpoint(t.app, api.cancelMySeat, { params: { id: seat.id }, cookie: seated.cookie })).statusCode).toBe(200);
      return { id, first, second };
    }
    const mine = await offeredWorkshop('2030-01-12T09:00');
    const other = await offeredWorkshop('2030-01-12T14:00');

    const later = new Date(NOW.getTime() + 13 * HOUR_MS);
    const handled = await t.app.jobs.runDueJobs(later, { programIds: [mine.id] });
    expect(handled).toEqual({ 'pass-on-waitlist-offers': 1, 'cancel-programs-below-minimum': 0 });
    expect((await callEndpoint(t.app, api.getMyWaitlistPlace, { params: { id: mine.id }, cookie: mine.first.cookie })).statusCode).toBe(
      404,
    );
    const passedOn = (await callEndpoint(t.app, api.getMyWaitlistPlace, { params: { id: mine.id }, cookie: mine.second.cookie })).json();
    expect(passedOn.status).toBe('offered');
    expect(Date.parse(passedOn.offerExpiresAt)).toBe(later.getTime() + 12 * HOUR_MS);
    // The other program's offer is untouched, although it too has run out by then.
    expect(
      (await callEndpoint(t.app, api.getMyWaitlistPlace, { params: { id: other.id }, cookie: other.first.cookie })).json().status,
    ).toBe('offered');
  });
});
