// The limits on registration (per address), photo uploads and booking
// attempts (per user): the allowance goes through, the next request is
// refused with 429 and a wait in words, other people are unaffected.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEndpoint, createTestApp, type TestApp, uniqueName } from '../../test-support/test-app.js';
import { signIn } from '../../test-support/sign-in.js';
import { coachWithSession } from '../../test-support/coaches.js';
import { checkout, NOW, postBooking, weekdaySlots } from '../../test-support/bookings.js';
import { HOUR_MS } from '../../../shared/domain/time-units.js';
import * as api from '../../../shared/api/api-routes.generated.js';

describe('registration: 20 accounts an hour per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_SCALE: '1' } });
  });
  afterAll(async () => t.close());

  const register = (remoteAddress: string) => {
    const username = uniqueName('reg');
    return t.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress,
      payload: { username, email: `${username}@example.com`, password: 'calm-waters-42', firstName: 'Reg', lastName: 'Ister' },
    });
  };

  it('refuses the 21st sign-up from one address until the hour is over', async () => {
    for (let count = 1; count <= 20; count++) expect((await register('192.0.2.7')).statusCode).toBe(201);
    const refused = await register('192.0.2.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many new accounts have been created from your network. Please try again in 60 minutes.');
    expect(refused.headers['retry-after']).toBe('3600');
    expect((await register('192.0.2.8')).statusCode).toBe(201);
    t.clock.advance(HOUR_MS);
    expect((await register('192.0.2.7')).statusCode).toBe(201);
  });
});

describe('profile photo: 20 uploads an hour per user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_SCALE: '1' } });
  });
  afterAll(async () => t.close());

  it('refuses the 21st upload of one user, not another user’s first', async () => {
    const photo = `data:image/png;base64,${(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#5a8c78' } })
        .png()
        .toBuffer()
    ).toString('base64')}`;
    const upload = (cookie: string) => callEndpoint(t.app, api.uploadProfileImage, { cookie, body: { imageData: photo } });
    const busy = await signIn(t);
    for (let count = 1; count <= 20; count++) expect((await upload(busy.cookie)).statusCode).toBe(200);
    t.clock.advance(15 * 60_000);
    const refused = await upload(busy.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('You have uploaded many photos in a short time. Please try again in 45 minutes.');
    expect(refused.headers['retry-after']).toBe('2700');
    expect((await upload((await signIn(t)).cookie)).statusCode).toBe(200);
  });

  it('answers a visitor 401, not 429', async () => {
    const response = await callEndpoint(t.app, api.uploadProfileImage, { body: { imageData: 'x' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('bookings: 30 attempts an hour per client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW, env: { RATE_LIMIT_SCALE: '1' } });
  });
  afterAll(async () => t.close());

  it('counts every attempt and refuses the 31st, even a valid checkout; other clients still book', async () => {
    const coach = await coachWithSession(t);
    const slots = weekdaySlots();
    const eager = await signIn(t);
    for (let attempt = 1; attempt <= 30; attempt++) {
      const response = await postBooking(t.app, eager.cookie, {
        coachId: coach.id,
        startTime: slots.next().value,
        paymentIntentId: 'pi_made_up',
      });
      expect(response.statusCode).not.toBe(429);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
    }
    const { response: refused } = await checkout(t.app, eager.cookie, coach.id, slots.next().value ?? '');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many booking attempts. Please try again in 60 minutes.');
    const other = await signIn(t);
    expect((await checkout(t.app, other.cookie, coach.id, slots.next().value ?? '')).response.statusCode).toBe(201);
  });
});

describe('messages: 30 every 10 minutes per user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_SCALE: '1' } });
  });
  afterAll(async () => t.close());

  it('refuses the 31st message with a wait in words; the other party still writes; an invalid message is not counted', async () => {
    const client = await signIn(t);
    const coach = await coachWithSession(t);
    const started = await callEndpoint(t.app, api.startConversation, { cookie: client.cookie, body: { coachId: coach.id } });
    const write = (cookie: string, body: string) =>
      callEndpoint(t.app, api.sendMessage, { params: { id: started.json().id }, cookie, body: { body } });
    expect((await write(client.cookie, 'x'.repeat(2001))).statusCode).toBe(400);
    for (let count = 1; count <= 30; count++) expect((await write(client.cookie, `Message ${count}`)).statusCode).toBe(201);
    t.clock.advance(4 * 60_000);
    const refused = await write(client.cookie, 'One more');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('You have sent many messages in a short time. Please wait 6 minutes and try again.');
    expect((await write(coach.cookie, 'Slow down, please.')).statusCode).toBe(201);
    t.clock.advance(6 * 60_000);
    expect((await write(client.cookie, 'Sorry!')).statusCode).toBe(201);
  });
});
