// Messages between a client and a coach (docs/product/messages.md): one
// conversation per pair, only its two parties read it, text up to 2,000
// characters kept as sent, unread counts, e-mail at most every 15 minutes,
// blocks and deactivated accounts.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, emailOutbox, users } from '../../db/schema.js';
import { callEndpoint, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { signIn, type SignedIn } from '../../test-support/sign-in.js';
import { createConversationsService } from './service.js';
import { coachWithSession, type TestCoach } from '../../test-support/coaches.js';
import { checkout, insertBooking, NOW } from '../../test-support/bookings.js';
import { MINUTE_MS } from '../../../shared/domain/time-units.js';
import * as api from '../../../shared/api/api-routes.generated.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(async () => t.close());

async function start(client: SignedIn, coach: TestCoach): Promise<number> {
  const response = await callEndpoint(t.app, api.startConversation, { cookie: client.cookie, body: { coachId: coach.id } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id;
}
const write = (cookie: string, id: number, body: string) =>
  callEndpoint(t.app, api.sendMessage, { params: { id }, cookie, body: { body } });
const thread = async (cookie: string, id: number) =>
  (await callEndpoint(t.app, api.getConversationThread, { params: { id }, cookie })).json();
const unread = async (cookie: string) => (await callEndpoint(t.app, api.getUnreadMessageCount, { cookie })).json().unread;
const mailsTo = (address: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));

async function coachEmail(coach: TestCoach) {
  const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, coach.userId));
  return row?.email ?? '';
}

describe('a conversation between a client and a coach', () => {
  it('is one per pair, and the other party sees it with an unread count until they open it', async () => {
    const client = await signIn(t, { firstName: 'Noor', lastName: 'Client' });
    const coach = await coachWithSession(t);
    const id = await start(client, coach);
    expect(await start(client, coach)).toBe(id);
    // Nothing written yet: nobody's list shows it.
    expect((await callEndpoint(t.app, api.listConversations, { cookie: coach.cookie })).json().conversations).toEqual([]);

    expect((await write(client.cookie, id, 'Hello, do you work with anxiety?')).statusCode).toBe(201);
    expect((await write(client.cookie, id, 'And evenings?')).statusCode).toBe(201);
    expect(await unread(coach.cookie)).toBe(2);
    expect(await unread(client.cookie)).toBe(0);

    const list = (await callEndpoint(t.app, api.listConversations, { cookie: coach.cookie })).json().conversations;
    expect(list).toEqual([
      {
        id,
        other: { firstName: 'Noor', lastName: 'Client', profileImage: null, coachProfileId: null },
        lastMessage: { body: 'And evenings?', mine: false, createdAt: NOW.toISOString() },
        unread: 2,
      },
    ]);

    const opened = await thread(coach.cookie, id);
    expect(opened.messages.map((m: { body: string; mine: boolean }) => [m.body, m.mine])).toEqual([
      ['Hello, do you work with anxiety?', false],
      ['And evenings?', false],
    ]);
    expect(opened.cannotWrite).toBeNull();
    const newest = opened.messages[1].id;
    // Marked read up to what the page showed: a later message stays unread.
    expect(
      (await callEndpoint(t.app, api.markConversationRead, { params: { id }, cookie: coach.cookie, body: { upTo: newest - 1 } })).json()
        .unread,
    ).toBe(1);
    expect(
      (await callEndpoint(t.app, api.markConversationRead, { params: { id }, cookie: coach.cookie, body: { upTo: newest } })).json().unread,
    ).toBe(0);

    expect((await write(coach.cookie, id, 'Yes, and yes.')).statusCode).toBe(201);
    expect(await unread(client.cookie)).toBe(1);
    const clientView = await thread(client.cookie, id);
    expect(clientView.other).toMatchObject({ firstName: 'Mia', lastName: 'Calm', coachProfileId: coach.id });
    expect(clientView.messages.at(-1)).toMatchObject({ body: 'Yes, and yes.', mine: false });
  });

  it('keeps a read marker from the browser within the conversation’s own messages', async () => {
    const client = await signIn(t);
    const coach = await coachWithSession(t);
    const id = await start(client, coach);
    await write(client.cookie, id, 'First');
    // A huge id is clamped to this conversation's newest message; a later message is still unread.
    await callEndpoint(t.app, api.markConversationRead, { params: { id }, cookie: coach.cookie, body: { upTo: 2_000_000_000 } });
    await write(client.cookie, id, 'Second');
    expect(await unread(coach.cookie)).toBe(1);
  });

  it('stores and returns text exactly as written, markup included', async () => {
    const client = await signIn(t);
    const coach = await coachWithSession(t);
    const id = await start(client, coach);
    const hostile = '<script>alert("hi")</script> & <b>bold</b>';
    const sent = await write(client.cookie, id, hostile);
    expect(sent.json().body).toBe(hostile);
    expect((await thread(coach.cookie, id)).messages[0].body).toBe(hostile);
  });

  it('refuses an empty message and one over 2,000 characters with a clear message', async () => {
    const client = await signIn(t);
    const coach = await coachWithSession(t);
    const id = await start(client, coach);
    const blank = await write(client.cookie, id, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('Write a message first.');
    const tooLong = await write(client.cookie, id, 'x'.repeat(2001));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('Messages can be at most 2,000 characters.');
    expect((await write(client.cookie, id, 'x'.repeat(2000))).statusCode).toBe(201);
    expect((await thread(client.cookie, id)).messages).toHaveLength(1);
  });

  it('shows the sessions the two have booked', async () => {
    const client = await signIn(t);
    const coach = await coachWithSession(t);
    const { response } = await checkout(t.app, client.cookie, coach.id, '2030-01-08T10:00:00.000Z');
    expect(response.statusCode).toBe(201);
    const id = await start(client, coach);
    const sessions = (await thread(coach.cookie, id)).sessions;
    expect(sessions).toEqual([
      { id: response.json().id, startTime: '2030-01-08T10:00:00.000Z', endTime: '2030-01-08T11:00:00.000Z', status: 'pending' },
    ]);
  });
});

describe('who may read and write', () => {
  it('answers 404 to anyone outside the conversation, whatever id they send', async () => {
    const client = await signIn(t);
    const coach = await coachWithSession(t);
    const id = await start(client, coach);
    await write(client.cookie, id, 'Private');
    const stranger = await signIn(t);
    const otherCoach = await coachWithSession(t);
    for (const cookie of [stranger.cookie, otherCoach.cookie]) {
      expect((await callEndpoint(t.app, api.getConversationThread, { params: { id }, cookie })).statusCode).toBe(404);
      expect((await write(cookie, id, 'Hi')).statusCode).toBe(404);
      expect((await callEndpoint(t.app, api.markConversationRead, { params: { id }, cookie, body: { upTo: 1 } })).statusCode).toBe(404);
    }
    expect((await callEndpoint(t.app, api.blockConversationClient, { params: { id }, cookie: otherCoach.cookie })).statusCode).toBe(404);
    expect((await callEndpoint(t.app, api.getConversationThread, { params: { id } })).statusCode).toBe(401);
    expect((await thread(coach.cookie, id)).messages).toHaveLength(1);
  });

  it('lets a coach start a conversation from a booking of their own, with that booking’s client', async () => {
    const client = await signIn(t);
    const coach = await coachWithSession(t);
    const bookingId = await insertBooking(t.db, {
      coachId: coach.id,
      clientId: client.id,
      start: new Date('2029-12-01T10:00:00Z'),
      status: 'completed',
    });
    // Another coach cannot use it to reach that client.
    const refused = await callEndpoint(t.app, api.startConversation, { cookie: (await coachWithSession(t)).cookie, body: { bookingId } });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Booking not found.');
    const started = await callEndpoint(t.app, api.startConversation, { cookie: coach.cookie, body: { bookingId } });
    expect(started.statusCode).toBe(200);
    expect((await write(coach.cookie, started.json().id, 'How did the practice go?')).statusCode).toBe(201);
    expect(await unread(client.cookie)).toBe(1);
    // The client reaches the same conversation from the booking or from the coach.
    expect((await callEndpoint(t.app, api.startConversation, { cookie: client.cookie, body: { bookingId } })).json().id).toBe(
      started.json().id,
    );
    expect(await start(client, coach)).toBe(started.json().id);
  });

  it('does not let a client use another client’s booking, name an unknown coach, or a coach name a coach', async () => {
    const client = await signIn(t);
    const coach = await coachWithSession(t);
    const bookingId = await insertBooking(t.db, {
      coachId: coach.id,
      clientId: (await signIn(t)).id,
      start: new Date('2029-12-02T10:00:00Z'),
    });
    expect((await callEndpoint(t.app, api.startConversation, { cookie: client.cookie, body: { bookingId } })).statusCode).toBe(404);
    expect((await callEndpoint(t.app, api.startConversation, { cookie: client.cookie, body: { coachId: 2_000_000_000 } })).statusCode).toBe(
      404,
    );
    expect(
      (await callEndpoint(t.app, api.startConversation, { cookie: coach.cookie, body: { coachId: (await coachWithSession(t)).id } }))
        .statusCode,
    ).toBe(404);
    const both = await callEndpoint(t.app, api.startConversation, { cookie: client.cookie, body: { coachId: coach.id, bookingId } });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toContain('Choose who to write to.');
  });
});

describe('a message named by id (for actions on one message, such as reporting it)', () => {
  it('is found only for a party of its conversation', async () => {
    const client = await signIn(t);
    const coach = await coachWithSession(t);
    const id = await start(client, coach);
    const messageId: number = (await write(client.cookie, id, 'Hello')).json().id;
    const service = createConversationsService({
      db: t.db,
      config: t.config,
      email: t.app.emailDelivery,
      log: t.app.log,
      now: () => t.clock.now,
    });
    expect(await service.messageForParty({ id: coach.userId, role: 'coach' }, messageId)).toMatchObject({
      id: messageId,
      conversationId: id,
      body: 'Hello',
    });
    expect(await service.messageForParty({ id: client.id, role: 'client' }, messageId)).toMatchObject({ senderId: client.id });
    const stranger = await signIn(t);
    await expect(service.messageForParty({ id: stranger.id, role: 'client' }, messageId)).rejects.toThrow('Message not found.');
    await expect(service.messageForParty({ id: client.id, role: 'client' }, messageId + 1_000_000)).rejects.toThrow('Message not found.');
  });

  it('gives a coach who has not finished onboarding an empty list, not an error', async () => {
    const coach = await signIn(t, { role: 'coach' });
    expect((await callEndpoint(t.app, api.listConversations, { cookie: coach.cookie })).json()).toEqual({ conversations: [] });
    expect(await unread(coach.cookie)).toBe(0);
  });
});

describe('e-mail to the recipient', () => {
  it('sends at most one per conversation and recipient every 15 minutes, by the app’s clock', async () => {
    const client = await signIn(t);
    const coach = await coachWithSession(t);
    const address = await coachEmail(coach);
    const id = await start(client, coach);
    await write(client.cookie, id, 'One');
    await write(client.cookie, id, 'Two');
    const first = await mailsTo(address);
    expect(first).toHaveLength(1);
    expect(first[0]?.subject).toBe(`New message from ${client.firstName} ${client.lastName}`);
    expect(first[0]?.textBody).toContain(`/messages/${id}`);
    // The text itself stays on the site.
    expect(first[0]?.textBody).not.toContain('One');

    t.clock.advance(14 * MINUTE_MS);
    await write(client.cookie, id, 'Three');
    expect(await mailsTo(address)).toHaveLength(1);
    t.clock.advance(1 * MINUTE_MS);
    await write(client.cookie, id, 'Four');
    expect(await mailsTo(address)).toHaveLength(2);
    // The client hears about the coach's answer independently.
    await write(coach.cookie, id, 'Answer');
    expect(await mailsTo(client.email)).toHaveLength(1);
  });
});

describe('blocks', () => {
  it('stop the client from writing to and booking the coach until the coach unblocks', async () => {
    const client = await signIn(t);
    const coach = await coachWithSession(t);
    const id = await start(client, coach);
    await write(client.cookie, id, 'Hello');

    // Only the coach blocks; the client's attempt is the same 403 as for any client.
    expect((await callEndpoint(t.app, api.blockConversationClient, { params: { id }, cookie: client.cookie })).statusCode).toBe(403);
    expect((await callEndpoint(t.app, api.blockConversationClient, { params: { id }, cookie: coach.cookie })).json()).toEqual({
      blocked: true,
    });

    const refused = await write(client.cookie, id, 'Hello?');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('You can’t send messages to this coach.');
    expect((await thread(client.cookie, id)).cannotWrite).toBe('You can’t send messages to this coach.');
    const coachView = await thread(coach.cookie, id);
    expect(coachView).toMatchObject({ blockedByMe: true, cannotWrite: 'You have blocked this client. Unblock them to write again.' });
    expect((await write(coach.cookie, id, 'Bye')).statusCode).toBe(409);

    const intent = await callEndpoint(t.app, api.createPaymentIntent, {
      cookie: client.cookie,
      body: {
        coachId: coach.id,
        startTime: '2030-01-09T10:00:00.000Z',
      },
    });
    expect(intent.statusCode).toBe(409);
    expect(intent.json().message).toBe('You can’t book sessions with this coach.');
    // Another client still books.
    expect((await checkout(t.app, (await signIn(t)).cookie, coach.id, '2030-01-09T10:00:00.000Z')).response.statusCode).toBe(201);

    expect((await callEndpoint(t.app, api.unblockConversationClient, { params: { id }, cookie: coach.cookie })).json()).toEqual({
      blocked: false,
    });
    expect((await write(client.cookie, id, 'Hello again')).statusCode).toBe(201);
    expect((await checkout(t.app, client.cookie, coach.id, '2030-01-09T11:00:00.000Z')).response.statusCode).toBe(201);
  });

  it('refuse the booking itself when the block came after the card was held', async () => {
    const client = await signIn(t);
    const coach = await coachWithSession(t);
    const id = await start(client, coach);
    const startTime = '2030-01-10T10:00:00.000Z';
    const intent = await callEndpoint(t.app, api.createPaymentIntent, { cookie: client.cookie, body: { coachId: coach.id, startTime } });
    expect(intent.statusCode).toBe(200);
    await callEndpoint(t.app, api.blockConversationClient, { params: { id }, cookie: coach.cookie });
    const booking = await callEndpoint(t.app, api.createBooking, {
      cookie: client.cookie,
      body: {
        coachId: coach.id,
        startTime,
        paymentIntentId: intent.json().paymentIntentId,
        card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
        idempotencyKey: crypto.randomUUID(),
      },
    });
    expect(booking.statusCode).toBe(409);
    expect(booking.json().message).toBe('You can’t book sessions with this coach.');
  });
});

describe('deactivated accounts', () => {
  it('cannot be written to, and say so plainly', async () => {
    const client = await signIn(t);
    const coach = await coachWithSession(t);
    const id = await start(client, coach);
    await write(client.cookie, id, 'Hello');
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, client.id));
    const refused = await write(coach.cookie, id, 'Are you there?');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This account is no longer active, so it can’t receive messages.');
    expect((await thread(coach.cookie, id)).cannotWrite).toBe('This account is no longer active, so it can’t receive messages.');
    // Their own session no longer counts: they cannot write either.
    expect((await write(client.cookie, id, 'Still here')).statusCode).toBe(401);
    const [row] = await t.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.clientId, client.id), eq(conversations.coachId, coach.id)));
    expect(row?.id).toBe(id);
  });
});
