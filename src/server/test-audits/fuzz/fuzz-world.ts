// The data the fuzz runs against: a client, a Pro coach with a profile, an
// admin, a specialization and bookings in each status, all made through the
// app's own routes where it offers one. Also the valid body of every known
// write route: fuzz cases break one field at a time, so requests get past
// validation into the handlers, where half-finished writes would happen.
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { bookings, coachProfiles, sessions, users } from '../../db/schema.js';
import { hashSessionToken } from '../../features/auth/session-token.js';
import { type TestApp } from '../../test-support/test-app.js';
import { signIn } from '../../test-support/sign-in.js';
import { createIntent, GOOD_CARD, postBooking } from '../../test-support/bookings.js';
import { VALID_BIO, validProfileBody } from '../../test-support/coach-profile.js';
import { AUDIT_WORKSHOP, saturdayWorkshop } from '../../test-support/programs.js';

// Monday 06:00 UTC; the coach works weekdays 09:00-17:00 UTC, so today's slots are bookable.
export const FUZZ_NOW = new Date('2030-01-07T06:00:00Z');
const PASSWORD = 'calm-waters-42';

export type ActorName = 'visitor' | 'client' | 'coach' | 'admin';
type Actor = { id: number; cookie: string; username: string };

export type FuzzWorld = {
  actors: Record<Exclude<ActorName, 'visitor'>, Actor>;
  coachProfileId: number;
  specializationId: number;
  bookingIds: { pending: number; confirmed: number; completed: number };
  validBodies: Record<string, Record<string, unknown>>;
  // Ids worth putting into :id segments (the rest are random).
  realIds: number[];
  // Puts the actors back after a successful request changed them (deactivated, signed out).
  heal: () => Promise<void>;
};

function expectStatus(response: { statusCode: number; body: string }, status: number, what: string) {
  if (response.statusCode !== status) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
}

async function tinyPngDataUrl(): Promise<string> {
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#7aa6c2' } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

export async function createFuzzWorld(t: TestApp): Promise<FuzzWorld> {
  const { app, database } = t;
  const db = database.db;
  t.clock.now = FUZZ_NOW;

  const client = await signIn(t, { via: 'registration', role: 'client', password: PASSWORD, firstName: 'Fuzz', lastName: 'Client' });
  const coach = await signIn(t, { via: 'registration', role: 'coach', password: PASSWORD, firstName: 'Fuzz', lastName: 'Coach' });
  const admin = await signIn(t, { via: 'registration', role: 'client', password: PASSWORD, firstName: 'Fuzz', lastName: 'Admin' });
  // Admins are only ever made from the command line; this stands in for it.
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  const actors = {
    client: { id: client.id, cookie: client.cookie, username: client.username },
    coach: { id: coach.id, cookie: coach.cookie, username: coach.username },
    admin: { id: admin.id, cookie: admin.cookie, username: admin.username },
  };
  // Sessions take created_at from the database clock, which is years before
  // the test clock; their absolute lifetime would be over at the first touch.
  await db
    .update(sessions)
    .set({ createdAt: FUZZ_NOW, lastSeenAt: FUZZ_NOW })
    .where(
      inArray(
        sessions.userId,
        Object.values(actors).map((a) => a.id),
      ),
    );

  const spec = await inject(app, 'POST', '/api/admin/specializations', actors.admin.cookie, {
    name: 'Breathwork',
    description: 'Guided breathing for calm and focus.',
    iconName: '🌬️',
    colorClass: 'blue',
  });
  expectStatus(spec, 201, 'specialization');
  const specializationId: number = spec.json().id;

  const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
  const profileBody = validProfileBody({ timeZone: 'UTC', availableDays: weekdays, specializationIds: [specializationId] });
  const profile = await inject(app, 'POST', '/api/coaches', actors.coach.cookie, profileBody);
  expectStatus(profile, 201, 'coach profile');
  const coachProfileId: number = profile.json().id;
  // Pro, so the session-notes and calendar-feed handlers run instead of refusing at once;
  // approved, so the coach can be booked (docs/product/vetting.md).
  await db.update(coachProfiles).set({ planType: 'pro', listingStatus: 'approved' }).where(eq(coachProfiles.id, coachProfileId));

  const book = async (startTime: string) => {
    const intent = await createIntent(app, actors.client.cookie, coachProfileId, startTime);
    expectStatus(intent, 200, 'payment intent');
    const booked = await postBooking(app, actors.client.cookie, {
      coachId: coachProfileId,
      startTime,
      paymentIntentId: intent.json().paymentIntentId,
      card: GOOD_CARD,
    });
    expectStatus(booked, 201, 'booking');
    return booked.json().id as number;
  };
  const pending = await book('2030-01-07T09:00:00.000Z');
  const confirmed = await book('2030-01-07T11:00:00.000Z');
  expectStatus(
    await inject(app, 'PATCH', `/api/bookings/${confirmed}/status`, actors.coach.cookie, { status: 'confirmed' }),
    200,
    'confirm',
  );
  // Sessions are completed by the job runner once they have ended; a past one is written directly.
  const [past] = await db
    .insert(bookings)
    .values({
      coachId: coachProfileId,
      clientId: actors.client.id,
      startTime: new Date('2030-01-03T09:00:00Z'),
      endTime: new Date('2030-01-03T10:00:00Z'),
      status: 'completed',
      paymentStatus: 'paid',
      totalPriceCents: 7_500,
    })
    .returning({ id: bookings.id });
  if (!past) throw new Error('no past booking');

  // An intent for a free slot, so the booking body below is complete.
  const spareSlot = '2030-01-08T09:00:00.000Z';
  const spareIntent = await createIntent(app, actors.client.cookie, coachProfileId, spareSlot);
  expectStatus(spareIntent, 200, 'spare intent');

  // The client's conversation with the coach, so the message routes' ids can name a real one.
  const conversation = await inject(app, 'POST', '/api/conversations', actors.client.cookie, { coachId: coachProfileId });
  expectStatus(conversation, 200, 'conversation');
  const conversationId = conversation.json().id as number;

  // A workshop far ahead of every slot the other bodies name (docs/product/programs.md).
  const programBody = saturdayWorkshop(specializationId, { ...AUDIT_WORKSHOP, firstMeeting: '2032-03-06T09:00' });
  const validBodies: Record<string, Record<string, unknown>> = {
    'POST /api/conversations': { coachId: coachProfileId },
    'POST /api/conversations/:id/messages': { body: 'Is Thursday still good for you?' },
    'POST /api/conversations/:id/read': { upTo: 1 },
    'POST /api/register': {
      username: 'fuzzer',
      email: 'fuzzer@example.com',
      password: PASSWORD,
      firstName: 'Fuzz',
      lastName: 'Er',
      role: 'client',
    },
    'POST /api/login': { username: actors.client.username, password: 'not-the-password' },
    'POST /api/logout': {},
    'POST /api/reviews': { bookingId: past.id, rating: 5, comment: 'A calm and kind session.' },
    'PATCH /api/user/profile': { firstName: 'Fuzz', lastName: 'Client', email: `${actors.client.username}@example.com` },
    'POST /api/user/password': { currentPassword: PASSWORD, newPassword: 'new-calm-waters-42' },
    'PUT /api/user/language': { locale: 'es' },
    'POST /api/user/profile-image': { imageData: await tinyPngDataUrl() },
    'POST /api/coaches': profileBody,
    'PUT /api/coaches/me': {
      firstName: 'Fuzz',
      lastName: 'Coach',
      businessName: 'Still Waters',
      bio: VALID_BIO,
      hourlyRate: 75,
      sessionLength: 60,
      socialLink: 'https://example.com/calm',
      certifications: 'MBSR teacher',
      specializationIds: [specializationId],
    },
    'POST /api/coach/calendar-feed': { enabled: true },
    // A private address: refused by the address guard before any connection is tried.
    'PUT /api/coach/busy-calendar': { url: 'http://10.0.0.1/calendar.ics' },
    // Likewise for a CalDAV server; the calendar choice names ids the coach does not have (400).
    'PUT /api/coach/caldav': { serverUrl: 'http://10.0.0.1/dav/', username: 'fuzz', password: 'fuzz-app-password' },
    'PUT /api/coach/caldav/calendars': { blockingCalendarIds: [1], bookingCalendarId: null },
    'POST /api/coach/create-subscription': { testMode: true },
    'POST /api/coach/confirm-subscription': { clientSecret: 'seti_test_secret', card: GOOD_CARD },
    'POST /api/create-payment-intent': { coachId: coachProfileId, startTime: spareSlot },
    'POST /api/bookings': {
      coachId: coachProfileId,
      startTime: spareSlot,
      paymentIntentId: spareIntent.json().paymentIntentId,
      card: GOOD_CARD,
      notes: 'First session.',
      idempotencyKey: 'fuzz-idempotency-key',
    },
    // Weekly series (docs/product/series.md): Tuesdays from the spare slot's week, two kept.
    'POST /api/series/preview': { coachId: coachProfileId, startTime: '2030-01-15T09:00:00.000Z', cadenceWeeks: 1, count: 4 },
    'POST /api/series': {
      coachId: coachProfileId,
      startTime: '2030-01-15T09:00:00.000Z',
      cadenceWeeks: 1,
      count: 2,
      occurrences: [
        { index: 0, startTime: '2030-01-15T09:00:00.000Z' },
        { index: 1, startTime: '2030-01-22T09:00:00.000Z' },
      ],
      payment: 'credits',
      notes: 'Weekly.',
    },
    'POST /api/series/cards': { setupId: 'seti_test_fuzz', card: GOOD_CARD },
    'PUT /api/series/:id/card': { savedCardId: 1 },
    'PATCH /api/bookings/:id/status': { status: 'cancelled' },
    'POST /api/bookings/:id/reschedule': { startTime: '2030-01-09T10:00:00.000Z' },
    'POST /api/bookings/:id/proposal': { startTime: '2030-01-09T11:00:00.000Z' },
    'POST /api/bookings/:id/proposal/accept': { startTime: '2030-01-09T11:00:00.000Z' },
    'POST /api/bookings/:id/no-show/client-absent': { statement: 'The client never joined the call.' },
    'POST /api/bookings/:id/no-show/coach-absent': { statement: 'The coach never joined the call.' },
    'POST /api/bookings/:id/no-show/dispute': { statement: 'I waited in the call the whole hour.' },
    'POST /api/admin/no-shows/:id/decision': { refund: false, note: 'Call log checked.' },
    'PUT /api/bookings/:id/notes': { notes: 'Worked on breathing.' },
    'PATCH /api/admin/users/:id/status': { isActive: false },
    'POST /api/admin/specializations': {
      name: 'Sleep',
      description: 'Rest and wind-down practices.',
      iconName: '🌙',
      colorClass: 'indigo',
    },
    'PATCH /api/admin/specializations/:id': { name: 'Breath work' },
    'POST /api/coach/programs': programBody,
    'PUT /api/coach/programs/:id': programBody,
    'POST /api/programs/:id/review': { rating: 5, comment: 'A calm, well-led course.' },
    'POST /api/programs/:id/seats': {
      paymentIntentId: spareIntent.json().paymentIntentId,
      card: GOOD_CARD,
      idempotencyKey: 'fuzz-seat-key-0001',
    },
  };

  const actorList = Object.values(actors);
  return {
    actors,
    coachProfileId,
    specializationId,
    bookingIds: { pending, confirmed, completed: past.id },
    validBodies,
    realIds: [pending, confirmed, past.id, conversationId, specializationId, coachProfileId, ...actorList.map((a) => a.id)],
    async heal() {
      await db
        .update(users)
        .set({ isActive: true })
        .where(
          inArray(
            users.id,
            actorList.map((a) => a.id),
          ),
        );
      await db
        .insert(sessions)
        .values(
          actorList.map((a) => ({
            tokenHash: hashSessionToken(a.cookie.split('=')[1] ?? ''),
            userId: a.id,
            createdAt: FUZZ_NOW,
            lastSeenAt: FUZZ_NOW,
            expiresAt: new Date('2099-01-01T00:00:00Z'),
          })),
        )
        .onConflictDoNothing();
    },
  };
}

function inject(app: FastifyInstance, method: 'POST' | 'PUT' | 'PATCH', url: string, cookie: string, payload: Record<string, unknown>) {
  return app.inject({ method, url, headers: { cookie }, payload });
}
