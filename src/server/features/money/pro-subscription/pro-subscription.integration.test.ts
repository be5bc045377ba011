import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachProfiles } from '../../../db/schema.js';
import { callEndpoint, call, createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { type SignedIn, signIn } from '../../../test-support/sign-in.js';
import { DECLINED_CARD, GOOD_CARD } from '../../../test-support/bookings.js';
import { coachWithProfile, validProfileBody } from '../../../test-support/coach-profile.js';
import * as api from '../../../../shared/api/api-routes.generated.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://stillpoint.example' } });
});
afterAll(async () => {
  await t.close();
});

const CREATE = '/api/coach/create-subscription';
const CONFIRM = '/api/coach/confirm-subscription';

const planOf = async (coach: SignedIn) => (await callEndpoint(t.app, api.getCoachMe, { cookie: coach.cookie })).json().planType;

describe('Pro subscription in test mode', () => {
  it('is for coaches only', async () => {
    const client = await signIn(t, { role: 'client' });
    for (const url of [CREATE, CONFIRM]) {
      expect((await call(t.app, 'POST', url, undefined, {})).statusCode).toBe(401);
      expect((await call(t.app, 'POST', url, client.cookie, {})).statusCode).toBe(403);
    }
  });

  it('needs a coach profile first', async () => {
    const coach = await signIn(t, { role: 'coach' });
    for (const payload of [{}, { testMode: true }]) {
      const response = await callEndpoint(t.app, api.createProSubscription, { cookie: coach.cookie, body: payload });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Coach profile not found');
    }
    const confirm = await callEndpoint(t.app, api.confirmProSubscription, {
      cookie: coach.cookie,
      body: { clientSecret: 'sub_test_x_secret_y', card: GOOD_CARD },
    });
    expect(confirm.statusCode).toBe(404);
  });

  it('returns an opaque client secret, the same one until it is used', async () => {
    const coach = await coachWithProfile(t);
    const first = await callEndpoint(t.app, api.createProSubscription, { cookie: coach.cookie, body: {} });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ clientSecret: expect.stringMatching(/^sub_test_\w+_secret_\w+$/) });
    // The browser may also post without any body.
    const again = await t.app.inject({ method: 'POST', url: CREATE, headers: { cookie: coach.cookie } });
    expect(again.json().clientSecret).toBe(first.json().clientSecret);
    expect(await planOf(coach)).toBe('free');
  });

  it('declines the decline test card and refuses real card numbers, staying free', async () => {
    const coach = await coachWithProfile(t);
    const { clientSecret } = (await callEndpoint(t.app, api.createProSubscription, { cookie: coach.cookie, body: {} })).json();
    const declined = await callEndpoint(t.app, api.confirmProSubscription, {
      cookie: coach.cookie,
      body: { clientSecret, card: DECLINED_CARD },
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe('Your card was declined.');
    const real = await callEndpoint(t.app, api.confirmProSubscription, {
      cookie: coach.cookie,
      body: { clientSecret, card: { ...GOOD_CARD, number: '5555 5555 5555 4444' } },
    });
    expect(real.statusCode).toBe(402);
    expect(real.json().message).toBe('Use a test card number in test mode');
    expect(await planOf(coach)).toBe('free');
  });

  it('activates Pro with the success test card and then shows the calendar feed URL', async () => {
    const coach = await coachWithProfile(t, { profile: { calendarSyncEnabled: true, calendarType: 'google' } });
    expect((await callEndpoint(t.app, api.getCoachMe, { cookie: coach.cookie })).json().calendarFeedUrl).toBeNull();
    const { clientSecret } = (await callEndpoint(t.app, api.createProSubscription, { cookie: coach.cookie, body: {} })).json();
    const confirmed = await callEndpoint(t.app, api.confirmProSubscription, {
      cookie: coach.cookie,
      body: { clientSecret, card: GOOD_CARD },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, planType: 'pro' });
    const me = (await callEndpoint(t.app, api.getCoachMe, { cookie: coach.cookie })).json();
    expect(me.planType).toBe('pro');
    expect(me.calendarFeedUrl).toMatch(/^https:\/\/stillpoint\.example\/api\/calendar\/[\w-]{43,}\.ics$/);
    // Posting the profile again (the Pro step) keeps Pro.
    await callEndpoint(t.app, api.createCoachProfile, {
      cookie: coach.cookie,
      invalidBody: validProfileBody({ planType: 'free', calendarSyncEnabled: true }),
    });
    expect(await planOf(coach)).toBe('pro');
  });

  it("cannot use another coach's client secret, or confirm before starting", async () => {
    const a = await coachWithProfile(t);
    const b = await coachWithProfile(t);
    const notStarted = await callEndpoint(t.app, api.confirmProSubscription, {
      cookie: b.cookie,
      body: { clientSecret: 'sub_test_1_secret_2', card: GOOD_CARD },
    });
    expect(notStarted.statusCode).toBe(409);
    const secretOfA = (await callEndpoint(t.app, api.createProSubscription, { cookie: a.cookie, body: {} })).json().clientSecret;
    await callEndpoint(t.app, api.createProSubscription, { cookie: b.cookie, body: {} });
    const stolen = await callEndpoint(t.app, api.confirmProSubscription, {
      cookie: b.cookie,
      body: { clientSecret: secretOfA, card: GOOD_CARD },
    });
    expect(stolen.statusCode).toBe(409);
    expect(await planOf(a)).toBe('free');
    expect(await planOf(b)).toBe('free');
  });

  it('activates Pro without payment through the test-mode skip', async () => {
    const coach = await coachWithProfile(t);
    const response = await callEndpoint(t.app, api.createProSubscription, { cookie: coach.cookie, body: { testMode: true } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, planType: 'pro' });
    expect(await planOf(coach)).toBe('pro');
    const [row] = await t.database.db
      .select({ plan: coachProfiles.planType })
      .from(coachProfiles)
      .where(eq(coachProfiles.userId, coach.id));
    expect(row?.plan).toBe('pro');
  });

  it('refuses unknown fields', async () => {
    const coach = await coachWithProfile(t);
    expect(
      (await callEndpoint(t.app, api.createProSubscription, { cookie: coach.cookie, invalidBody: { planType: 'pro' } })).statusCode,
    ).toBe(400);
    expect(await planOf(coach)).toBe('free');
  });
});
