// Payout set-up in test mode (no Stripe keys): the stand-in for Stripe's
// onboarding leads to each state, the state is read back from the gateway on
// return, and coaches stay listed whatever their payout state.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYOUT_MESSAGES } from '../../../../shared/schemas/payouts.js';
import { coachPayoutAccounts, testPayoutAccounts } from '../../../db/schema.js';
import { useAppWithCoach } from '../../../test-support/app-with-coach.js';
import { coachWithSession, type TestCoach } from '../../../test-support/coaches.js';
import { callEndpoint, call, type TestApp } from '../../../test-support/test-app.js';
import * as api from '../../../../shared/api/api-routes.generated.js';

let t: TestApp;
let coach: TestCoach;
useAppWithCoach({}, (setup) => ({ t, coach } = setup));
const refresh = (cookie: string, url = '/api/coach/payouts/refresh') => call(t.app, 'POST', url, cookie);

async function standInLink(cookie: string): Promise<string> {
  const link = await callEndpoint(t.app, api.createPayoutOnboardingLink, { cookie });
  expect(link.statusCode).toBe(200);
  const url: string = link.json().url;
  expect(url).toMatch(/^\/payouts\/test-onboarding\/[\w-]+$/);
  return url.split('/').pop() ?? '';
}

async function onboardWith(outcome: 'complete' | 'pending' | 'missing') {
  const fresh = await coachWithSession(t);
  const token = await standInLink(fresh.cookie);
  const chosen = await callEndpoint(t.app, api.completeTestOnboarding, {
    params: { token },
    cookie: fresh.cookie,
    body: { outcome: outcome },
  });
  expect(chosen.statusCode).toBe(200);
  expect(chosen.json()).toEqual({ returnUrl: '/coach/payouts/return' });
  return fresh;
}

describe('payouts in test mode', () => {
  it('starts as not started, says coaches stay listed, and the coach is listed', async () => {
    const before = await callEndpoint(t.app, api.getPayoutAccount, { cookie: coach.cookie });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      state: 'not_started',
      provider: 'test',
      requiredForListing: false,
      started: false,
      requirementsDue: [],
    });
    expect((await callEndpoint(t.app, api.getCoach, { params: { id: coach.id } })).statusCode).toBe(200);
  });

  it('"Complete verification" enables payouts once the coach is back', async () => {
    const fresh = await onboardWith('complete');
    // The choice is with the gateway; the app's copy changes only when it asks.
    expect((await callEndpoint(t.app, api.getPayoutAccount, { cookie: fresh.cookie })).json().state).toBe('not_started');
    const back = await callEndpoint(t.app, api.refreshPayoutAccount, { cookie: fresh.cookie });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ state: 'enabled', started: true, requirementsDue: [] });
    expect((await callEndpoint(t.app, api.getPayoutAccount, { cookie: fresh.cookie })).json().state).toBe('enabled');
  });

  it('"Leave details missing" restricts the account and lists what is missing in words', async () => {
    const fresh = await onboardWith('missing');
    expect((await callEndpoint(t.app, api.refreshPayoutAccount, { cookie: fresh.cookie })).json()).toMatchObject({
      state: 'restricted',
      requirementsDue: ['A bank account for your payouts', 'Your date of birth'],
    });
  });

  it('"Submit for verification" leaves the account pending', async () => {
    const fresh = await onboardWith('pending');
    expect((await callEndpoint(t.app, api.refreshPayoutAccount, { cookie: fresh.cookie })).json()).toMatchObject({
      state: 'pending',
      requirementsDue: [],
    });
  });

  it('a coach who leaves the stand-in without choosing still has to set up payouts', async () => {
    const fresh = await coachWithSession(t);
    await standInLink(fresh.cookie);
    expect((await callEndpoint(t.app, api.refreshPayoutAccount, { cookie: fresh.cookie })).json()).toMatchObject({
      state: 'not_started',
      started: true,
    });
  });

  it('ignores any state the browser puts in the return address', async () => {
    const fresh = await coachWithSession(t);
    await standInLink(fresh.cookie);
    const back = await refresh(fresh.cookie, '/api/coach/payouts/refresh?state=enabled&payouts_enabled=true');
    expect(back.json().state).toBe('not_started');
  });

  it('a link works once; a new link replaces the old one and keeps the same account', async () => {
    const fresh = await coachWithSession(t);
    const first = await standInLink(fresh.cookie);
    const second = await standInLink(fresh.cookie);
    expect((await callEndpoint(t.app, api.getTestOnboardingLink, { params: { token: first }, cookie: fresh.cookie })).json().message).toBe(
      PAYOUT_MESSAGES.linkUnknown,
    );
    const shown = await callEndpoint(t.app, api.getTestOnboardingLink, { params: { token: second }, cookie: fresh.cookie });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().returnUrl).toBe('/coach/payouts/return');

    expect(
      (
        await callEndpoint(t.app, api.completeTestOnboarding, {
          params: { token: second },
          cookie: fresh.cookie,
          body: { outcome: 'complete' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await callEndpoint(t.app, api.completeTestOnboarding, {
          params: { token: second },
          cookie: fresh.cookie,
          body: { outcome: 'missing' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await callEndpoint(t.app, api.refreshPayoutAccount, { cookie: fresh.cookie })).json().state).toBe('enabled');
  });

  it('a coach whose test-mode account is gone starts again instead of meeting an error', async () => {
    const fresh = await onboardWith('complete');
    expect((await callEndpoint(t.app, api.refreshPayoutAccount, { cookie: fresh.cookie })).json().state).toBe('enabled');
    const [before] = await t.db.select().from(coachPayoutAccounts).where(eq(coachPayoutAccounts.coachId, fresh.id));
    // The gateway's own record disappears (a wiped test database), the app's copy stays.
    await t.db.delete(testPayoutAccounts);

    const back = await callEndpoint(t.app, api.refreshPayoutAccount, { cookie: fresh.cookie });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ state: 'not_started', started: false });

    // A new link makes a new account, and that one can be completed.
    const token = await standInLink(fresh.cookie);
    const [after] = await t.db.select().from(coachPayoutAccounts).where(eq(coachPayoutAccounts.coachId, fresh.id));
    expect(after?.accountId).toBeDefined();
    expect(after?.accountId).not.toBe(before?.accountId);
    expect(
      (await callEndpoint(t.app, api.completeTestOnboarding, { params: { token }, cookie: fresh.cookie, body: { outcome: 'complete' } }))
        .statusCode,
    ).toBe(200);
    expect((await callEndpoint(t.app, api.refreshPayoutAccount, { cookie: fresh.cookie })).json().state).toBe('enabled');
  });

  it('a new link for an account the gateway no longer knows makes a new account', async () => {
    const fresh = await coachWithSession(t);
    await standInLink(fresh.cookie);
    await t.db.delete(testPayoutAccounts);
    const token = await standInLink(fresh.cookie);
    expect((await callEndpoint(t.app, api.getTestOnboardingLink, { params: { token }, cookie: fresh.cookie })).statusCode).toBe(200);
  });

  it("another coach cannot use or see a coach's link", async () => {
    const owner = await coachWithSession(t);
    const token = await standInLink(owner.cookie);
    expect((await callEndpoint(t.app, api.getTestOnboardingLink, { params: { token }, cookie: coach.cookie })).statusCode).toBe(404);
    expect(
      (await callEndpoint(t.app, api.completeTestOnboarding, { params: { token }, cookie: coach.cookie, body: { outcome: 'complete' } }))
        .statusCode,
    ).toBe(404);
    expect((await callEndpoint(t.app, api.refreshPayoutAccount, { cookie: owner.cookie })).json().state).toBe('not_started');
  });

  it('refuses an unknown outcome with a clear message and keeps the link', async () => {
    const fresh = await coachWithSession(t);
    const token = await standInLink(fresh.cookie);
    expect(
      (
        await callEndpoint(t.app, api.completeTestOnboarding, {
          params: { token: String(token) },
          cookie: fresh.cookie,
          invalidBody: { outcome: 'enabled' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await callEndpoint(t.app, api.getTestOnboardingLink, { params: { token }, cookie: fresh.cookie })).statusCode).toBe(200);
  });
});
