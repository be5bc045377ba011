import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { coachProfiles, users } from '../../db/schema.js';
import { callEndpoint, call, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { type SignedIn, signIn } from '../../test-support/sign-in.js';
import { insertSpecialization } from '../../test-support/coaches.js';
import { VALID_BIO, validProfileBody } from '../../test-support/coach-profile.js';
import * as api from '../../../shared/api/api-routes.generated.js';

let t: TestApp;
let sleepId: number;
let stressId: number;
beforeAll(async () => {
  t = await createTestApp();
  sleepId = await insertSpecialization(t.database.db, 'Sleep', 'indigo');
  stressId = await insertSpecialization(t.database.db, 'Stress', 'teal');
});
afterAll(async () => {
  await t.close();
});

const coach = (first = 'Elena', last = 'Rivers') => signIn(t, { role: 'coach', firstName: first, lastName: last });

describe('access', () => {
  it('answers 401 to visitors and 403 to clients on every coach-profile route', async () => {
    const client = await signIn(t, { role: 'client' });
    for (const [method, url, body] of [
      ['POST', '/api/coaches', validProfileBody()],
      ['GET', '/api/coaches/me', undefined],
      ['PUT', '/api/coaches/me', {}],
    ] as const) {
      expect((await call(t.app, method, url, undefined, body)).statusCode).toBe(401);
      const forbidden = await call(t.app, method, url, client.cookie, body);
      expect(forbidden.statusCode).toBe(403);
    }
  });

  it('routes /api/coaches/me to the own profile, not to the public /api/coaches/:id', async () => {
    const c = await coach();
    const response = await callEndpoint(t.app, api.getCoachMe, { cookie: c.cookie });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Coach profile not found');
    // The public route would say "The coach you're looking for..." for a non-numeric id.
    expect((await callEndpoint(t.app, api.getCoach, { params: { id: 'abc' } })).json().message).toMatch(/doesn't exist/);
  });
});

describe('POST /api/coaches', () => {
  it('creates the profile (201), copies the account names, and lists the coach once an admin approves', async () => {
    const c = await coach('Elena', 'Rivers');
    const response = await callEndpoint(t.app, api.createCoachProfile, {
      cookie: c.cookie,
      invalidBody: validProfileBody({
        specializationIds: [stressId, sleepId],
        firstName: 'Forged',
        email: 'forged@example.com',
        socialLink: 'https://calm.example.com',
        calendarSyncEnabled: true,
        calendarType: 'ical',
      }),
    });
    expect(response.statusCode).toBe(201);
    const me = response.json();
    expect(me).toMatchObject({
      userId: c.id,
      firstName: 'Elena',
      lastName: 'Rivers',
      bio: VALID_BIO,
      hourlyRate: 75,
      sessionLength: 60,
      socialLink: 'https://calm.example.com',
      businessName: null,
      certifications: 'MBSR teacher',
      specializations: [
        { id: sleepId, name: 'Sleep', colorClass: 'indigo' },
        { id: stressId, name: 'Stress', colorClass: 'teal' },
      ],
      availableDays: ['monday', 'wednesday', 'friday'],
      availableFrom: '09:00',
      availableTo: '17:00',
      timeZone: 'Europe/Berlin',
      planType: 'free',
      isFoundingCoach: true,
      calendarSyncEnabled: true,
      calendarType: 'ical',
      calendarFeedUrl: null,
      acceptedTerms: true,
      profileImage: null,
    });
    expect(me.email).toMatch(/@example\.com$/);
    expect(me.email).not.toBe('forged@example.com');
    expect(Object.keys(me).sort()).toEqual(
      [
        'id',
        'userId',
        'firstName',
        'lastName',
        'email',
        'profileImage',
        'businessName',
        'bio',
        'hourlyRate',
        'sessionLength',
        'socialLink',
        'certifications',
        'specializations',
        'availableDays',
        'availableFrom',
        'availableTo',
        'timeZone',
        'planType',
        'isFoundingCoach',
        'calendarSyncEnabled',
        'calendarType',
        'calendarFeedUrl',
        'acceptedTerms',
        'cancellationPolicy',
        'coachingLanguages',
        'listingStatus',
        'listingReason',
      ].sort(),
    );
    const [user] = await t.database.db.select({ bio: users.bio }).from(users).where(eq(users.id, c.id));
    expect(user?.bio).toBe(VALID_BIO);

    expect(me).toMatchObject({ listingStatus: 'under_review', listingReason: null });
    const listedIds = async () =>
      (await callEndpoint(t.app, api.listCoaches, { query: { pageSize: '50' } })).json().coaches.map((x: { id: number }) => x.id);
    expect(await listedIds()).not.toContain(me.id);
    expect((await callEndpoint(t.app, api.getCoachMe, { cookie: c.cookie })).json()).toEqual(me);

    // docs/product/vetting.md: listed once an admin approves.
    const admin = await signIn(t, { role: 'admin' });
    expect((await callEndpoint(t.app, api.approveVettingCoach, { params: { id: me.id }, cookie: admin.cookie })).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await listedIds()).toContain(me.id));
  });

  it('updates on a second post (200), parsing availableDays sent as a JSON string by the Pro step', async () => {
    const c = await coach();
    const first = await callEndpoint(t.app, api.createCoachProfile, {
      cookie: c.cookie,
      invalidBody: validProfileBody({ specializationIds: [sleepId] }),
    });
    const proStep = validProfileBody({
      availableDays: JSON.stringify(['tuesday', 'thursday']),
      businessName: 'Still Waters',
      planType: 'pro',
    });
    delete proStep['specializationIds'];
    const second = await callEndpoint(t.app, api.createCoachProfile, { cookie: c.cookie, invalidBody: proStep });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ id: first.json().id, availableDays: ['tuesday', 'thursday'], businessName: 'Still Waters' });
    // Omitting specializationIds keeps the ones chosen before.
    expect(second.json().specializations.map((s: { id: number }) => s.id)).toEqual([sleepId]);
    const rows = await t.database.db.select({ id: coachProfiles.id }).from(coachProfiles).where(eq(coachProfiles.userId, c.id));
    expect(rows).toHaveLength(1);
  });

  it('never activates Pro from a forged planType', async () => {
    const c = await coach();
    const response = await callEndpoint(t.app, api.createCoachProfile, {
      cookie: c.cookie,
      invalidBody: validProfileBody({ planType: 'pro' }),
    });
    expect(response.json().planType).toBe('free');
    expect((await callEndpoint(t.app, api.getCoachMe, { cookie: c.cookie })).json().planType).toBe('free');
  });

  it('stores no calendar type while sync is off', async () => {
    const c = await coach();
    const response = await callEndpoint(t.app, api.createCoachProfile, {
      cookie: c.cookie,
      invalidBody: validProfileBody({ calendarSyncEnabled: false, calendarType: 'google' }),
    });
    expect(response.json().calendarType).toBeNull();
  });

  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ['rate below 1', { hourlyRate: 0.5 }, 'hourlyRate', 'Hourly rate must be at least $1'],
    ['rate of 1000', { hourlyRate: 1000 }, 'hourlyRate', 'Hourly rate must be less than $1000'],
    ['session of 10 minutes', { sessionLength: 10 }, 'sessionLength', 'Session length must be at least 15 minutes'],
    ['session over 4 hours', { sessionLength: 241 }, 'sessionLength', 'Session length cannot exceed 4 hours'],
    ['short bio', { bio: 'Too short.' }, 'bio', 'Your bio should be at least 250 characters'],
    ['long bio', { bio: 'x'.repeat(1001) }, 'bio', 'Your bio cannot exceed 1000 characters'],
    ['blank-padded bio', { bio: ` ${'x'.repeat(240)} ` + ' '.repeat(20) }, 'bio', 'Your bio should be at least 250 characters'],
    ['long business name', { businessName: 'b'.repeat(101) }, 'businessName', 'Business name must be at most 100 characters'],
    ['link without scheme', { socialLink: 'calm.example.com' }, 'socialLink', 'If provided, URL must start with http:// or https://'],
    ['javascript link', { socialLink: 'javascript:alert(1)' }, 'socialLink', 'If provided, URL must start with http:// or https://'],
    ['long link', { socialLink: `https://e.com/${'a'.repeat(250)}` }, 'socialLink', 'URL must be at most 255 characters'],
    ['one day', { availableDays: ['monday'] }, 'availableDays', 'Select at least 2 days of availability'],
    ['the same day twice', { availableDays: ['monday', 'monday'] }, 'availableDays', 'Select at least 2 days of availability'],
    ['one day as JSON', { availableDays: '["monday"]' }, 'availableDays', 'Select at least 2 days of availability'],
    ['days as broken JSON', { availableDays: '[monday' }, 'availableDays', 'Select at least 2 days of availability'],
    ['unknown weekday', { availableDays: ['monday', 'funday'] }, 'availableDays.1', 'Select at least 2 days of availability'],
    ['no start', { availableFrom: '' }, 'availableFrom', 'Select a start time'],
    ['start off the grid', { availableFrom: '09:10' }, 'availableFrom', 'Select a start time'],
    ['no end', { availableTo: '' }, 'availableTo', 'Select an end time'],
    ['end before start', { availableFrom: '17:00', availableTo: '09:00' }, 'availableTo', 'Select an end time'],
    ['end equal to start', { availableFrom: '09:00', availableTo: '09:00' }, 'availableTo', 'Select an end time'],
    ['terms not accepted', { acceptedTerms: false }, 'acceptedTerms', 'You must agree to the terms and conditions'],
    ['unknown time zone', { timeZone: 'Mars/Olympus' }, 'timeZone', 'Select a valid time zone'],
    ['long certifications', { certifications: 'c'.repeat(501) }, 'certifications', 'Certifications must be at most 500 characters'],
  ];
  it.each(invalid)('refuses %s with the spec message', async (_, overrides, field, message) => {
    const c = await coach();
    const response = await callEndpoint(t.app, api.createCoachProfile, { cookie: c.cookie, invalidBody: validProfileBody(overrides) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    expect((await callEndpoint(t.app, api.getCoachMe, { cookie: c.cookie })).statusCode).toBe(404);
  });

  it('refuses unknown specialization ids and unknown fields', async () => {
    const c = await coach();
    const unknown = await callEndpoint(t.app, api.createCoachProfile, {
      cookie: c.cookie,
      invalidBody: validProfileBody({ specializationIds: [sleepId, 999_999] }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.specializationIds).toBe('Select specializations from the list');
    const extra = await callEndpoint(t.app, api.createCoachProfile, {
      cookie: c.cookie,
      invalidBody: validProfileBody({ isFoundingCoach: false }),
    });
    expect(extra.statusCode).toBe(400);
  });

  it('ignores a photo sent along as a large data URL, and accepts nulls for optional fields', async () => {
    const c = await coach();
    const photo = `data:image/jpeg;base64,${Buffer.alloc(2 * 1024 * 1024, 1).toString('base64')}`;
    const response = await callEndpoint(t.app, api.createCoachProfile, {
      cookie: c.cookie,
      invalidBody: validProfileBody({
        profileImage: photo,
        businessName: null,
        socialLink: null,
        certifications: null,
        calendarType: null,
      }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ profileImage: null, businessName: null, socialLink: null, certifications: null });
    const edit = await callEndpoint(t.app, api.editCoachProfile, {
      cookie: c.cookie,
      body: {
        firstName: 'Elena',
        lastName: 'Rivers',
        bio: 'Gentle, practical mindfulness.',
        hourlyRate: 50,
        sessionLength: 60,
        specializationIds: [sleepId],
        profileImage: photo,
      },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().profileImage).toBeNull();
  });

  it('accepts a window running to the end of the day', async () => {
    const c = await coach();
    const response = await callEndpoint(t.app, api.createCoachProfile, {
      cookie: c.cookie,
      invalidBody: validProfileBody({ availableFrom: '18:00', availableTo: '24:00' }),
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('PUT /api/coaches/me', () => {
  let a: SignedIn;
  let b: SignedIn;
  const edit = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Elena',
    lastName: 'Rivers',
    businessName: 'Still Waters',
    bio: 'Gentle, practical mindfulness.',
    hourlyRate: 90,
    sessionLength: 45,
    socialLink: 'https://still.example.com',
    profileImage: null,
    certifications: 'MBSR',
    specializationIds: [stressId],
    ...overrides,
  });

  beforeAll(async () => {
    a = await coach('Anna', 'Alpha');
    b = await coach('Bert', 'Beta');
    await callEndpoint(t.app, api.createCoachProfile, { cookie: a.cookie, invalidBody: validProfileBody({}) });
    await callEndpoint(t.app, api.createCoachProfile, { cookie: b.cookie, invalidBody: validProfileBody({ hourlyRate: 60 }) });
  });

  it('404s for a coach without a profile', async () => {
    const c = await coach();
    const response = await callEndpoint(t.app, api.editCoachProfile, { cookie: c.cookie, body: edit() });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Coach profile not found');
  });

  it("changes only the caller's profile and returns CoachMe", async () => {
    const before = (await callEndpoint(t.app, api.getCoachMe, { cookie: b.cookie })).json();
    const response = await callEndpoint(t.app, api.editCoachProfile, { cookie: a.cookie, body: edit() });
    expect(response.statusCode).toBe(200);
    // Every field as sent (a photo in the body is ignored; the ids come back as specializations).
    const { profileImage: _photo, specializationIds: _ids, ...sent } = edit();
    expect(response.json()).toMatchObject({
      userId: a.id,
      ...sent,
      specializations: [{ id: stressId, name: 'Stress', colorClass: 'teal' }],
      planType: 'free',
    });
    expect((await callEndpoint(t.app, api.getCoachMe, { cookie: b.cookie })).json()).toEqual(before);
    expect(before).toMatchObject({ userId: b.id, firstName: 'Bert', hourlyRate: 60 });
  });

  it('ignores a foreign profileImage and keeps the current one', async () => {
    const photo = '/api/images/00000000-0000-4000-8000-000000000001';
    await t.database.db.update(users).set({ profileImage: photo }).where(eq(users.id, a.id));
    const foreign = await callEndpoint(t.app, api.editCoachProfile, {
      cookie: a.cookie,
      body: edit({ profileImage: 'https://evil.example.com/x.png' }),
    });
    expect(foreign.json().profileImage).toBe(photo);
    const kept = await callEndpoint(t.app, api.editCoachProfile, { cookie: a.cookie, body: edit({ profileImage: photo }) });
    expect(kept.json().profileImage).toBe(photo);
    const removed = await callEndpoint(t.app, api.editCoachProfile, { cookie: a.cookie, body: edit({ profileImage: null }) });
    expect(removed.json().profileImage).toBeNull();
  });

  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ['short first name', { firstName: 'A' }, 'firstName', 'First name must be at least 2 characters'],
    ['short last name', { lastName: ' B ' }, 'lastName', 'Last name must be at least 2 characters'],
    ['short bio', { bio: 'Too short' }, 'bio', 'Bio must be at least 20 characters'],
    ['long bio', { bio: 'x'.repeat(1001) }, 'bio', 'Your bio cannot exceed 1000 characters'],
    ['rate below 10', { hourlyRate: 9 }, 'hourlyRate', 'Hourly rate must be at least $10'],
    ['rate of 1000', { hourlyRate: 1000 }, 'hourlyRate', 'Hourly rate must be less than $1000'],
    ['short session', { sessionLength: 14 }, 'sessionLength', 'Session length must be at least 15 minutes'],
    ['long session', { sessionLength: 300 }, 'sessionLength', 'Session length cannot exceed 4 hours'],
    ['invalid link', { socialLink: 'not a url' }, 'socialLink', 'Please enter a valid URL'],
    ['no specialization', { specializationIds: [] }, 'specializationIds', 'Please select at least one specialization'],
    ['no language', { coachingLanguages: [] }, 'coachingLanguages', 'Choose at least one language you coach in'],
    ['a language not on the list', { coachingLanguages: ['xx'] }, 'coachingLanguages.0', 'Choose at least one language you coach in'],
  ];
  it.each(invalid)('refuses %s with the spec message', async (_, overrides, field, message) => {
    const response = await callEndpoint(t.app, api.editCoachProfile, { cookie: a.cookie, body: edit(overrides) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });

  it('saves the languages in the list order, and keeps them when left out', async () => {
    const saved = await callEndpoint(t.app, api.editCoachProfile, {
      cookie: a.cookie,
      body: edit({ coachingLanguages: ['es', 'de', 'es'] }),
    });
    expect(saved.json().coachingLanguages).toEqual(['de', 'es']);
    const kept = await callEndpoint(t.app, api.editCoachProfile, { cookie: a.cookie, body: edit() });
    expect(kept.json().coachingLanguages).toEqual(['de', 'es']);
  });

  it('accepts an empty link and refuses unknown specializations', async () => {
    expect(
      (await callEndpoint(t.app, api.editCoachProfile, { cookie: a.cookie, body: edit({ socialLink: '' }) })).json().socialLink,
    ).toBeNull();
    const unknown = await callEndpoint(t.app, api.editCoachProfile, { cookie: a.cookie, body: edit({ specializationIds: [999_999] }) });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('the profile and the onboarding form saved at the same moment', () => {
  // Two tabs, or a retried request: each save is one transaction over the coach's user and
  // profile rows. On PostgreSQL they once took those rows in opposite orders and one of the
  // two could die in a deadlock (a 500); PGlite runs one transaction at a time either way.
  it('saves every one of them', async () => {
    const c = await coach('Dana', 'Delta');
    expect(
      (
        await callEndpoint(t.app, api.createCoachProfile, {
          cookie: c.cookie,
          invalidBody: validProfileBody({ specializationIds: [sleepId] }),
        })
      ).statusCode,
    ).toBe(201);
    const edit = {
      firstName: 'Dana',
      lastName: 'Delta',
      bio: 'Gentle, practical mindfulness.',
      hourlyRate: 80,
      sessionLength: 60,
      specializationIds: [sleepId],
    };
    const saves = await Promise.all(
      Array.from({ length: 12 }, () => [
        callEndpoint(t.app, api.editCoachProfile, { cookie: c.cookie, body: edit }),
        callEndpoint(t.app, api.createCoachProfile, {
          cookie: c.cookie,
          invalidBody: validProfileBody({ specializationIds: [sleepId], hourlyRate: 80 }),
        }),
      ]).flat(),
    );
    expect(saves.map((response) => response.statusCode)).toEqual(saves.map(() => 200));
  });
});
