import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { call, callEndpoint, type EndpointCallArgs, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { insertClient, insertCoach, insertCoachesInBulk, insertSpecialization } from '../../test-support/coaches.js';
import { insertBooking, insertReview } from '../../test-support/bookings.js';
import * as api from '../../../shared/api/api-routes.generated.js';
import type { ApiRoute, EndpointSpec } from '../../../shared/api/endpoint.js';
import type { LightMyRequestResponse } from 'fastify';
import type { TCoachListQuery } from '../../../shared/schemas/coaches.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ countQueries: true });
});
afterAll(async () => {
  await t.close();
});

async function answerOf(request: Promise<LightMyRequestResponse>) {
  const response = await request;
  return { status: response.statusCode, body: response.json() };
}
const get = <E extends EndpointSpec>(route: ApiRoute<E>, ...input: EndpointCallArgs<E>) => answerOf(callEndpoint(t.app, route, ...input));

const NOT_FOUND = "The coach you're looking for doesn't exist or has been removed.";
// Wednesday 2030-01-09, 08:00 UTC.
const WEDNESDAY_8AM = new Date('2030-01-09T08:00:00Z');
const at = (iso: string) => new Date(iso);
const noReply = { coachReply: null, coachRepliedAt: null };
const ids = (body: { coaches: { id: number }[] }) => body.coaches.map((c) => c.id);

describe('GET /api/coaches/:id and the Coach shape', () => {
  // Stored as written and returned unchanged.
  const profileAsStored = {
    sessionLength: 45,
    certifications: 'MBSR teacher',
    yearsExperience: 7,
    planType: 'pro',
    businessName: 'Rivers Mindfulness',
    socialLink: 'https://example.com/maya',
    timeZone: 'Europe/Berlin',
    isFoundingCoach: false,
  } as const;
  let coachId: number;
  let userId: number;
  let sleep: number;
  let resilience: number;

  beforeAll(async () => {
    sleep = await insertSpecialization(t.db, 'Sleep & Restoration', 'green');
    resilience = await insertSpecialization(t.db, 'Emotional Resilience', 'indigo');
    ({ id: coachId, userId } = await insertCoach(t.db, {
      user: { firstName: 'Maya', lastName: 'Rivers', bio: 'Calm is a skill.', profileImage: '/api/images/abc' },
      profile: { hourlyRateCents: 8_550, ...profileAsStored },
      specializationIds: [sleep, resilience],
    }));
    const [a, b, c, d] = [await insertClient(t.db), await insertClient(t.db), await insertClient(t.db), await insertClient(t.db)];
    if (!a || !b || !c || !d) throw new Error('clients');
    // Ratings 5, 4, 4 -> 4.33 -> 4.3. Every review sits on a completed booking.
    await insertReview(t.db, { coachId, clientId: a, rating: 5 });
    await insertReview(t.db, { coachId, clientId: b, rating: 4 });
    await insertReview(t.db, { coachId, clientId: a, rating: 4 });
    // Neither a cancelled nor an upcoming session counts as a client helped.
    await insertBooking(t.db, { coachId, clientId: c, start: at('2029-05-01T10:00:00Z'), status: 'cancelled' });
    await insertBooking(t.db, { coachId, clientId: d, start: at('2031-05-01T10:00:00Z'), status: 'confirmed' });
  });

  it('returns every field with dollars, the rounded average and distinct completed clients', async () => {
    const { status, body } = await get(api.getCoach, { params: { id: coachId } });
    expect(status).toBe(200);
    expect(body).toEqual({
      id: coachId,
      userId,
      firstName: 'Maya',
      lastName: 'Rivers',
      profileImage: '/api/images/abc',
      hourlyRate: 85.5,
      rating: 4.3,
      reviewCount: 3,
      specializations: [
        { id: resilience, name: 'Emotional Resilience', colorClass: 'indigo' },
        { id: sleep, name: 'Sleep & Restoration', colorClass: 'green' },
      ],
      bio: 'Calm is a skill.',
      clientsHelped: 2,
      ...profileAsStored,
      // Not chosen: the platform default.
      cancellationPolicy: 'flexible',
      // Likewise: English until the coach says otherwise (migration 0037).
      coachingLanguages: ['en'],
    });
  });

  it('shows a coach without reviews with rating 5 and reviewCount 0, and no specializations as []', async () => {
    const { id } = await insertCoach(t.db, { user: { firstName: 'Newly', lastName: 'Listed' } });
    const { body } = await get(api.getCoach, { params: { id } });
    expect(body).toMatchObject({ rating: 5, reviewCount: 0, clientsHelped: 0, specializations: [] });
  });

  it.each(['999999', 'abc', '0', '-1', '1.5', '99999999999'])('answers /api/coaches/%s with 404 and the spec message', async (id) => {
    const { status, body } = await get(api.getCoach, { params: { id } });
    expect(status).toBe(404);
    expect(body.message).toBe(NOT_FOUND);
  });
});

describe('reviews', () => {
  it('lists newest first with first name and last initial only, paged', async () => {
    const { id: coachId } = await insertCoach(t.db);
    const maya = await insertClient(t.db, {
      firstName: 'Maya',
      lastName: 'Castellano',
      email: 'maya.private@example.com',
      profileImage: '/api/images/m',
    });
    const tom = await insertClient(t.db, { firstName: 'Tom', lastName: 'Oduya' });
    const older = await insertReview(t.db, {
      coachId,
      clientId: maya,
      rating: 4,
      comment: 'Helpful.',
      createdAt: at('2029-01-01T10:00:00Z'),
    });
    const newer = await insertReview(t.db, { coachId, clientId: tom, rating: 5, createdAt: at('2029-02-01T10:00:00Z') });

    const { status, body } = await get(api.listPublicCoachReviews, { params: { id: coachId } });
    expect(status).toBe(200);
    expect(body).toEqual([
      { id: newer, clientName: 'Tom O.', clientImage: null, date: '2029-02-01T10:00:00.000Z', rating: 5, comment: null, ...noReply },
      {
        id: older,
        clientName: 'Maya C.',
        clientImage: '/api/images/m',
        date: '2029-01-01T10:00:00.000Z',
        rating: 4,
        comment: 'Helpful.',
        ...noReply,
      },
    ]);
    const text = JSON.stringify(body);
    expect(text).not.toContain('Castellano');
    expect(text).not.toContain('Oduya');
    expect(text).not.toContain('@');

    expect(
      (await get(api.listPublicCoachReviews, { params: { id: coachId }, query: { limit: '1', page: '2' } })).body.map(
        (r: { id: number }) => r.id,
      ),
    ).toEqual([older]);
    expect((await get(api.listPublicCoachReviews, { params: { id: coachId }, query: { limit: '101' } })).status).toBe(400);
  });

  it('answers 404 for an unknown coach', async () => {
    expect((await get(api.listPublicCoachReviews, { params: { id: '999999' } })).status).toBe(404);
  });
});

describe('who is listed', () => {
  it('counts and lists only active coaches with a finished profile', async () => {
    const spec = await insertSpecialization(t.db, 'Listing Rules');
    const empty = await insertSpecialization(t.db, 'Nobody Here Yet');
    const listed = [await insertCoach(t.db, { specializationIds: [spec] }), await insertCoach(t.db, { specializationIds: [spec] })];
    const hidden = [
      await insertCoach(t.db, { user: { isActive: false }, specializationIds: [spec] }),
      await insertCoach(t.db, { profile: { acceptedTerms: false }, specializationIds: [spec] }),
      await insertCoach(t.db, { user: { bio: '   ' }, specializationIds: [spec] }),
      await insertCoach(t.db, { user: { bio: null }, specializationIds: [spec] }),
      await insertCoach(t.db, { profile: { availableDays: [] }, specializationIds: [spec] }),
      await insertCoach(t.db, { profile: { availableFrom: null }, specializationIds: [spec] }),
      await insertCoach(t.db, { profile: { availableTo: null }, specializationIds: [spec] }),
      await insertCoach(t.db, { user: { role: 'client' }, specializationIds: [spec] }),
    ];

    const specs = (await get(api.listSpecializations)).body as { id: number; name: string; coachCount: number }[];
    expect(specs.find((s) => s.id === spec)?.coachCount).toBe(2);
    expect(specs.find((s) => s.id === empty)?.coachCount).toBe(0);
    const names = specs.map((s) => s.name);
    expect(names).toEqual([...names].sort());

    const list = await get(api.listCoaches, { query: { specialty: 'listing rules' } });
    expect(list.body.total).toBe(2);
    expect(list.body.coaches.map((c: { id: number }) => c.id).sort()).toEqual(listed.map((c) => c.id).sort());
    for (const coach of hidden) {
      expect((await get(api.getCoach, { params: { id: coach.id } })).status).toBe(404);
      expect((await get(api.listPublicCoachReviews, { params: { id: coach.id } })).status).toBe(404);
      expect((await get(api.getCoachAvailability, { params: { id: coach.id } })).status).toBe(404);
    }
  });

  it('drops a coach from the directory the moment they are deactivated', async () => {
    const spec = await insertSpecialization(t.db, 'Deactivation');
    const coach = await insertCoach(t.db, { specializationIds: [spec] });
    expect((await get(api.listCoaches, { query: { specialty: 'deactivation' } })).body.total).toBe(1);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, coach.userId));
    expect((await get(api.listCoaches, { query: { specialty: 'deactivation' } })).body.total).toBe(0);
    expect((await get(api.getCoach, { params: { id: coach.id } })).status).toBe(404);
    expect((await get(api.getCoachAvailability, { params: { id: coach.id } })).status).toBe(404);
  });

  it('shows the specialization fields the landing grid reads', async () => {
    const id = await insertSpecialization(t.db, 'Grid Fields', 'amber');
    const spec = ((await get(api.listSpecializations)).body as { id: number }[]).find((s) => s.id === id);
    expect(spec).toEqual({
      id,
      name: 'Grid Fields',
      description: 'Grid Fields description',
      iconName: 'leaf',
      colorClass: 'amber',
      coachCount: 0,
    });
  });
});

describe('GET /api/coaches filters', () => {
  it('applies the price bounds: under 50 < 50 <= 50-100 <= 100 < over 100', async () => {
    const spec = await insertSpecialization(t.db, 'Price Bounds');
    const [r49, r50, r100, r101] = await Promise.all(
      [4_900, 5_000, 10_000, 10_100].map((hourlyRateCents) =>
        insertCoach(t.db, { profile: { hourlyRateCents }, specializationIds: [spec] }),
      ),
    );
    const byPrice = async (price: TCoachListQuery['price']) =>
      ids((await get(api.listCoaches, { query: { specialty: 'price bounds', price } })).body).sort();
    expect(await byPrice('under-50')).toEqual([r49?.id]);
    expect(await byPrice('50-100')).toEqual([r50?.id, r100?.id].sort());
    expect(await byPrice('over-100')).toEqual([r101?.id]);
    expect(await byPrice('any')).toHaveLength(4);
  });

  it('filters by specialty name, case-insensitively, with all meaning no filter', async () => {
    const focus = await insertSpecialization(t.db, 'Focus & Performance (Test)');
    const coach = await insertCoach(t.db, { specializationIds: [focus] });
    const { body } = await get(api.listCoaches, { query: { specialty: 'FOCUS & performance (test)' } });
    expect(ids(body)).toEqual([coach.id]);
    const all = (await get(api.listCoaches, { query: { specialty: 'all', pageSize: '50' } })).body;
    const none = (await get(api.listCoaches, { query: { pageSize: '50' } })).body;
    expect(all.total).toBe(none.total);
    expect((await get(api.listCoaches, { query: { specialty: 'no such thing' } })).body.total).toBe(0);
  });

  it('filters by a language the coach coaches in, refusing one not on the list', async () => {
    const spec = await insertSpecialization(t.db, 'Language Filter');
    const german = await insertCoach(t.db, { profile: { coachingLanguages: ['en', 'de'] }, specializationIds: [spec] });
    const spanish = await insertCoach(t.db, { profile: { coachingLanguages: ['es'] }, specializationIds: [spec] });
    const byLanguage = async (language: TCoachListQuery['language']) =>
      ids((await get(api.listCoaches, { query: { specialty: 'language filter', language } })).body).sort();
    expect(await byLanguage('de')).toEqual([german.id]);
    expect(await byLanguage('es')).toEqual([spanish.id]);
    expect(await byLanguage('en')).toEqual([german.id]);
    expect(await byLanguage('all')).toEqual([german.id, spanish.id].sort());
    expect((await get(api.listCoaches, { query: { language: 'klingon' as never } })).status).toBe(400);
    expect((await get(api.getCoach, { params: { id: spanish.id } })).body.coachingLanguages).toEqual(['es']);
  });

  it('searches the full name and specialization names, case-insensitively, with wildcards taken literally', async () => {
    const somatic = await insertSpecialization(t.db, 'Somatic Searchable');
    const ada = await insertCoach(t.db, { user: { firstName: 'Ada', lastName: 'Lovelace' } });
    const other = await insertCoach(t.db, { user: { firstName: 'Grace', lastName: 'Hopper' }, specializationIds: [somatic] });
    expect(ids((await get(api.listCoaches, { query: { q: 'ada love' } })).body)).toEqual([ada.id]);
    expect(ids((await get(api.listCoaches, { query: { q: '  LOVELACE ' } })).body)).toEqual([ada.id]);
    expect(ids((await get(api.listCoaches, { query: { q: 'somatic search' } })).body)).toEqual([other.id]);
    expect((await get(api.listCoaches, { query: { q: '%' } })).body.total).toBe(0);
    expect((await get(api.listCoaches, { query: { q: '_' } })).body.total).toBe(0);
    expect((await get(api.listCoaches, { query: { q: 'a'.repeat(101) } })).status).toBe(400);
  });

  it('lists Pro coaches first, then by rating, review count and id', async () => {
    const spec = await insertSpecialization(t.db, 'Ordering');
    const make = async (planType: 'free' | 'pro', ratings: number[]) => {
      const coach = await insertCoach(t.db, { profile: { planType }, specializationIds: [spec] });
      for (const rating of ratings) await insertReview(t.db, { coachId: coach.id, clientId: await insertClient(t.db), rating });
      return coach.id;
    };
    const free45few = await make('free', [4, 5]);
    const free5 = await make('free', [5, 5, 5]);
    const free45many = await make('free', [4, 5, 4, 5]);
    const freeNew = await make('free', []);
    const pro3 = await make('pro', [3]);
    const { body } = await get(api.listCoaches, { query: { specialty: 'ordering' } });
    expect(ids(body)).toEqual([pro3, free5, freeNew, free45many, free45few]);
  });

  it('pages on the server without duplicates or gaps', async () => {
    const spec = await insertSpecialization(t.db, 'Paging');
    await insertCoachesInBulk(t.db, 25, spec);
    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) => get(api.listCoaches, { query: { specialty: 'paging', pageSize: '10', page } })),
    );
    expect(pages.map((p) => p.body.coaches.length)).toEqual([10, 10, 5, 0]);
    expect(pages[0]?.body).toMatchObject({ total: 25, page: 1, pageSize: 10, totalPages: 3 });
    const seen = pages.flatMap((p) => ids(p.body));
    expect(new Set(seen).size).toBe(25);
    expect((await get(api.listCoaches, { query: { specialty: 'paging' } })).body).toMatchObject({ pageSize: 12, page: 1, totalPages: 3 });
  });

  it.each([
    ['pageSize=51', 'pageSize'],
    ['pageSize=0', 'pageSize'],
    ['page=0', 'page'],
    ['price=cheap', 'price'],
    ['availability=tomorrow', 'availability'],
    ['sort=name', 'sort'],
  ])('refuses %s with 400', async (query) => {
    expect((await answerOf(call(t.app, 'GET', `/api/coaches?${query}`))).status).toBe(400);
  });

  it('refuses an unknown time zone with a clear message', async () => {
    const { status, body } = await get(api.listCoaches, { query: { availability: 'today', tz: 'Mars/Olympus' } });
    expect(status).toBe(400);
    expect(body.message).toBe('tz must be an IANA time zone such as Europe/Berlin');
  });
});

describe('availability filter', () => {
  it('matches coaches with an open slot in the window, in the visitor zone', async () => {
    t.clock.now = WEDNESDAY_8AM;
    const spec = await insertSpecialization(t.db, 'Availability Filter');
    const weekend = await insertCoach(t.db, { profile: { availableDays: ['saturday', 'sunday'] }, specializationIds: [spec] });
    const weekdays = await insertCoach(t.db, { specializationIds: [spec] });
    const wednesday = await insertCoach(t.db, {
      profile: { availableDays: ['wednesday'], availableFrom: '10:00', availableTo: '13:00' },
      specializationIds: [spec],
    });
    const matching = async (availability: TCoachListQuery['availability'], tz = 'UTC') =>
      (await get(api.listCoaches, { query: { specialty: 'availability filter', availability, tz } })).body as {
        coaches: { id: number }[];
        total: number;
      };

    expect(ids(await matching('today')).sort()).toEqual([weekdays.id, wednesday.id].sort());
    expect(ids(await matching('weekend'))).toEqual([weekend.id]);
    expect((await matching('any')).total).toBe(3);

    // Fully booked today: 10:00-13:00 taken by a confirmed and a pending booking.
    const client = await insertClient(t.db);
    await insertBooking(t.db, {
      coachId: wednesday.id,
      clientId: client,
      start: at('2030-01-09T10:00:00Z'),
      minutes: 120,
      status: 'confirmed',
    });
    await insertBooking(t.db, { coachId: wednesday.id, clientId: client, start: at('2030-01-09T12:00:00Z'), status: 'pending' });
    const today = await matching('today');
    expect(ids(today)).toEqual([weekdays.id]);
    expect(today.total).toBe(1);

    // At 23:00 UTC it is already Thursday in Tokyo, and still Wednesday (too late to book) in UTC.
    t.clock.now = at('2030-01-09T23:00:00Z');
    expect((await matching('today')).total).toBe(0);
    expect(ids(await matching('today', 'Asia/Tokyo')).sort()).toEqual([weekdays.id]);
  });
});

describe('a fixed number of queries per request', () => {
  it('issues the same statements for 10 coaches as for 200, with and without filters', async () => {
    const counted = await createTestApp({ countQueries: true });
    try {
      const spec = await insertSpecialization(counted.db, 'Bulk');
      counted.clock.now = WEDNESDAY_8AM;
      const count = async (url: string) => {
        counted.queries.length = 0;
        const response = await counted.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(200);
        return { statements: counted.queries.length, returned: (response.json() as { coaches: unknown[] }).coaches.length };
      };
      const urls = [
        '/api/coaches?pageSize=50',
        '/api/coaches?specialty=bulk&price=under-50&q=test',
        '/api/coaches?availability=this-week&pageSize=50',
      ];

      // One request at a time, so each count holds that request's statements only.
      const countAll = async () => {
        const results = [];
        for (const url of urls) results.push(await count(url));
        return results;
      };
      await insertCoachesInBulk(counted.db, 10, spec);
      const small = await countAll();
      await insertCoachesInBulk(counted.db, 190, spec);
      const large = await countAll();

      expect(large.map((r) => r.statements)).toEqual(small.map((r) => r.statements));
      expect(small.every((r) => r.statements <= 3)).toBe(true);
      // The counts must be of real work: the larger database returned more coaches.
      expect(large[0]?.returned).toBe(50);
      expect(small[0]?.returned).toBe(10);

      counted.queries.length = 0;
      await callEndpoint(counted.app, api.listSpecializations);
      expect(counted.queries).toHaveLength(1);
    } finally {
      await counted.close();
    }
  });
});
