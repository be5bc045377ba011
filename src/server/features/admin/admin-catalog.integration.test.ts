// Specializations created and edited by admins reach the public list, and the
// admin coach list shows every coach with their figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEndpoint, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { type SignedIn, signIn } from '../../test-support/sign-in.js';
import { insertClient, insertCoach, insertCoachesInBulk, insertSpecialization } from '../../test-support/coaches.js';
import { insertReview } from '../../test-support/bookings.js';
import * as api from '../../../shared/api/api-routes.generated.js';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, { role: 'admin' });
});
afterAll(() => t.close());
const valid = { name: 'Breathwork', description: 'Guided breathing for calm and focus.', iconName: '🌬️', colorClass: 'blue' };

describe('specializations', () => {
  it('creates one that the public list shows at once', async () => {
    const created = await callEndpoint(t.app, api.createSpecialization, { cookie: admin.cookie, invalidBody: valid });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ ...valid, coachCount: 0 });
    const publicList = (await callEndpoint(t.app, api.listSpecializations)).json();
    expect(publicList.map((s: { name: string }) => s.name)).toContain('Breathwork');
  });

  it('refuses a duplicate name whatever its case', async () => {
    const response = await callEndpoint(t.app, api.createSpecialization, {
      cookie: admin.cookie,
      invalidBody: { ...valid, name: '  BREATHWORK ' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'A specialization with this name already exists.',
      errors: { name: 'A specialization with this name already exists.' },
    });
  });

  it('checks the colour, lengths and icon', async () => {
    const colour = await callEndpoint(t.app, api.createSpecialization, {
      cookie: admin.cookie,
      invalidBody: { ...valid, name: 'Colourful', colorClass: 'red' },
    });
    expect(colour.statusCode).toBe(400);
    expect(colour.json().message).toBe('Choose one of: indigo, green, amber, purple, blue, pink.');
    for (const bad of [
      { name: 'A' },
      { name: 'x'.repeat(61) },
      { description: 'too short' },
      { description: 'x'.repeat(301) },
      { iconName: '' },
      { iconName: 'ninechars' },
    ]) {
      const response = await callEndpoint(t.app, api.createSpecialization, {
        cookie: admin.cookie,
        invalidBody: { ...valid, name: 'Fine name', ...bad },
      });
      expect([bad, response.statusCode]).toEqual([bad, 400]);
    }
    const emoji = await callEndpoint(t.app, api.createSpecialization, {
      cookie: admin.cookie,
      invalidBody: { ...valid, name: 'Family', iconName: '👨‍👩‍👧‍👦' },
    });
    expect(emoji.statusCode, emoji.body).toBe(201);
  });

  it('edits part of one with the same rules', async () => {
    const created = (
      await callEndpoint(t.app, api.createSpecialization, { cookie: admin.cookie, invalidBody: { ...valid, name: 'Sleep Rest' } })
    ).json();
    const edited = await callEndpoint(t.app, api.updateSpecialization, {
      params: { id: created.id },
      cookie: admin.cookie,
      body: {
        description: 'Wind down and sleep better tonight.',
        colorClass: 'purple',
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      id: created.id,
      name: 'Sleep Rest',
      description: 'Wind down and sleep better tonight.',
      colorClass: 'purple',
    });

    expect(
      (
        await callEndpoint(t.app, api.updateSpecialization, {
          params: { id: created.id },
          cookie: admin.cookie,
          body: { name: 'breathwork' },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await callEndpoint(t.app, api.updateSpecialization, {
          params: { id: String(created.id) },
          cookie: admin.cookie,
          invalidBody: { colorClass: 'teal' },
        })
      ).json().message,
    ).toBe('Choose one of: indigo, green, amber, purple, blue, pink.');
    expect(
      (await callEndpoint(t.app, api.updateSpecialization, { params: { id: created.id }, cookie: admin.cookie, body: {} })).statusCode,
    ).toBe(400);
    expect(
      (
        await callEndpoint(t.app, api.updateSpecialization, {
          params: { id: '999999' },
          cookie: admin.cookie,
          body: { colorClass: 'green' },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('coaches', () => {
  it('lists every coach, listable or not, with rating, reviews and bookings', async () => {
    const rated = await insertCoach(t.database.db, { user: { firstName: 'Rita', lastName: 'Rated' }, profile: { planType: 'pro' } });
    const hidden = await insertCoach(t.database.db, {
      user: { firstName: 'Hal', lastName: 'Hidden', isActive: false },
      profile: { isFoundingCoach: false, listingStatus: 'unlisted' },
    });
    const clientId = await insertClient(t.database.db);
    await insertReview(t.database.db, { coachId: rated.id, clientId, rating: 5 });
    await insertReview(t.database.db, { coachId: rated.id, clientId, rating: 4 });

    const list = (await callEndpoint(t.app, api.listAdminCoaches, { cookie: admin.cookie })).json();
    expect(list).toMatchObject({ total: 2, page: 1, totalPages: 1 });
    const byId = new Map(list.coaches.map((c: { id: number }) => [c.id, c]));
    expect(byId.get(rated.id)).toMatchObject({
      userId: rated.userId,
      name: 'Rita Rated',
      planType: 'pro',
      isFoundingCoach: true,
      rating: 4.5,
      reviewCount: 2,
      bookings: 2,
      isActive: true,
      listingStatus: 'approved',
    });
    expect(byId.get(hidden.id)).toMatchObject({
      name: 'Hal Hidden',
      planType: 'free',
      isFoundingCoach: false,
      rating: null,
      reviewCount: 0,
      bookings: 0,
      isActive: false,
      listingStatus: 'unlisted',
    });
    expect(list.coaches[0].email).toMatch(/@example\.com$/);

    const searched = (await callEndpoint(t.app, api.listAdminCoaches, { query: { q: 'hidden' }, cookie: admin.cookie })).json();
    expect(searched.coaches.map((c: { id: number }) => c.id)).toEqual([hidden.id]);
  });
});

describe('list costs', () => {
  it('reads a page of coaches or users in the same number of statements whatever its size', async () => {
    const counting = await createTestApp({ countQueries: true });
    try {
      const cookie = (await signIn(counting, { role: 'admin' })).cookie;
      await insertCoachesInBulk(counting.db, 40, await insertSpecialization(counting.db, 'Bulk'));
      const statements = async (url: string) => {
        counting.queries.length = 0;
        const response = await counting.app.inject({ method: 'GET', url, headers: { cookie } });
        expect(response.statusCode).toBe(200);
        return counting.queries.length;
      };
      expect(await statements('/api/admin/coaches?pageSize=40')).toBe(await statements('/api/admin/coaches?pageSize=2'));
      expect(await statements('/api/admin/users?pageSize=40')).toBe(await statements('/api/admin/users?pageSize=2'));
    } finally {
      await counting.close();
    }
  });
});
