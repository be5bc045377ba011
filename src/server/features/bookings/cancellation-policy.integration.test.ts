// Cancellation policies over HTTP (docs/product/cancellation-policy.md): the
// coach's choice, the copy on the booking, and what each kind of cancellation
// refunds through the test-mode gateway and into the ledger.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../../../shared/domain/time-units.js';
import { BOOKING_MESSAGES } from '../../../shared/schemas/bookings.js';
import { bookings, coachProfiles, payments, testPaymentIntents } from '../../db/schema.js';
import { checkout, createIntent, GOOD_CARD, NOW, postBooking } from '../../test-support/bookings.js';
import { validProfileBody } from '../../test-support/coach-profile.js';
import { insertCoach, insertSpecialization } from '../../test-support/coaches.js';
import { useAppWithAdmin } from '../../test-support/app-with-admin.js';
import { signIn, type SignedIn } from '../../test-support/sign-in.js';
import { callEndpoint, uniqueName, type TestApp } from '../../test-support/test-app.js';
import * as api from '../../../shared/api/api-routes.generated.js';

let t: TestApp;
let admin: SignedIn;
useAppWithAdmin({}, (setup) => ({ t, admin } = setup));

type Policy = 'flexible' | 'moderate' | 'strict';
type Coach = { id: number; userId: number; cookie: string };

async function coachWith(policy: Policy, options: { rateCents?: number; timeZone?: string } = {}): Promise<Coach> {
  const coach = await insertCoach(t.db, {
    user: { firstName: 'Pia', lastName: 'Policy' },
    profile: {
      cancellationPolicy: policy,
      hourlyRateCents: options.rateCents ?? 8_500,
      timeZone: options.timeZone ?? 'UTC',
      availableDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
      availableFrom: '00:00',
      availableTo: '24:00',
    },
  });
  const { cookie } = await signIn(t, { userId: coach.userId });
  return { ...coach, cookie };
}

// Each test books its own coach at its own start, with the clock back at NOW.
async function paidBooking(coach: Coach, start: string, client?: SignedIn) {
  t.clock.now = NOW;
  const by = client ?? (await signIn(t));
  const { response, paymentIntentId } = await checkout(t.app, by.cookie, coach.id, start);
  if (response.statusCode !== 201) throw new Error(`checkout failed: ${response.body}`);
  return { id: response.json().id as number, intentId: paymentIntentId, client: by };
}
const refundsOf = (id: number) =>
  t.db
    .select({ amountCents: payments.amountCents })
    .from(payments)
    .where(and(eq(payments.bookingId, id), eq(payments.status, 'refunded')));
const intentOf = async (id: string) => (await t.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id)))[0];
const at = (start: string, hoursBefore: number) => new Date(Date.parse(start) - hoursBefore * HOUR_MS);

describe('the coach chooses a policy', () => {
  it('defaults to Flexible in onboarding, takes another one, and shows it on the public profile', async () => {
    const plain = await signIn(t, { role: 'coach' });
    const created = await callEndpoint(t.app, api.createCoachProfile, { cookie: plain.cookie, invalidBody: validProfileBody() });
    expect(created.json()).toMatchObject({ cancellationPolicy: 'flexible' });

    const strict = await signIn(t, { role: 'coach' });
    const made = await callEndpoint(t.app, api.createCoachProfile, {
      cookie: strict.cookie,
      invalidBody: validProfileBody({ cancellationPolicy: 'strict' }),
    });
    expect(made.json()).toMatchObject({ cancellationPolicy: 'strict' });
    const me = await callEndpoint(t.app, api.getCoachMe, { cookie: strict.cookie });
    expect(me.json().cancellationPolicy).toBe('strict');
    // Public once approved (docs/product/vetting.md).
    await t.db.update(coachProfiles).set({ listingStatus: 'approved' }).where(eq(coachProfiles.id, me.json().id));
    const publicProfile = await callEndpoint(t.app, api.getCoach, { params: { id: me.json().id } });
    expect(publicProfile.json().cancellationPolicy).toBe('strict');

    const unknown = await callEndpoint(t.app, api.createCoachProfile, {
      cookie: plain.cookie,
      invalidBody: validProfileBody({ cancellationPolicy: 'lenient' }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.cancellationPolicy).toBe('Choose a cancellation policy');
  });

  it('changes on the edit screen, and stays as it is when the edit leaves it out', async () => {
    const c = await signIn(t, { role: 'coach' });
    await callEndpoint(t.app, api.createCoachProfile, { cookie: c.cookie, invalidBody: validProfileBody() });
    const calm = await insertSpecialization(t.db, uniqueName('Calm'), 'teal');
    const edit = {
      firstName: 'Edda',
      lastName: 'Edit',
      bio: 'Gentle, practical mindfulness.',
      hourlyRate: 90,
      sessionLength: 60,
      specializationIds: [calm],
    };
    const moderate = await callEndpoint(t.app, api.editCoachProfile, {
      cookie: c.cookie,
      body: { ...edit, cancellationPolicy: 'moderate' },
    });
    expect(moderate.json().cancellationPolicy).toBe('moderate');
    const untouched = await callEndpoint(t.app, api.editCoachProfile, { cookie: c.cookie, body: edit });
    expect(untouched.json().cancellationPolicy).toBe('moderate');
    const wrong = await callEndpoint(t.app, api.editCoachProfile, {
      cookie: c.cookie,
      invalidBody: { ...edit, cancellationPolicy: 'never' },
    });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('a client cancelling', () => {
  it('gets half of an odd price back, rounded down to the cent, 23 hours before a Flexible session', async () => {
    const coach = await coachWith('flexible', { rateCents: 8_501 });
    const start = '2030-01-10T12:00:00.000Z';
    const { id, intentId, client } = await paidBooking(coach, start);
    t.clock.now = at(start, 23);
    const response = await callEndpoint(t.app, api.updateBookingStatus, {
      params: { id },
      cookie: client.cookie,
      body: { status: 'cancelled' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'partially_refunded',
      refundAmount: 42.5,
      totalPrice: 85.01,
      cancellationPolicy: 'flexible',
    });
    expect(await refundsOf(id)).toEqual([{ amountCents: 4_250 }]);
    expect((await intentOf(intentId))?.amountRefundedCents).toBe(4_250);
  });

  it('gets everything back exactly at the cutoff, and half a minute past it only half', async () => {
    const coach = await coachWith('moderate');
    const onTime = '2030-01-12T12:00:00.000Z';
    const late = '2030-01-12T14:00:00.000Z';
    const first = await paidBooking(coach, onTime);
    const second = await paidBooking(coach, late);
    t.clock.now = at(onTime, 48);
    expect(
      (
        await callEndpoint(t.app, api.updateBookingStatus, {
          params: { id: first.id },
          cookie: first.client.cookie,
          body: { status: 'cancelled' },
        })
      ).json(),
    ).toMatchObject({ paymentStatus: 'refunded', refundAmount: 85 });
    t.clock.now = new Date(at(late, 48).getTime() + 30_000);
    expect(
      (
        await callEndpoint(t.app, api.updateBookingStatus, {
          params: { id: second.id },
          cookie: second.client.cookie,
          body: { status: 'cancelled' },
        })
      ).json(),
    ).toMatchObject({
      paymentStatus: 'partially_refunded',
      refundAmount: 42.5,
    });
    expect(await refundsOf(first.id)).toEqual([{ amountCents: 8_500 }]);
    expect(await refundsOf(second.id)).toEqual([{ amountCents: 4_250 }]);
  });

  it('gets nothing back late under Strict: the payment stays with the coach and the refund job leaves it alone', async () => {
    const coach = await coachWith('strict');
    const start = '2030-01-09T12:00:00.000Z';
    const { id, intentId, client } = await paidBooking(coach, start);
    t.clock.now = at(start, 47);
    const response = await callEndpoint(t.app, api.updateBookingStatus, {
      params: { id },
      cookie: client.cookie,
      body: { status: 'cancelled' },
    });
    expect(response.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'paid', refundAmount: 0 });
    await t.app.jobs.runDueJobs(t.clock.now, { bookingIds: [id] });
    expect(await refundsOf(id)).toEqual([]);
    expect((await intentOf(intentId))?.refundId).toBeNull();
  });

  it('is judged by the instants, whatever zones the client and the coach are in', async () => {
    // Coach in New York, client in Kolkata; 24 h before a 09:00 New York session.
    const coach = await coachWith('flexible', { timeZone: 'America/New_York' });
    const start = '2030-01-15T14:00:00.000Z';
    const client = await signIn(t);
    t.clock.now = NOW;
    const { response } = await checkout(t.app, client.cookie, coach.id, start, { timeZone: 'Asia/Kolkata' });
    const id: number = response.json().id;
    t.clock.now = at(start, 24);
    expect(
      (await callEndpoint(t.app, api.updateBookingStatus, { params: { id }, cookie: client.cookie, body: { status: 'cancelled' } })).json(),
    ).toMatchObject({ paymentStatus: 'refunded', refundAmount: 85 });
  });
});

describe('the copy on the booking', () => {
  it('keeps the policy of the checkout when the coach changes theirs later', async () => {
    const coach = await coachWith('strict');
    const start = '2030-01-20T12:00:00.000Z';
    const { id, client } = await paidBooking(coach, start);
    await t.db.update(coachProfiles).set({ cancellationPolicy: 'flexible' }).where(eq(coachProfiles.id, coach.id));
    const read = await callEndpoint(t.app, api.getBooking, { params: { id }, cookie: client.cookie });
    expect(read.json().cancellationPolicy).toBe('strict');
    // Three days before: Strict gives 50%, Flexible would have given everything.
    t.clock.now = at(start, 72);
    expect(
      (await callEndpoint(t.app, api.updateBookingStatus, { params: { id }, cookie: client.cookie, body: { status: 'cancelled' } })).json(),
    ).toMatchObject({ paymentStatus: 'partially_refunded', refundAmount: 42.5 });
  });

  it('refuses a checkout when the policy the client saw is no longer the coach’s, without charging', async () => {
    const coach = await coachWith('flexible');
    const client = await signIn(t);
    const start = '2030-01-21T12:00:00.000Z';
    t.clock.now = NOW;
    const intent = await createIntent(t.app, client.cookie, coach.id, start);
    const paymentIntentId: string = intent.json().paymentIntentId;
    await t.db.update(coachProfiles).set({ cancellationPolicy: 'strict' }).where(eq(coachProfiles.id, coach.id));
    const response = await postBooking(t.app, client.cookie, {
      coachId: coach.id,
      startTime: start,
      paymentIntentId,
      card: GOOD_CARD,
      cancellationPolicy: 'flexible',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(BOOKING_MESSAGES.policyChanged);
    expect((await intentOf(paymentIntentId))?.status).toBe('canceled');
    expect(await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.coachId, coach.id))).toEqual([]);
  });

  it('cannot be set by the browser: the booking takes the coach’s policy', async () => {
    const coach = await coachWith('strict');
    const client = await signIn(t);
    t.clock.now = NOW;
    const { response } = await checkout(t.app, client.cookie, coach.id, '2030-01-22T12:00:00.000Z', { cancellationPolicy: 'strict' });
    expect(response.json().cancellationPolicy).toBe('strict');
    const lenient = await checkout(t.app, client.cookie, coach.id, '2030-01-22T14:00:00.000Z', { cancellationPolicy: 'flexible' });
    expect(lenient.response.statusCode).toBe(409);
  });
});

describe('everyone else cancelling refunds in full, late or not', () => {
  it('the coach declining or cancelling, and an admin cancelling, an hour before a Strict session', async () => {
    const coach = await coachWith('strict');
    const starts = ['2030-01-08T10:00:00.000Z', '2030-01-08T12:00:00.000Z', '2030-01-08T14:00:00.000Z'];
    const [declined, cancelledByCoach, cancelledByAdmin] = await Promise.all(starts.map((start) => paidBooking(coach, start)));
    if (!declined || !cancelledByCoach || !cancelledByAdmin) throw new Error('three bookings');
    await t.db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, cancelledByCoach.id));

    t.clock.now = at(starts[0] ?? '', 1);
    expect(
      (
        await callEndpoint(t.app, api.updateBookingStatus, {
          params: { id: declined.id },
          cookie: coach.cookie,
          body: { status: 'cancelled' },
        })
      ).json(),
    ).toMatchObject({ paymentStatus: 'refunded', refundAmount: 85 });
    t.clock.now = at(starts[1] ?? '', 1);
    expect(
      (
        await callEndpoint(t.app, api.updateBookingStatus, {
          params: { id: cancelledByCoach.id },
          cookie: coach.cookie,
          body: { status: 'cancelled' },
        })
      ).json(),
    ).toMatchObject({ paymentStatus: 'refunded', refundAmount: 85 });
    t.clock.now = at(starts[2] ?? '', 1);
    const byAdmin = await callEndpoint(t.app, api.updateBookingStatus, {
      params: { id: cancelledByAdmin.id },
      cookie: admin.cookie,
      body: { status: 'cancelled' },
    });
    expect(byAdmin.json()).toMatchObject({ paymentStatus: 'refunded', refundAmount: 85 });
    for (const { id } of [declined, cancelledByCoach, cancelledByAdmin]) expect(await refundsOf(id)).toEqual([{ amountCents: 8_500 }]);
  });

  it('a Strict request the coach never confirmed, expiring at its start', async () => {
    const coach = await coachWith('strict');
    const start = '2030-01-08T16:00:00.000Z';
    const { id } = await paidBooking(coach, start);
    t.clock.now = new Date(start);
    await t.app.jobs.runDueJobs(t.clock.now, { bookingIds: [id] });
    const [row] = await t.db
      .select({ status: bookings.status, paymentStatus: bookings.paymentStatus, refundCents: bookings.refundCents })
      .from(bookings)
      .where(eq(bookings.id, id));
    expect(row).toEqual({ status: 'cancelled', paymentStatus: 'refunded', refundCents: 8_500 });
  });
});

describe('who may cancel', () => {
  it('only the booking’s client, its coach and admins; others are told it does not exist', async () => {
    const coach = await coachWith('flexible');
    const { id } = await paidBooking(coach, '2030-01-23T12:00:00.000Z');
    const otherClient = await signIn(t);
    const otherCoach = await coachWith('flexible');
    for (const cookie of [otherClient.cookie, otherCoach.cookie])
      expect(
        (await callEndpoint(t.app, api.updateBookingStatus, { params: { id }, cookie, body: { status: 'cancelled' } })).statusCode,
      ).toBe(404);
    expect(await refundsOf(id)).toEqual([]);
  });
});
