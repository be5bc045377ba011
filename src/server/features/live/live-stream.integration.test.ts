// The live stream (docs/decisions/0059-live-updates.md): a signed-in tab hears
// of new messages, its unread count and booking changes at once, also when
// the change was made through another server process; it resumes after the
// last event it saw; only the signed-in get one, a few per user, and it
// closes when its session is signed out or its user deactivated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { checkout, NOW, patchBookingStatus, weekdaySlots } from '../../test-support/bookings.js';
import { coachWithSession, type TestCoach } from '../../test-support/coaches.js';
import { isEvent, listenOn, openLive, type OpenedStream } from '../../test-support/live-stream.js';
import { signIn, type SignedIn } from '../../test-support/sign-in.js';
import { callEndpoint, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { DEFAULT_MAX_STREAMS_PER_USER } from './live-hub.js';
import * as api from '../../../shared/api/api-routes.generated.js';

let a: TestApp;
let b: TestApp;
let secondHandle: DatabaseHandle | undefined;
let urlA: string;
let urlB: string;
const open: OpenedStream[] = [];
const slots = weekdaySlots();

beforeAll(async () => {
  a = await createTestApp({ now: NOW });
  // A second server on the same database: over PostgreSQL a connection of its own, as another process would have.
  secondHandle = a.database.url ? await openDatabase({ kind: 'postgres', url: a.database.url }) : undefined;
  b = await createTestApp({ database: secondHandle ?? a.database, clock: a.clock });
  urlA = await listenOn(a.app);
  urlB = await listenOn(b.app);
});
// The test's fetch may leave a connection on which it never sent a request;
// the server would wait for its headers timeout (a minute) before closing.
async function closeApp(t: TestApp) {
  const closing = t.close();
  t.app.server.closeAllConnections();
  await closing;
}

afterAll(async () => {
  for (const stream of open) stream.close();
  await closeApp(b);
  await secondHandle?.close();
  await closeApp(a);
});

async function live(baseUrl: string, cookie?: string, lastEventId?: string) {
  const stream = await openLive(baseUrl, cookie, lastEventId);
  open.push(stream);
  return stream;
}

async function conversation(client: SignedIn, coach: TestCoach): Promise<number> {
  const response = await callEndpoint(a.app, api.startConversation, { cookie: client.cookie, body: { coachId: coach.id } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id;
}

async function write(t: TestApp, cookie: string, id: number, body: string) {
  const response = await callEndpoint(t.app, api.sendMessage, { params: { id }, cookie, body: { body } });
  expect(response.statusCode, response.body).toBe(201);
}

describe('the live stream', () => {
  it('is refused without a session, and opens with the reconnect delay and the unread count', async () => {
    const visitor = await live(urlA);
    expect(visitor.status).toBe(401);

    const client = await signIn(a, { role: 'client' });
    const stream = await live(urlA, client.cookie);
    expect(stream.status).toBe(200);
    expect((await stream.next((frame) => frame.retry !== undefined)).retry).toBe(3000);
    expect((await stream.next(isEvent('unread'))).data).toEqual({ type: 'unread', unread: 0 });
  });

  it('brings a message sent through one server to a stream on the other, with the new unread count', async () => {
    const client = await signIn(a, { role: 'client' });
    const coach = await coachWithSession(a);
    const id = await conversation(client, coach);
    const coachTab = await live(urlB, coach.cookie);
    const clientTab = await live(urlA, client.cookie);
    await coachTab.next(isEvent('unread'));
    await clientTab.next(isEvent('unread'));

    await write(a, client.cookie, id, 'Is Thursday still good?');
    const event = await coachTab.next(isEvent('message'));
    expect(event.data).toEqual({ type: 'message', conversationId: id });
    expect(event.id).toBeTruthy();
    expect((await coachTab.next(isEvent('unread'))).data).toEqual({ type: 'unread', unread: 1 });
    // The writer's other tabs hear of it too (their thread shows it), with their own count unchanged.
    expect((await clientTab.next(isEvent('message'))).data).toEqual({ type: 'message', conversationId: id });
    expect((await clientTab.next(isEvent('unread'))).data).toEqual({ type: 'unread', unread: 0 });
    // A stranger's stream hears nothing of it.
    const stranger = await signIn(a, { role: 'client' });
    const strangerTab = await live(urlB, stranger.cookie);
    await strangerTab.next(isEvent('unread'));
    await write(b, coach.cookie, id, 'Yes, see you then.');
    await clientTab.next(isEvent('message'));
    expect(strangerTab.frames.filter((frame) => frame.data !== undefined)).toEqual([{ data: { type: 'unread', unread: 0 } }]);

    // Reading it in one tab brings the badge down in the others.
    const thread = (await callEndpoint(b.app, api.getConversationThread, { params: { id }, cookie: coach.cookie })).json();
    const last = thread.messages.at(-1).id;
    await callEndpoint(b.app, api.markConversationRead, { params: { id }, cookie: coach.cookie, body: { upTo: last } });
    expect((await coachTab.next(isEvent('unread'))).data).toEqual({ type: 'unread', unread: 0 });
  });

  it('replays what a reconnecting tab missed after its Last-Event-ID, on either server, and says reset for an id it cannot place', async () => {
    const client = await signIn(a, { role: 'client' });
    const coach = await coachWithSession(a);
    const id = await conversation(client, coach);
    const first = await live(urlA, coach.cookie);
    // The writes are announced after their answers: a tab on each server shows when both have heard them.
    const watchers = [await live(urlA, client.cookie), await live(urlB, client.cookie)];
    await write(a, client.cookie, id, 'one');
    const seen = await first.next(isEvent('message'));
    first.close();
    await write(a, client.cookie, id, 'two');
    await write(b, client.cookie, id, 'three');
    for (const watcher of watchers) for (let i = 0; i < 3; i++) await watcher.next(isEvent('message'));

    for (const url of [urlA, urlB]) {
      const resumed = await live(url, coach.cookie, seen.id);
      const missed = [await resumed.next(isEvent('message')), await resumed.next(isEvent('message'))];
      expect(missed.map((frame) => frame.id)).not.toContain(seen.id);
      expect(new Set(missed.map((frame) => frame.id)).size).toBe(2);
      resumed.close();
    }
    const lost = await live(urlB, coach.cookie, 'zz.unknown');
    expect((await lost.next(isEvent('reset'))).data).toEqual({ type: 'reset' });
  });

  it('tells both parties of a booking confirmed and cancelled', async () => {
    const client = await signIn(a, { role: 'client' });
    const coach = await coachWithSession(a);
    const { response } = await checkout(a.app, client.cookie, coach.id, slots.next().value!);
    expect(response.statusCode, response.body).toBe(201);
    const bookingId: number = response.json().id;
    const clientTab = await live(urlB, client.cookie);
    const coachTab = await live(urlA, coach.cookie);

    expect((await patchBookingStatus(a.app, coach.cookie, bookingId, 'confirmed')).statusCode).toBe(200);
    expect((await clientTab.next(isEvent('booking'))).data).toEqual({ type: 'booking', bookingId, change: 'confirmed' });
    expect((await coachTab.next(isEvent('booking'))).data).toEqual({ type: 'booking', bookingId, change: 'confirmed' });
    expect((await patchBookingStatus(b.app, client.cookie, bookingId, 'cancelled')).statusCode).toBe(200);
    expect((await coachTab.next(isEvent('booking'))).data).toEqual({ type: 'booking', bookingId, change: 'cancelled' });
  });

  it('closes at sign-out on every server, and refuses the signed-out cookie afterwards', async () => {
    const client = await signIn(a, { role: 'client' });
    const other = await signIn(a, { userId: client.id });
    const onA = await live(urlA, client.cookie);
    const onB = await live(urlB, client.cookie);
    const otherSession = await live(urlB, other.cookie);
    await onA.next(isEvent('unread'));
    await onB.next(isEvent('unread'));
    await otherSession.next(isEvent('unread'));

    expect((await callEndpoint(a.app, api.logout, { cookie: client.cookie })).statusCode).toBe(200);
    await Promise.all([onA.ended, onB.ended]);
    expect((await live(urlA, client.cookie)).status).toBe(401);
    // The same user's other session (another browser) keeps its stream.
    expect(b.app.liveHub.count()).toBeGreaterThanOrEqual(1);
    await expect(otherSession.next(() => true, 200)).rejects.toThrow(/no matching frame/);
  });

  it('closes every stream of a user the admin deactivates', async () => {
    const admin = await signIn(a, { role: 'admin' });
    const client = await signIn(a, { role: 'client' });
    const tabs = [await live(urlA, client.cookie), await live(urlB, client.cookie)];
    await Promise.all(tabs.map((tab) => tab.next(isEvent('unread'))));
    const response = await callEndpoint(b.app, api.updateAdminUserStatus, {
      params: { id: client.id },
      cookie: admin.cookie,
      body: { isActive: false },
    });
    expect(response.statusCode, response.body).toBe(200);
    await Promise.all(tabs.map((tab) => tab.ended));
    expect((await live(urlB, client.cookie)).status).toBe(401);
  });

  it(`allows ${DEFAULT_MAX_STREAMS_PER_USER} streams per user on a server, and a new one once a tab closes`, async () => {
    const coach = await coachWithSession(a);
    const tabs: OpenedStream[] = [];
    for (let i = 0; i < DEFAULT_MAX_STREAMS_PER_USER; i++) tabs.push(await live(urlA, coach.cookie));
    expect(tabs.map((tab) => tab.status)).toEqual(tabs.map(() => 200));
    const refused = await live(urlA, coach.cookie);
    expect(refused.status).toBe(429);
    tabs[0]!.close();
    await expect.poll(async () => (await live(urlA, coach.cookie)).status, { timeout: 2_000 }).toBe(200);
  });
});
