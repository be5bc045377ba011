// The in-memory directory (directory-index.ts) must give exactly the database's
// answers: generated coaches (names with wildcards and accents, prices on the
// band edges, Pro or not, ratings that tie, specializations, languages, unlisted ones,
// different schedules) and generated queries (search, specialty, price, language, the
// availability windows, both sorts, pages), each answered by both paths and
// compared whole. On PGlite always, and on PostgreSQL when TEST_DATABASE_URL is set.
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { coachProfiles } from '../../db/schema.js';
import { ZCoachListQuery } from '../../../shared/schemas/coaches.js';
import { bothDrivers } from '../../test-support/both-drivers.js';
import { insertClient, insertCoach, insertSpecialization, WEEKDAYS_ONLY } from '../../test-support/coaches.js';
import { insertBooking } from '../../test-support/bookings.js';
import { createCoachesService } from './service.js';

// A Wednesday morning: "today", "this week" and "weekend" all select someone.
const NOW = new Date('2030-01-09T08:05:00Z');
const SPECIALIZATIONS = ['Career Growth', 'Sleep', 'Anxiety_Relief', '50% Calm', 'Émotions'];

const coachArb = fc.record({
  firstName: fc.constantFrom('Ann', 'ANNA', 'Bo', 'li_x', 'Zoë', 'Émile', 'Mo%', 'Sam'),
  lastName: fc.constantFrom('Smith', 'smithers', "O'Neil", 'Straße', 'Calm', 'Sleepwell'),
  hourlyRateCents: fc.constantFrom(0, 4_999, 5_000, 7_500, 10_000, 10_001, 20_000),
  pro: fc.boolean(),
  reviewCount: fc.nat(4),
  // Per review, so totals tie and round both ways (4.25 and 4.35 to one decimal).
  ratings: fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 4, maxLength: 4 }),
  specs: fc.subarray([0, 1, 2, 3, 4]),
  languages: fc.subarray(['en', 'de', 'es', 'fr'] as const, { minLength: 1 }),
  listing: fc.constantFrom('listed', 'listed', 'listed', 'listed', 'inactive', 'unlisted', 'no-bio'),
  days: fc.constantFrom(WEEKDAYS_ONLY, ['wednesday'], ['saturday', 'sunday'], ['friday']),
  hours: fc.constantFrom(['09:00', '17:00'], ['10:00', '12:00'], ['18:00', '20:00']),
});

const queryArb = fc.record({
  q: fc.option(
    fc.constantFrom('an', 'AN', 'smith', 'ann sm', 'n s', '_', '%', 'li_', 'calm', 'zoë', 'ZOË', 'é', 'sleep', 'GROWTH', 'x', "o'n"),
    {
      nil: undefined,
    },
  ),
  specialty: fc.option(fc.constantFrom('career growth', 'sleep', 'anxiety_relief', '50% calm', 'émotions', 'all', 'nope'), {
    nil: undefined,
  }),
  price: fc.constantFrom('any', 'under-50', '50-100', 'over-100'),
  language: fc.option(fc.constantFrom('all', 'en', 'de', 'es', 'fr', 'ja'), { nil: undefined }),
  availability: fc.constantFrom('any', 'any', 'today', 'this-week', 'weekend'),
  sort: fc.constantFrom('recommended', 'soonest'),
  page: fc.constantFrom('1', '2', '3'),
  pageSize: fc.constantFrom('3', '5', '12'),
});

describe.each(bothDrivers())('in-memory directory on %s', (_name, open) => {
  let handle: DatabaseHandle;
  let specIds: number[] = [];
  beforeAll(async () => {
    handle = await open();
    specIds = [];
    for (const name of SPECIALIZATIONS) specIds.push(await insertSpecialization(handle.db, name));
  });
  afterAll(async () => handle.close());

  it('answers every generated query exactly as the database does', { timeout: 240_000 }, async () => {
    const coaches = createCoachesService({ db: handle.db, now: () => NOW, listing: { payoutsRequired: false } });
    let generation = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(coachArb, { minLength: 4, maxLength: 14 }),
        fc.array(queryArb, { minLength: 25, maxLength: 25 }),
        async (world, queries) => {
          const inserted: number[] = [];
          for (const c of world) {
            const coach = await insertCoach(handle.db, {
              user: {
                firstName: c.firstName,
                lastName: c.lastName,
                isActive: c.listing !== 'inactive',
                bio: c.listing === 'no-bio' ? '  ' : 'I help people find calm.',
              },
              profile: {
                hourlyRateCents: c.hourlyRateCents,
                planType: c.pro ? 'pro' : 'free',
                listingStatus: c.listing === 'unlisted' ? 'unlisted' : 'approved',
                availableDays: c.days,
                availableFrom: c.hours[0],
                availableTo: c.hours[1],
                coachingLanguages: c.languages,
              },
              specializationIds: c.specs.map((i) => specIds[i] as number),
            });
            const ratings = c.ratings.slice(0, c.reviewCount);
            await handle.db
              .update(coachProfiles)
              .set({ reviewCount: ratings.length, ratingTotal: ratings.reduce((a, b) => a + b, 0) })
              .where(eq(coachProfiles.id, coach.id));
            inserted.push(coach.id);
          }
          // A new generation: the snapshot is loaded again with this world in it.
          generation += 1;
          for (const [n, raw] of queries.entries()) {
            // Halfway, a booking moves the first coach's availability version
            // (announcing nothing): the snapshot's schedule for it is read again.
            if (n === Math.floor(queries.length / 2)) {
              const clientId = await insertClient(handle.db);
              await insertBooking(handle.db, {
                coachId: inserted[0] as number,
                clientId,
                start: new Date('2030-01-09T10:30:00Z'),
                status: 'pending',
              });
            }
            const query = ZCoachListQuery.parse(Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined)));
            const fromDatabase = await coaches.list(query, undefined, null);
            const fromMemory = await coaches.list(query, undefined, generation);
            expect(fromMemory, JSON.stringify(raw)).toEqual(fromDatabase);
          }
        },
      ),
      { numRuns: 6 },
    );
  });
});
