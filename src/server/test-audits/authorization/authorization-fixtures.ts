// The cast of the authorization matrix: seven actors and the resources they
// own, made through the API the way real people make them (registration,
// coach onboarding, checkout, the coach's confirmation, the admin API), on an
// app that records every route as it registers. Resources belong to client A
// and coach X; client B and coach Y are the other people of the same roles.
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { createAdmin } from '../../cli/create-admin-core.js';
import type { Database } from '../../db/client.js';
import {
  busyCalendars,
  caldavCalendars,
  caldavConnections,
  coachProfiles,
  coachTransfers,
  conversations,
  workQueue,
} from '../../db/schema.js';
import { credentialCipher } from '../../security/credential-key.js';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp, uniqueName } from '../../test-support/test-app.js';
import { sessionCookieOf, signIn } from '../../test-support/sign-in.js';
import { insertClient, insertCoach } from '../../test-support/coaches.js';
import { checkout, createIntent, GOOD_CARD, insertBooking, insertReview } from '../../test-support/bookings.js';
import { validProfileBody } from '../../test-support/coach-profile.js';
import { giveTestModePayoutsEnabled } from '../../test-support/payouts.js';
import { HOUR_MS } from '../../../shared/domain/time-units.js';
import { seriesFixtures } from './authorization-series-fixtures.js';
import { packageFixtures } from './authorization-package-fixtures.js';
import { programFixtures } from './authorization-program-fixtures.js';

export const ACTORS = ['visitor', 'clientA', 'clientB', 'coachX', 'coachY', 'admin', 'deactivated'] as const;
export type Actor = (typeof ACTORS)[number];

// Someone who calls the API. No cookie means signed out; the visitor still
// has an account (never signed in here), so the login row has credentials.
export type Person = {
  actor: Actor;
  cookie?: string;
  id: number;
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
};

export type RegisteredRoute = { method: string; url: string };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const EVERY_DAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const PASSWORD = 'calm-waters-42';

// Refused by the address guard before any connection is tried.
export const BUSY_CALENDAR_URL = 'http://10.0.0.1/calendar.ics';

// A CalDAV server the guard refuses likewise: connecting is answered 400 before any connection.
export const CALDAV_SERVER_URL = 'http://10.0.0.1/dav/';

export type Fixtures = Awaited<ReturnType<typeof createAuthorizationFixtures>>;

export async function createAuthorizationFixtures() {
  const routes: RegisteredRoute[] = [];
  const t: TestApp = await createTestApp({
    // Many requests from one address: relax the abuse limits without turning them off. The test
    // hook is on so that route, which exists in every test deployment, is in the matrix too.
    env: { RATE_LIMIT_SCALE: '1000', TEST_HOOKS: 'true' },
    // Every route as Fastify registers it; the HEAD twins of GET routes add nothing.
    onRoute: (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
    },
  });
  // The clock stays at the real time: the database stamps new sessions with its own clock,
  // so moving the app's clock far ahead would expire them on their first touch.
  const { app, clock } = t;
  const db: Database = t.database.db;

  const send = (cookie: string | undefined, method: Method, url: string, payload?: unknown) =>
    app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload !== undefined && { payload: payload as object }) });
  const ok = async (response: Promise<LightMyRequestResponse>, status: number, what: string) => {
    const done = await response;
    if (done.statusCode !== status) throw new Error(`fixture set-up: ${what} answered ${done.statusCode} ${done.body}`);
    return done;
  };

  async function register(actor: Actor, role: 'client' | 'coach'): Promise<Person> {
    const made = await signIn(t, { via: 'registration', role, password: PASSWORD });
    return {
      actor,
      cookie: made.cookie,
      id: made.id,
      username: made.username,
      email: made.email,
      password: PASSWORD,
      firstName: 'Test',
      lastName: 'Person',
    };
  }

  // Admins only come from the CLI's createAdmin; they sign in like everyone else.
  async function makeAdmin(actor: Actor): Promise<Person> {
    const username = uniqueName('admin');
    const person = { username, email: `${username}@example.com`, password: PASSWORD, firstName: 'Ada', lastName: 'Admin' };
    const { user } = await createAdmin(db, person);
    const login = await ok(send(undefined, 'POST', '/api/login', { username, password: PASSWORD }), 200, 'admin login');
    return { ...person, actor, id: user.id, cookie: sessionCookieOf(login) };
  }

  const admin = await makeAdmin('admin');

  const specialization = await ok(
    send(admin.cookie, 'POST', '/api/admin/specializations', {
      name: uniqueName('Breath'),
      description: 'Calm, steady breathing practice.',
      iconName: '🌬️',
      colorClass: 'blue',
    }),
    201,
    'specialization',
  );
  const specializationId: number = specialization.json().id;

  // Onboarded as the coach form does it: UTC, every day 09:00-17:00, 60 minutes.
  const coachProfileBody = () => validProfileBody({ timeZone: 'UTC', availableDays: EVERY_DAY, specializationIds: [specializationId] });

  async function onboardCoach(actor: Actor): Promise<Person & { profileId: number }> {
    const coach = await register(actor, 'coach');
    const profile = await ok(send(coach.cookie, 'POST', '/api/coaches', coachProfileBody()), 201, `${actor} onboarding`);
    await ok(send(coach.cookie, 'POST', '/api/coach/create-subscription', { testMode: true }), 200, `${actor} Pro plan`);
    // Listed and bookable, as an admin's approval makes it (docs/product/vetting.md).
    await ok(send(admin.cookie, 'POST', `/api/admin/vetting/${profile.json().id}/approve`), 200, `${actor} approval`);
    return { ...coach, profileId: profile.json().id };
  }

  async function deactivate(person: Person): Promise<Person> {
    await ok(send(person.cookie, 'GET', '/api/user'), 200, 'signed in before deactivation');
    await ok(send(admin.cookie, 'PATCH', `/api/admin/users/${person.id}/status`, { isActive: false }), 200, 'deactivation');
    return person; // keeps the cookie it had, which the server must now refuse
  }

  const visitor: Person = { ...(await register('visitor', 'client')), cookie: undefined };
  const clientA = await register('clientA', 'client');
  const clientB = await register('clientB', 'client');
  const coachX = await onboardCoach('coachX');
  const coachY = await onboardCoach('coachY');
  // A coach with a public profile until an admin switched the account off.
  const deactivated = await deactivate(await onboardCoach('deactivated'));
  const people: Record<Actor, Person> = { visitor, clientA, clientB, coachX, coachY, admin, deactivated };

  const photo = await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 90, g: 140, b: 120 } } })
    .png()
    .toBuffer();
  const photoDataUrl = `data:image/png;base64,${photo.toString('base64')}`;

  // Coach X's hourly slots from tomorrow 09:00 UTC on: past the 2-hour notice, within the 60-day horizon.
  const firstSlot = new Date(Date.UTC(clock.now.getUTCFullYear(), clock.now.getUTCMonth(), clock.now.getUTCDate() + 1, 9));
  let slotsTaken = 0;
  function nextSlot(): string {
    const day = Math.floor(slotsTaken / 8);
    const hour = slotsTaken % 8;
    slotsTaken += 1;
    if (day > 50) throw new Error('out of slots for coach X');
    return new Date(firstSlot.getTime() + day * 24 * HOUR_MS + hour * HOUR_MS).toISOString();
  }

  // A paid, pending request from client A to coach X, through the real checkout.
  async function freshPendingBooking(): Promise<number> {
    const { response } = await checkout(app, clientA.cookie ?? '', coachX.profileId, nextSlot());
    if (response.statusCode !== 201) throw new Error(`fixture set-up: checkout answered ${response.statusCode} ${response.body}`);
    return response.json().id;
  }

  // A session between client A and coach X that has ended. The jobs would
  // complete it after its end time; inserted directly so the clock stays put.
  let pastSessions = 0;
  async function freshCompletedBooking(): Promise<number> {
    pastSessions += 1;
    return insertBooking(db, {
      coachId: coachX.profileId,
      clientId: clientA.id,
      start: new Date(clock.now.getTime() - 30 * 24 * HOUR_MS + pastSessions * HOUR_MS),
      status: 'completed',
    });
  }

  // A confirmed session of client A with coach X that ended within the last two days, so
  // either may report a no-show: half-hour sessions, each ending 31 minutes before the last.
  let endedSessions = 0;
  async function freshEndedSession(): Promise<number> {
    endedSessions += 1;
    if (endedSessions > 90) throw new Error('out of ended sessions for coach X');
    return insertBooking(db, {
      coachId: coachX.profileId,
      clientId: clientA.id,
      start: new Date(clock.now.getTime() - (endedSessions * 31 + 30) * 60_000),
      minutes: 30,
      status: 'confirmed',
    });
  }

  // A booking more than two days away (so the Flexible policy allows moving it) with coach X's
  // proposal of another time waiting for client A.
  async function freshProposal(): Promise<{ id: number; startTime: string }> {
    while (Date.parse(nextSlot()) - clock.now.getTime() < 48 * HOUR_MS);
    const id = await freshPendingBooking();
    const startTime = nextSlot();
    await ok(send(coachX.cookie, 'POST', `/api/bookings/${id}/proposal`, { startTime }), 200, 'coach X proposes');
    return { id, startTime };
  }

  // Minutes ago for the test hook that ends a session early: a day and more back, clear of the
  // ended sessions above, an hour apart so the moved sessions never overlap.
  let pastEnds = 0;
  const nextPastEnd = () => 1_600 + 61 * (pastEnds += 1);

  const statement = { statement: 'Nobody joined the video call at all.' };
  // An ended session whose no-show report waits: reported by client A, then (if asked) disputed by coach X.
  async function freshNoShowReport(disputed = false): Promise<number> {
    const id = await freshEndedSession();
    await ok(send(clientA.cookie, 'POST', `/api/bookings/${id}/no-show/coach-absent`, statement), 200, 'client A reports');
    if (disputed) await ok(send(coachX.cookie, 'POST', `/api/bookings/${id}/no-show/dispute`, statement), 200, 'coach X disputes');
    return id;
  }

  // A review of coach X by a new client, on a session long past (so nobody has reported it yet).
  let reviewedSessions = 0;
  async function freshPastReviewOfX(): Promise<number> {
    reviewedSessions += 1;
    const start = new Date(clock.now.getTime() - 200 * 24 * HOUR_MS + reviewedSessions * HOUR_MS);
    return insertReview(db, { coachId: coachX.profileId, clientId: await insertClient(db), rating: 2, comment: 'Not for me.', start });
  }

  // An open report of a fresh review, by client A.
  async function freshReport(): Promise<number> {
    const reviewId = await freshPastReviewOfX();
    const made = await ok(
      send(clientA.cookie, 'POST', '/api/reports', { kind: 'review', reviewId, reason: 'spam' }),
      201,
      'client A reports a review',
    );
    return made.json().id;
  }

  // A review an admin has hidden.
  async function freshHiddenReview(): Promise<number> {
    const reviewId = await freshPastReviewOfX();
    const made = await ok(
      send(clientA.cookie, 'POST', '/api/reports', { kind: 'review', reviewId, reason: 'spam' }),
      201,
      'client A reports a review',
    );
    await ok(send(admin.cookie, 'POST', `/api/admin/reports/${made.json().id}/resolve`, { action: 'hide-review' }), 200, 'hide');
    return reviewId;
  }

  const confirmedBooking = await freshPendingBooking();
  await ok(send(coachX.cookie, 'PATCH', `/api/bookings/${confirmedBooking}/status`, { status: 'confirmed' }), 200, 'coach X confirms');
  const reviewedBooking = await freshCompletedBooking();
  await ok(
    send(clientA.cookie, 'POST', '/api/reviews', { bookingId: reviewedBooking, rating: 5, comment: 'Calm and kind.' }),
    201,
    'client A reviews',
  );

  // Client A's conversation with coach X, with a message in it.
  const conversation = await ok(send(clientA.cookie, 'POST', '/api/conversations', { coachId: coachX.profileId }), 200, 'client A writes');
  const conversationOfAX: number = conversation.json().id;
  await ok(send(clientA.cookie, 'POST', `/api/conversations/${conversationOfAX}/messages`, { body: 'Hello!' }), 201, 'first message');

  // A conversation of coach X with a client of its own (blocking them leaves client A alone).
  async function freshConversationOfX(): Promise<number> {
    const [row] = await db
      .insert(conversations)
      .values({ clientId: await insertClient(db), coachId: coachX.profileId })
      .returning({ id: conversations.id });
    if (!row) throw new Error('fixture set-up: no conversation');
    return row.id;
  }

  const packages = packageFixtures({ app, db, clientACookie: clientA.cookie ?? '', coachXProfileId: coachX.profileId });
  return {
    app,
    db,
    conversationOfAX,
    freshConversationOfX,
    clock,
    routes,
    people,
    specializationId,
    coachXProfileId: coachX.profileId,
    coachYProfileId: coachY.profileId,
    ...packages,
    ...seriesFixtures({
      app,
      clock,
      clientACookie: clientA.cookie ?? '',
      coachXProfileId: coachX.profileId,
      freshPackageOfA: packages.freshPackageOfA,
    }),
    ...programFixtures({
      app,
      db,
      clientACookie: clientA.cookie ?? '',
      clientAId: clientA.id,
      coachXCookie: coachX.cookie ?? '',
      specializationId,
    }),
    photoDataUrl,
    // Confirmed, with a meeting link: client A's and coach X's.
    confirmedBooking,
    // Completed and reviewed by client A.
    reviewedBooking,
    coachProfileBody,
    nextSlot,
    freshPendingBooking,
    freshCompletedBooking,
    freshEndedSession,
    freshProposal,
    freshNoShowReport,
    freshPastReviewOfX,
    freshReport,
    freshHiddenReview,
    nextPastEnd,
    statement,
    freshClientId: () => insertClient(db),
    // A failed transfer of a new completed session of coach X, for the admin's retry.
    async freshFailedTransfer(): Promise<number> {
      const bookingId = await freshCompletedBooking();
      const at = clock.now;
      const [row] = await db
        .insert(coachTransfers)
        .values({ bookingId, coachId: coachX.profileId, status: 'failed', amountCents: 8_500, dueAt: at, nextAttemptAt: at, attempts: 1 })
        .returning({ id: coachTransfers.id });
      return row?.id ?? 0;
    },
    // Work that gave up, for the admin's retry (docs/decisions/0087-one-work-queue.md); a kind no worker runs.
    async freshDeadWork(): Promise<number> {
      const [row] = await db
        .insert(workQueue)
        .values({ kind: 'authorization-check', payload: {}, status: 'dead', attempts: 5, lastError: 'refused', failedAt: clock.now })
        .returning({ id: workQueue.id });
      return row?.id ?? 0;
    },
    // Another coach's profile in the given vetting state, for the admin's decisions.
    freshCoachProfile: async (listingStatus: 'under_review' | 'approved') => (await insertCoach(db, { profile: { listingStatus } })).id,
    // A new coach whose payouts are enabled at the test-mode gateway.
    async freshTestModePayee(): Promise<number> {
      const { id } = await insertCoach(db);
      await giveTestModePayoutsEnabled(db, id);
      return id;
    },

    // A new review of coach X by client A, not yet answered.
    async freshReviewOfX(): Promise<number> {
      const bookingId = await freshCompletedBooking();
      const review = await ok(send(clientA.cookie, 'POST', '/api/reviews', { bookingId, rating: 4, comment: 'Helpful.' }), 201, 'review');
      return review.json().id as number;
    },

    // Client A's own new payment intent for coach X's next free slot, as the checkout makes it.
    async freshCheckoutOfA() {
      const startTime = nextSlot();
      const intent = await ok(createIntent(app, clientA.cookie ?? '', coachX.profileId, startTime), 200, 'client A intent');
      return { coachId: coachX.profileId, startTime, paymentIntentId: intent.json().paymentIntentId as string, card: GOOD_CARD };
    },

    // A busy calendar for the caller when they are a coach (set again if an
    // earlier row removed it). A private address: syncing it fails at once,
    // without the network, and the failure is the coach's to read, not an error.
    async busyCalendarOf(caller: Person): Promise<void> {
      const [coach] = await db.select({ id: coachProfiles.id }).from(coachProfiles).where(eq(coachProfiles.userId, caller.id)).limit(1);
      if (!coach) return;
      await db.insert(busyCalendars).values({ coachId: coach.id, url: BUSY_CALENDAR_URL }).onConflictDoNothing();
    },

    // The caller's CalDAV connection with one calendar (made again if an
    // earlier row disconnected it); its id, or 1 for a caller who is no coach.
    async caldavCalendarOf(caller: Person): Promise<number> {
      const [coach] = await db.select({ id: coachProfiles.id }).from(coachProfiles).where(eq(coachProfiles.userId, caller.id)).limit(1);
      if (!coach) return 1;
      const passwordSecret = credentialCipher(t.config).seal('matrix-app-password');
      await db
        .insert(caldavConnections)
        .values({ coachId: coach.id, serverUrl: CALDAV_SERVER_URL, username: 'matrix', passwordSecret })
        .onConflictDoNothing();
      await db
        .insert(caldavCalendars)
        .values({ coachId: coach.id, url: `${CALDAV_SERVER_URL}work/`, displayName: 'Work' })
        .onConflictDoNothing();
      const [calendar] = await db
        .select({ id: caldavCalendars.id })
        .from(caldavCalendars)
        .where(eq(caldavCalendars.coachId, coach.id))
        .limit(1);
      return calendar?.id ?? 1;
    },

    // The file name of coach X's calendar feed (switched on if an earlier row switched it off).
    async feedFileOfX(): Promise<string> {
      const feed = await ok(send(coachX.cookie, 'POST', '/api/coach/calendar-feed', { enabled: true }), 200, 'coach X feed');
      return new URL(feed.json().calendarFeedUrl).pathname.split('/').pop() ?? '';
    },

    // The id of coach X's profile photo (uploaded again if an earlier row removed it).
    async photoIdOfX(): Promise<string> {
      const upload = await ok(send(coachX.cookie, 'POST', '/api/user/profile-image', { imageData: photoDataUrl }), 200, 'coach X photo');
      return String(upload.json().profileImage).split('/').pop() ?? '';
    },

    // The client secret of a Pro subscription coach X has just started.
    async subscriptionSecretOfX(): Promise<string> {
      const started = await ok(send(coachX.cookie, 'POST', '/api/coach/create-subscription', {}), 200, 'coach X subscription');
      return started.json().clientSecret;
    },

    // The token of a fresh test-mode onboarding link of coach X's payout account.
    async payoutLinkOfX(): Promise<string> {
      const link = await ok(send(coachX.cookie, 'POST', '/api/coach/payouts/onboarding-link', {}), 200, 'coach X payout link');
      return String(link.json().url).split('/').pop() ?? '';
    },

    // A new person of the actor's kind, for rows that end or replace sessions
    // (login, logout, password change): the shared cast keeps its sessions.
    async standIn(actor: Actor): Promise<Person> {
      switch (actor) {
        case 'visitor':
          return { ...(await register(actor, 'client')), cookie: undefined };
        case 'clientA':
        case 'clientB':
          return register(actor, 'client');
        case 'coachX':
        case 'coachY':
          return register(actor, 'coach');
        case 'admin':
          return makeAdmin(actor);
        case 'deactivated':
          return deactivate(await register(actor, 'client'));
      }
    },

    close: () => t.close(),
  };
}
