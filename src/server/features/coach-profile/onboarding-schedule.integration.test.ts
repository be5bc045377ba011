// Onboarding can send the coach's weekly windows and booking settings along
// with the profile (docs/decisions/0045-availability-editor.md); without them
// the rules still follow the days-and-hours fields (record 0044).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES } from '../../../shared/schemas/schedule.js';
import { validProfileBody } from '../../test-support/coach-profile.js';
import { signIn } from '../../test-support/sign-in.js';
import { callEndpoint, createTestApp, type TestApp } from '../../test-support/test-app.js';
import * as api from '../../../shared/api/api-routes.generated.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const split = [
  { weekday: 'monday', start: '07:00', end: '09:00' },
  { weekday: 'monday', start: '18:00', end: '21:00' },
  { weekday: 'thursday', start: '10:00', end: '12:00' },
];
const onboardingSchedule = {
  // The profile's zone wins over the schedule's own.
  timeZone: 'UTC',
  weeklyRules: split,
  bufferBeforeMinutes: 10,
  bufferAfterMinutes: 15,
  minNoticeMinutes: 24 * 60,
  horizonDays: 30,
  maxSessionsPerDay: 3,
};
// The legacy fields as the form derives them from the windows.
const legacy = { availableDays: ['monday', 'thursday'], availableFrom: '07:00', availableTo: '21:00' };

const coach = () => signIn(t, { role: 'coach' });
const scheduleOf = async (cookie: string) => (await callEndpoint(t.app, api.getCoachSchedule, { cookie })).json().schedule;

describe('POST /api/coaches with a schedule', () => {
  it('stores the weekly windows and settings in the profile’s zone', async () => {
    const c = await coach();
    const response = await callEndpoint(t.app, api.createCoachProfile, {
      cookie: c.cookie,
      invalidBody: validProfileBody({ ...legacy, schedule: onboardingSchedule }),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await scheduleOf(c.cookie)).toEqual({
      ...onboardingSchedule,
      timeZone: 'Europe/Berlin',
      dateOverrides: [],
      timeOff: [],
    });
  });

  it('keeps those windows when the Pro step posts the profile again, and keeps dates and time off set since', async () => {
    const c = await coach();
    await callEndpoint(t.app, api.createCoachProfile, {
      cookie: c.cookie,
      invalidBody: validProfileBody({ ...legacy, schedule: onboardingSchedule }),
    });
    const saved = await scheduleOf(c.cookie);
    const dates = {
      dateOverrides: [{ date: '2030-01-08', windows: [] }],
      timeOff: [{ start: '2030-02-01T00:00', end: '2030-02-03T00:00' }],
    };
    expect((await callEndpoint(t.app, api.replaceCoachSchedule, { cookie: c.cookie, body: { ...saved, ...dates } })).statusCode).toBe(200);
    const again = await callEndpoint(t.app, api.createCoachProfile, {
      cookie: c.cookie,
      invalidBody: validProfileBody({
        ...legacy,
        availableDays: JSON.stringify(legacy.availableDays),
        planType: 'pro',
        schedule: onboardingSchedule,
      }),
    });
    expect(again.statusCode).toBe(200);
    expect(await scheduleOf(c.cookie)).toEqual({ ...saved, ...dates });
  });

  it('keeps the windows sent even when the hours fields change and the windows do not', async () => {
    const c = await coach();
    await callEndpoint(t.app, api.createCoachProfile, {
      cookie: c.cookie,
      invalidBody: validProfileBody({ ...legacy, schedule: onboardingSchedule }),
    });
    // Hours the legacy trigger would otherwise turn into plain rules.
    const response = await callEndpoint(t.app, api.createCoachProfile, {
      cookie: c.cookie,
      invalidBody: validProfileBody({
        availableDays: ['tuesday', 'friday'],
        availableFrom: '08:00',
        availableTo: '10:00',
        schedule: onboardingSchedule,
      }),
    });
    expect(response.statusCode).toBe(200);
    expect((await scheduleOf(c.cookie)).weeklyRules).toEqual(split);
  });

  it('refuses overlapping windows with the editor’s message and stores nothing', async () => {
    const c = await coach();
    const overlapping = [...split, { weekday: 'monday', start: '08:30', end: '10:00' }];
    const response = await callEndpoint(t.app, api.createCoachProfile, {
      cookie: c.cookie,
      invalidBody: validProfileBody({ ...legacy, schedule: { ...onboardingSchedule, weeklyRules: overlapping } }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Windows on Monday overlap: 07:00–09:00 and 08:30–10:00');
    expect((await callEndpoint(t.app, api.getCoachMe, { cookie: c.cookie })).statusCode).toBe(404);
    const late = await callEndpoint(t.app, api.createCoachProfile, {
      cookie: c.cookie,
      invalidBody: validProfileBody({ ...legacy, schedule: { ...onboardingSchedule, horizonDays: 90 } }),
    });
    expect(late.json().message).toBe(SCHEDULE_MESSAGES.horizon);
  });

  it('without a schedule, derives the rules from the days and hours as before', async () => {
    const c = await coach();
    await callEndpoint(t.app, api.createCoachProfile, {
      cookie: c.cookie,
      invalidBody: validProfileBody({ availableDays: ['monday', 'wednesday'], availableFrom: '09:00', availableTo: '17:00' }),
    });
    expect((await scheduleOf(c.cookie)).weeklyRules).toEqual([
      { weekday: 'monday', start: '09:00', end: '17:00' },
      { weekday: 'wednesday', start: '09:00', end: '17:00' },
    ]);
  });
});
