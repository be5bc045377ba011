// The 500s and off-shape errors the hostile-input fuzz found, pinned as plain
// examples so they stay fixed whatever seed the fuzz runs with.
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-app.js';
import { errorShapeProblem } from './error-shape.js';
import { createFuzzWorld } from './fuzz-world.js';

const t = await createTestApp();
const world = await createFuzzWorld(t);
afterAll(() => t.close());

const INT4_PAST_MAX = 2_147_483_648;

async function send(actor: 'client' | 'coach' | 'admin', method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) {
  const response = await t.app.inject({ method, url, headers: { cookie: world.actors[actor].cookie }, ...(payload && { payload }) });
  expect(
    errorShapeProblem(response.statusCode, response.headers['content-type'] as string | undefined, response.body),
    response.body,
  ).toBeNull();
  return response;
}

describe('found by the hostile-input fuzz', () => {
  it('refuses the NUL character in body, query and path with 400 naming the field', async () => {
    const body = { ...world.validBodies['PATCH /api/user/profile'], lastName: 'Calm\u0000' };
    const profile = await send('client', 'PATCH', '/api/user/profile', body);
    expect(profile.statusCode).toBe(400);
    expect(profile.json().errors).toEqual({ lastName: 'Text may not contain the NUL character.' });
    expect((await send('client', 'GET', '/api/coaches?q=%00')).statusCode).toBe(400);
    expect((await send('client', 'GET', '/api/calendar/%00.ics')).statusCode).toBe(400);
  });

  it.each([
    ['client', 'POST', '/api/reviews', () => ({ ...world.validBodies['POST /api/reviews'], bookingId: INT4_PAST_MAX })],
    [
      'client',
      'POST',
      '/api/create-payment-intent',
      () => ({ ...world.validBodies['POST /api/create-payment-intent'], coachId: INT4_PAST_MAX }),
    ],
    ['client', 'POST', '/api/bookings', () => ({ ...world.validBodies['POST /api/bookings'], coachId: INT4_PAST_MAX })],
    ['coach', 'PUT', '/api/coaches/me', () => ({ ...world.validBodies['PUT /api/coaches/me'], specializationIds: [INT4_PAST_MAX] })],
    ['coach', 'POST', '/api/coaches', () => ({ ...world.validBodies['POST /api/coaches'], specializationIds: [INT4_PAST_MAX] })],
  ] as const)('%s %s %s: an id past the database integer range is a 400', async (actor, method, url, body) => {
    expect((await send(actor, method, url, body())).statusCode).toBe(400);
  });

  it('answers a start time centuries ahead as an unavailable slot (409)', async () => {
    const intent = await send('client', 'POST', '/api/create-payment-intent', {
      coachId: world.coachProfileId,
      startTime: '9999-12-31T23:59:59Z',
    });
    expect(intent.statusCode).toBe(409);
    const booking = await send('client', 'POST', '/api/bookings', {
      ...world.validBodies['POST /api/bookings'],
      startTime: '9999-12-31T23:59:59Z',
    });
    expect(booking.statusCode).toBe(409);
  });

  it('answers a malformed %-escape in the path in the app error shape', async () => {
    const response = await send('admin', 'PATCH', '/api/admin/specializations/%', { name: 'Breath work' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
  });

  it('refuses an icon of 200,000 emoji at once instead of running out of memory', async () => {
    // Before, the grapheme count ran first and V8 copied the whole string per grapheme.
    const response = await send('admin', 'POST', '/api/admin/specializations', {
      name: 'Breath work',
      description: 'Slow breathing for calm.',
      iconName: '🧘'.repeat(200_000),
      colorClass: 'indigo',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors ?? {})).toEqual(['iconName']);
  });
});
