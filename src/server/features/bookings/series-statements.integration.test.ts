// What a 12-session series checkout asks of the database
// (docs/decisions/0071-weekly-series.md): one read of the coach's busy time
// for the whole series, not one per session, so twelve sessions cost about
// what one does (the booking-series benchmark measures the CPU side).
// Counted through Drizzle's logger on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSeriesPreview } from '../../../shared/schemas/series.js';
import { callEndpoint, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { insertCoach } from '../../test-support/coaches.js';
import { buy, offerOf } from '../../test-support/packages.js';
import { signIn, type SignedIn } from '../../test-support/sign-in.js';
import { withoutDeliveryPasses } from '../../test-support/statements.js';
import * as api from '../../../shared/api/api-routes.generated.js';

const NOW = new Date('2030-01-07T06:00:00.000Z');
const FIRST = '2030-01-08T09:00:00.000Z';
const EVERY_DAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

let t: TestApp;
let client: SignedIn;
let coachId: number;
beforeAll(async () => {
  t = await createTestApp({ now: NOW, countQueries: true });
  const coach = await insertCoach(t.db, { profile: { availableDays: EVERY_DAY, horizonDays: 85 } });
  coachId = coach.id;
  const coachSession = await signIn(t, { userId: coach.userId });
  client = await signIn(t);
  const offerId = await offerOf(t.app, coachSession.cookie, { kind: 'package', sessions: 14, price: 980, validityDays: 365 });
  expect((await buy(t.app, client.cookie, offerId)).response.statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
});

// The availability check's read: the coach's bookings and calendar busy times in one statement.
const isBusyRead = (statement: string) => /from "bookings"/i.test(statement) && /'session'/.test(statement);

// The statements of one series checkout (the preview before it is not counted).
async function checkoutStatements(startTime: string, count: number): Promise<string[]> {
  const rhythm = { coachId, startTime, cadenceWeeks: 1, count };
  const preview = await callEndpoint(t.app, api.previewSeries, { cookie: client.cookie, invalidBody: rhythm });
  expect(preview.statusCode, preview.body).toBe(200);
  const occurrences = (preview.json() as TSeriesPreview).occurrences.map((o) => ({ index: o.index, startTime: o.startTime }));
  expect(occurrences).toHaveLength(count);
  await t.app.emailDelivery.deliverPending();
  t.queries.length = 0;
  const made = await callEndpoint(t.app, api.createSeries, {
    cookie: client.cookie,
    invalidBody: { ...rhythm, occurrences, payment: 'credits' },
  });
  expect(made.statusCode, made.body).toBe(201);
  expect((made.json() as { occurrences: unknown[] }).occurrences).toHaveLength(count);
  await t.app.emailDelivery.deliverPending();
  return withoutDeliveryPasses(t.queries.map((q) => q.trim()));
}

describe('a 12-session series checkout', () => {
  it('reads the busy time once and writes the sessions in one statement: as many statements as 2 sessions take', async () => {
    const twelve = await checkoutStatements(FIRST, 12);
    expect(twelve.filter(isBusyRead)).toHaveLength(1);
    expect(twelve.filter((s) => /^insert into "bookings"/i.test(s))).toHaveLength(1);
    const two = await checkoutStatements('2030-01-08T11:00:00.000Z', 2);
    expect(two.filter(isBusyRead)).toHaveLength(1);
    expect(twelve.length).toBe(two.length);
  });
});
