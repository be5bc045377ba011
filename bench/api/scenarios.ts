// The endpoints under load. Each request is made fresh by next(): reads
// rotate over listed coaches (no single hot row), bookings take a new slot
// from the pool with that client's session, logins rotate over clients.
import { randomUUID } from 'node:crypto';
import { directoryCatalogue, zipfDraw } from './directory-mix.js';
import type { LoadRequest } from './load.js';
import type { BenchClient, PoolSeries, PoolSlot } from './load-fixtures.js';
import type { PoolSeat } from './program-fixtures.js';

export type ScenarioKind = 'read' | 'booking' | 'login';
export type Scenario = LoadRequest & {
  name: string;
  label: string;
  kind: ScenarioKind;
  expectStatus: number;
  // Distinct requests made so far (a mix of queries), when the scenario counts them.
  distinct?: () => number;
};

// Distinct directory queries in the mix's catalogue; drawn with a Zipf skew (bench/api/directory-mix.ts).
const MIX_CATALOGUE = 4_000;

const rotate = <T>(items: readonly T[]) => {
  let i = 0;
  return () => {
    const item = items[i++ % items.length];
    if (item === undefined) throw new Error('nothing to rotate over');
    return item;
  };
};

// Writes from the app's own pages carry this; the same-origin check refuses cross-site ones.
const WRITE_HEADERS = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };
// A test card that succeeds, valid for years (src/server/integrations/payments/test-cards.ts).
const CARD = { number: '4242424242424242', expiry: '12/39', cvc: '123' };

export function readScenarios(listedCoachIds: readonly number[]): Scenario[] {
  const byId = (suffix: string) => {
    const nextId = rotate(listedCoachIds);
    return () => ({ path: `/api/coaches/${nextId()}${suffix}` });
  };
  return [
    { name: 'coaches', label: 'GET /api/coaches', kind: 'read', expectStatus: 200, method: 'GET', next: () => ({ path: '/api/coaches' }) },
    {
      name: 'coaches-search',
      label: 'GET /api/coaches?q&specialty&price&availability',
      kind: 'read',
      expectStatus: 200,
      method: 'GET',
      next: () => ({
        path: '/api/coaches?q=an&specialty=sleep%20%26%20restoration&price=50-100&availability=this-week&tz=Europe%2FBerlin',
      }),
    },
    mixScenario(),
    { name: 'coach', label: 'GET /api/coaches/{id}', kind: 'read', expectStatus: 200, method: 'GET', next: byId('') },
    { name: 'reviews', label: 'GET /api/coaches/{id}/reviews', kind: 'read', expectStatus: 200, method: 'GET', next: byId('/reviews') },
    // Workshops & Courses (docs/product/programs.md): the public list, from the read cache like the directory.
    {
      name: 'programs',
      label: 'GET /api/programs',
      kind: 'read',
      expectStatus: 200,
      method: 'GET',
      next: () => ({ path: '/api/programs' }),
    },
    {
      name: 'availability',
      label: 'GET /api/coaches/{id}/availability',
      kind: 'read',
      expectStatus: 200,
      method: 'GET',
      next: byId('/availability'),
    },
  ];
}

// Visitors' directory queries: thousands of distinct ones, a few popular, most rare.
function mixScenario(): Scenario {
  const draws = zipfDraw(directoryCatalogue(MIX_CATALOGUE));
  return {
    name: 'coaches-search-mix',
    label: `GET /api/coaches, ${MIX_CATALOGUE} queries Zipf-drawn`,
    kind: 'read',
    expectStatus: 200,
    method: 'GET',
    next: () => ({ path: draws.next() }),
    distinct: draws.distinct,
  };
}

// The real server gets each pool slot once; the bare server may repeat them.
export function bookingScenario(pool: readonly PoolSlot[]): { scenario: Scenario; used: () => number } {
  let used = 0;
  const scenario: Scenario = {
    name: 'booking',
    label: 'POST /api/bookings',
    kind: 'booking',
    expectStatus: 201,
    method: 'POST',
    next: () => {
      const slot = pool[used++ % pool.length];
      if (!slot) throw new Error('empty booking pool');
      const key = randomUUID();
      return {
        path: '/api/bookings',
        headers: { ...WRITE_HEADERS, cookie: slot.client.cookie, 'idempotency-key': key },
        body: JSON.stringify({
          coachId: slot.coachId,
          startTime: slot.startTime,
          paymentIntentId: slot.paymentIntentId,
          card: CARD,
          notes: 'Benchmark booking',
        }),
      };
    },
  };
  return { scenario, used: () => used };
}

// "Use 1 credit": the same kind of slot as the card checkout, paid with a credit the client holds for that coach.
export function creditBookingScenario(pool: readonly PoolSlot[]): { scenario: Scenario; used: () => number } {
  let used = 0;
  const scenario: Scenario = {
    name: 'booking-credit',
    label: 'POST /api/bookings/with-credit',
    kind: 'booking',
    expectStatus: 201,
    method: 'POST',
    next: () => {
      const slot = pool[used++ % pool.length];
      if (!slot) throw new Error('empty credit pool');
      return {
        path: '/api/bookings/with-credit',
        headers: { ...WRITE_HEADERS, cookie: slot.client.cookie },
        body: JSON.stringify({ coachId: slot.coachId, startTime: slot.startTime, notes: 'Benchmark booking' }),
      };
    },
  };
  return { scenario, used: () => used };
}

// A 12-session weekly series paid with 12 credits (docs/product/series.md), each request a new series.
export function seriesBookingScenario(pool: readonly PoolSeries[]): { scenario: Scenario; used: () => number } {
  let used = 0;
  const scenario: Scenario = {
    name: 'booking-series',
    label: 'POST /api/series (12 sessions)',
    kind: 'booking',
    expectStatus: 201,
    method: 'POST',
    next: () => {
      const series = pool[used++ % pool.length];
      if (!series) throw new Error('empty series pool');
      const [first] = series.sessions;
      return {
        path: '/api/series',
        headers: { ...WRITE_HEADERS, cookie: series.client.cookie },
        body: JSON.stringify({
          coachId: series.coachId,
          startTime: first,
          cadenceWeeks: 1,
          count: series.sessions.length,
          occurrences: series.sessions.map((startTime, index) => ({ index, startTime })),
          payment: 'credits',
          notes: 'Benchmark series',
        }),
      };
    },
  };
  return { scenario, used: () => used };
}

// A seat bought with the test card; consecutive requests buy seats of the same program, so
// the connections race for one program's row (docs/decisions/0073-group-programs.md).
export function seatScenario(pool: readonly PoolSeat[]): { scenario: Scenario; used: () => number } {
  let used = 0;
  const scenario: Scenario = {
    name: 'seat',
    label: 'POST /api/programs/{id}/seats (contended)',
    kind: 'booking',
    expectStatus: 201,
    method: 'POST',
    next: () => {
      const seat = pool[used++ % pool.length];
      if (!seat) throw new Error('empty seat pool');
      return {
        path: `/api/programs/${seat.programId}/seats`,
        headers: { ...WRITE_HEADERS, cookie: seat.client.cookie, 'idempotency-key': randomUUID() },
        body: JSON.stringify({ paymentIntentId: seat.paymentIntentId, card: CARD }),
      };
    },
  };
  return { scenario, used: () => used };
}

export function loginScenario(clients: readonly BenchClient[], password: string): Scenario {
  const nextClient = rotate(clients);
  return {
    name: 'login',
    label: 'POST /api/login',
    kind: 'login',
    expectStatus: 200,
    method: 'POST',
    next: () => ({ path: '/api/login', headers: WRITE_HEADERS, body: JSON.stringify({ username: nextClient().username, password }) }),
  };
}
