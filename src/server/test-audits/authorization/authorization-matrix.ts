// Who may call what: one row per endpoint of the endpoint table
// (src/shared/api/endpoint-table.ts) and per route the server serves outside
// it (OUTSIDE_THE_TABLE), with the status each of the seven actors must get.
// A row's route is typed from the table, so a row for an endpoint that does
// not exist does not compile; the integration test
// (authorization-matrix.integration.test.ts) fails for an endpoint without a
// row, and for a route the server registers that is in neither list.
//
// Conventions:
// - Every actor sends the same request, naming client A's and coach X's
//   resources. The owner gets 2xx; another user's resource is 404 ("not a
//   party means 404", docs/decisions/0005-bookings-and-payments.md), so ids reveal nothing.
// - Bodies are valid, so a status reflects who is asking, not what was sent.
//   Separately, the test checks every 401 and 403 again with an invalid body
//   or query: who you are is decided before what you sent is validated
//   (onRequest guards, mustBeSignedIn / mustHaveRole in http/guards.ts).
// - Rows that change state build their own fresh resource per call (a new
//   booking, a new user), so the order of rows and actors never matters.
// - `standIns` rows end or replace sessions (login, logout, password): they
//   run as a newly made person of the actor's kind.
import type { EndpointTable } from '../../../shared/api/endpoint-table.js';
import { uniqueName } from '../../test-support/test-app.js';
import { GOOD_CARD, newKey } from '../../test-support/bookings.js';
import { VALID_BIO } from '../../test-support/coach-profile.js';
import { ACTORS, BUSY_CALENDAR_URL, CALDAV_SERVER_URL, type Actor, type Fixtures, type Person } from './authorization-fixtures.js';

// The few routes served outside the table: documents for crawlers, the API's own reference and the metrics scrape.
export const OUTSIDE_THE_TABLE = [
  'GET /sitemap.xml',
  'GET /robots.txt',
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/assets/:file',
  'GET /metrics',
] as const;

type TableRoute = { [K in keyof EndpointTable]: `${EndpointTable[K]['method']} ${EndpointTable[K]['path']}` }[keyof EndpointTable];
export type MatrixRoute = TableRoute | (typeof OUTSIDE_THE_TABLE)[number];

export type Expected = Record<Actor, number>;
export type MatrixRequest = { params?: Record<string, string | number>; query?: string; body?: unknown };
export type MatrixRow = {
  // Method and path as the table declares them, e.g. 'GET /api/bookings/:id'.
  route: MatrixRoute;
  request?: (fx: Fixtures, caller: Person) => MatrixRequest | Promise<MatrixRequest>;
  standIns?: true;
  // The caller's identity is in the body (credentials), so its refusals
  // cannot come before the body is read: left out of the auth-first check.
  identityInBody?: true;
  // An event stream, which never ends on its own: called over a socket and read up to its status.
  stream?: true;
  expect: Expected;
};

const everyone = (status: number) => Object.fromEntries(ACTORS.map((actor) => [actor, status])) as Expected;
// A signed-out visitor and a deactivated user's old cookie are both "not signed in".
const signedIn = (status: number): Expected => ({ ...everyone(status), visitor: 401, deactivated: 401 });
const clients = (status: number): Expected => ({ ...signedIn(403), clientA: status, clientB: status });
const coaches = (status: number): Expected => ({ ...signedIn(403), coachX: status, coachY: status });
const admins = (status: number): Expected => ({ ...signedIn(403), admin: status });

export const MATRIX: MatrixRow[] = [
  // Health and public reads.
  { route: 'GET /healthz', expect: everyone(200) },
  { route: 'GET /readyz', expect: everyone(200) },
  { route: 'GET /api/config/public', expect: everyone(200) },
  // For crawlers (src/server/features/public-pages); the page routes exist only with a built client.
  { route: 'GET /sitemap.xml', expect: everyone(200) },
  { route: 'GET /robots.txt', expect: everyone(200) },
  { route: 'GET /api/specializations', expect: everyone(200) },
  // The API reference (src/server/features/api-docs): the document, its page and the page's scripts and styles.
  { route: 'GET /api/openapi.json', expect: everyone(200) },
  { route: 'GET /api/docs', expect: everyone(200) },
  { route: 'GET /api/docs/assets/:file', request: () => ({ params: { file: 'docs.js' } }), expect: everyone(200) },
  // Prometheus's scrape (src/server/features/metrics): off without METRICS_TOKEN, as here; with one, only its bearer gets in.
  { route: 'GET /metrics', expect: everyone(404) },
  { route: 'GET /api/coaches', expect: everyone(200) },
  { route: 'GET /api/coaches/next-available', request: (fx) => ({ query: `ids=${fx.coachXProfileId}` }), expect: everyone(200) },
  { route: 'GET /api/coaches/:id', request: (fx) => ({ params: { id: fx.coachXProfileId } }), expect: everyone(200) },
  { route: 'GET /api/coaches/:id/reviews', request: (fx) => ({ params: { id: fx.coachXProfileId } }), expect: everyone(200) },
  { route: 'GET /api/coaches/:id/availability', request: (fx) => ({ params: { id: fx.coachXProfileId } }), expect: everyone(200) },
  { route: 'GET /api/images/:id', request: async (fx) => ({ params: { id: await fx.photoIdOfX() } }), expect: everyone(200) },
  // Calendar apps fetch without cookies: the secret token in the file name is the credential.
  { route: 'GET /api/calendar/:file', request: async (fx) => ({ params: { file: await fx.feedFileOfX() } }), expect: everyone(200) },
  // Only signed Stripe deliveries count; with Stripe off the route answers 404 to all.
  { route: 'POST /api/payments/webhook', request: () => ({ body: {} }), expect: everyone(404) },
  // Test deployments only (TEST_HOOKS, refused outside NODE_ENV=test): never registered in production.
  { route: 'POST /api/test/run-jobs', request: (fx) => ({ body: { at: fx.clock.now.toISOString() } }), expect: everyone(200) },
  {
    route: 'POST /api/test/end-session',
    request: async (fx) => ({ body: { bookingId: await fx.freshPendingBooking(), endedMinutesAgo: fx.nextPastEnd() } }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/test/gateway-payouts',
    request: async (fx) => ({ body: { coachId: await fx.freshTestModePayee(), payoutsEnabled: false } }),
    expect: everyone(204),
  },
  { route: 'POST /api/test/admins', request: () => ({ body: newAdmin() }), expect: everyone(201) },
  {
    route: 'POST /api/test/dead-email',
    request: () => ({ body: { to: 'dead.letter@example.test', subject: 'Gave up', error: 'mailbox unavailable' } }),
    expect: everyone(201),
  },

  // Accounts and sessions.
  { route: 'POST /api/register', request: () => ({ body: newRegistration() }), expect: everyone(201) },
  {
    route: 'POST /api/login',
    standIns: true,
    identityInBody: true,
    request: (_fx, caller) => ({ body: { username: caller.username, password: caller.password } }),
    // Told only after the password checked out.
    expect: { ...everyone(200), deactivated: 403 },
  },
  { route: 'POST /api/logout', standIns: true, expect: everyone(200) },
  { route: 'GET /api/user', expect: signedIn(200) },
  // The live stream (docs/decisions/0059-live-updates.md): any signed-in tab; admins have no messages but still sign out.
  { route: 'GET /api/live', stream: true, expect: signedIn(200) },
  {
    route: 'PATCH /api/user/profile',
    request: (_fx, caller) => ({ body: { firstName: caller.firstName, lastName: caller.lastName, email: caller.email } }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/user/password',
    standIns: true,
    request: (_fx, caller) => ({ body: { currentPassword: caller.password, newPassword: `${caller.password}-renewed` } }),
    expect: signedIn(200),
  },
  { route: 'PUT /api/user/language', request: () => ({ body: { locale: 'de' } }), expect: signedIn(200) },
  { route: 'POST /api/user/profile-image', request: (fx) => ({ body: { imageData: fx.photoDataUrl } }), expect: signedIn(200) },
  { route: 'DELETE /api/user/profile-image', expect: signedIn(200) },

  // Checkout and bookings: client A's with coach X.
  {
    route: 'POST /api/create-payment-intent',
    request: (fx) => ({ body: { coachId: fx.coachXProfileId, startTime: fx.nextSlot() } }),
    expect: clients(200),
  },
  {
    route: 'POST /api/bookings',
    request: async (fx) => ({ body: { ...(await fx.freshCheckoutOfA()), idempotencyKey: newKey() } }),
    // Client B cannot spend client A's card hold.
    expect: { ...signedIn(403), clientA: 201, clientB: 409 },
  },
  { route: 'GET /api/user/bookings', expect: signedIn(200) },
  {
    route: 'GET /api/bookings/:id',
    request: (fx) => ({ params: { id: fx.confirmedBooking } }),
    expect: { ...signedIn(404), clientA: 200, coachX: 200, admin: 200 },
  },
  {
    route: 'GET /api/bookings/:id/join',
    request: (fx) => ({ params: { id: fx.confirmedBooking } }),
    expect: { ...signedIn(404), clientA: 200, coachX: 200, admin: 200 },
  },
  {
    route: 'PATCH /api/bookings/:id/status',
    request: async (fx) => ({ params: { id: await fx.freshPendingBooking() }, body: { status: 'cancelled' } }),
    expect: { ...signedIn(404), clientA: 200, coachX: 200, admin: 200 },
  },
  {
    // Only the booking's client moves it; coaches and admins are not clients (403).
    route: 'POST /api/bookings/:id/reschedule',
    request: async (fx) => {
      // A booking more than a day away, so the Flexible policy still allows a move.
      while (Date.parse(fx.nextSlot()) - fx.clock.now.getTime() < 48 * 3_600_000);
      const id = await fx.freshPendingBooking();
      return { params: { id }, body: { startTime: fx.nextSlot() } };
    },
    expect: { ...clients(404), clientA: 200 },
  },
  // The coach's proposal of a new time: coach X proposes, client A accepts, either drops it.
  {
    route: 'POST /api/bookings/:id/proposal',
    request: async (fx) => {
      while (Date.parse(fx.nextSlot()) - fx.clock.now.getTime() < 48 * 3_600_000);
      const id = await fx.freshPendingBooking();
      return { params: { id }, body: { startTime: fx.nextSlot() } };
    },
    expect: { ...coaches(404), coachX: 200 },
  },
  {
    route: 'POST /api/bookings/:id/proposal/accept',
    request: async (fx) => {
      const { id, startTime } = await fx.freshProposal();
      return { params: { id }, body: { startTime } };
    },
    expect: { ...clients(404), clientA: 200 },
  },
  {
    route: 'DELETE /api/bookings/:id/proposal',
    request: async (fx) => ({ params: { id: (await fx.freshProposal()).id } }),
    expect: { ...signedIn(404), clientA: 200, coachX: 200 },
  },

  // No-shows: each party's own action on their ended session; the queue and decisions are the admin's.
  {
    route: 'POST /api/bookings/:id/no-show/client-absent',
    request: async (fx) => ({ params: { id: await fx.freshEndedSession() }, body: fx.statement }),
    expect: { ...coaches(404), coachX: 200 },
  },
  {
    route: 'POST /api/bookings/:id/no-show/coach-absent',
    request: async (fx) => ({ params: { id: await fx.freshEndedSession() }, body: fx.statement }),
    expect: { ...clients(404), clientA: 200 },
  },
  {
    route: 'POST /api/bookings/:id/no-show/dispute',
    request: async (fx) => ({ params: { id: await fx.freshNoShowReport() }, body: fx.statement }),
    expect: { ...coaches(404), coachX: 200 },
  },
  { route: 'GET /api/admin/no-shows', expect: admins(200) },
  {
    route: 'POST /api/admin/no-shows/:id/decision',
    request: async (fx) => ({ params: { id: await fx.freshNoShowReport(true) }, body: { refund: false } }),
    expect: admins(200),
  },

  // Reviews: only the booking's own client, admins included in the 404.
  {
    route: 'POST /api/reviews',
    request: async (fx) => ({ body: { bookingId: await fx.freshCompletedBooking(), rating: 5, comment: 'Grounding.' } }),
    expect: { ...signedIn(404), clientA: 201 },
  },
  {
    route: 'GET /api/reviews/booking/:bookingId',
    request: (fx) => ({ params: { bookingId: fx.reviewedBooking } }),
    expect: { ...signedIn(404), clientA: 200 },
  },
  { route: 'GET /api/reviews/mine', request: (fx) => ({ query: `coachId=${fx.coachXProfileId}` }), expect: signedIn(200) },
  // Review replies: only the review's own coach, once (docs/product/vetting.md#review-replies).
  { route: 'GET /api/coach/reviews', expect: coaches(200) },
  {
    route: 'POST /api/reviews/:id/reply',
    request: async (fx) => ({ params: { id: await fx.freshReviewOfX() }, body: { reply: 'Thank you, it was a pleasure.' } }),
    expect: { ...coaches(404), coachX: 201 },
  },

  // Messages: a conversation is its client's and its coach's; anyone else gets 404, admins are not parties.
  { route: 'GET /api/conversations', expect: { ...signedIn(200), admin: 403 } },
  { route: 'GET /api/conversations/unread', expect: { ...signedIn(200), admin: 403 } },
  {
    // A client names coach X; a coach names client A's booking with coach X.
    route: 'POST /api/conversations',
    request: (fx, caller) => ({
      body: caller.actor.startsWith('coach') ? { bookingId: fx.confirmedBooking } : { coachId: fx.coachXProfileId },
    }),
    expect: { ...signedIn(200), coachY: 404, admin: 403 },
  },
  {
    route: 'GET /api/conversations/:id',
    request: (fx) => ({ params: { id: fx.conversationOfAX } }),
    expect: { ...signedIn(404), clientA: 200, coachX: 200, admin: 403 },
  },
  {
    route: 'POST /api/conversations/:id/messages',
    request: (fx) => ({ params: { id: fx.conversationOfAX }, body: { body: 'Is Thursday still good?' } }),
    expect: { ...signedIn(404), clientA: 201, coachX: 201, admin: 403 },
  },
  {
    route: 'POST /api/conversations/:id/read',
    request: (fx) => ({ params: { id: fx.conversationOfAX }, body: { upTo: 1 } }),
    expect: { ...signedIn(404), clientA: 200, coachX: 200, admin: 403 },
  },
  // Blocks act on a conversation of coach X with a client of its own, so client A can still book X.
  {
    route: 'PUT /api/conversations/:id/block',
    request: async (fx) => ({ params: { id: await fx.freshConversationOfX() } }),
    expect: { ...coaches(404), coachX: 200 },
  },
  {
    route: 'DELETE /api/conversations/:id/block',
    request: async (fx) => ({ params: { id: await fx.freshConversationOfX() } }),
    expect: { ...coaches(404), coachX: 200 },
  },

  // Reports (docs/product/reports.md): clients and coaches report; acting on reports is the admin's (below).
  {
    route: 'POST /api/reports',
    request: async (fx) => ({ body: { kind: 'review', reviewId: await fx.freshPastReviewOfX(), reason: 'harassment', details: 'Rude.' } }),
    expect: { ...signedIn(403), clientA: 201, clientB: 201, coachX: 201, coachY: 201 },
  },

  // Coach tools: session notes are private to the booking's coach.
  { route: 'GET /api/coach/bookings/history', expect: coaches(200) },
  {
    route: 'GET /api/bookings/:id/notes',
    request: (fx) => ({ params: { id: fx.confirmedBooking } }),
    expect: { ...signedIn(404), coachX: 200 },
  },
  {
    route: 'PUT /api/bookings/:id/notes',
    request: (fx) => ({ params: { id: fx.confirmedBooking }, body: { notes: 'Breath work; try the body scan next.' } }),
    expect: { ...signedIn(404), coachX: 200 },
  },
  { route: 'POST /api/coach/calendar-feed', request: () => ({ body: { enabled: true } }), expect: coaches(200) },
  { route: 'POST /api/coach/calendar-feed/regenerate', expect: coaches(200) },
  { route: 'GET /api/coach/earnings', expect: coaches(200) },
  // The coach's own busy calendar (docs/decisions/0046-busy-calendars.md): Pro coaches only, keyed by the caller.
  { route: 'GET /api/coach/busy-calendar', expect: coaches(200) },
  { route: 'PUT /api/coach/busy-calendar', request: () => ({ body: { url: BUSY_CALENDAR_URL } }), expect: coaches(200) },
  {
    route: 'DELETE /api/coach/busy-calendar',
    request: async (fx, caller) => {
      await fx.busyCalendarOf(caller);
      return {};
    },
    expect: coaches(204),
  },
  {
    route: 'POST /api/coach/busy-calendar/sync',
    request: async (fx, caller) => {
      await fx.busyCalendarOf(caller);
      return {};
    },
    expect: coaches(200),
  },
  // The coach's own CalDAV connection (docs/decisions/0057-caldav-sync.md): Pro coaches only, keyed by the caller.
  { route: 'GET /api/coach/caldav', expect: coaches(200) },
  // A private address: the guard refuses it before any connection, so a coach gets 400 (and keeps nothing).
  {
    route: 'PUT /api/coach/caldav',
    request: () => ({ body: { serverUrl: CALDAV_SERVER_URL, username: 'matrix', password: 'matrix-app-password' } }),
    expect: coaches(400),
  },
  {
    route: 'PUT /api/coach/caldav/calendars',
    request: async (fx, caller) => {
      const id = await fx.caldavCalendarOf(caller);
      return { body: { blockingCalendarIds: [id], bookingCalendarId: id } };
    },
    expect: coaches(200),
  },
  {
    route: 'POST /api/coach/caldav/sync',
    request: async (fx, caller) => {
      await fx.caldavCalendarOf(caller);
      return {};
    },
    expect: coaches(200),
  },
  {
    route: 'DELETE /api/coach/caldav',
    request: async (fx, caller) => {
      await fx.caldavCalendarOf(caller);
      return {};
    },
    expect: coaches(204),
  },
  { route: 'GET /api/coach/caldav/week', request: () => ({ query: 'from=2030-01-07T00:00:00.000Z' }), expect: coaches(200) },
  // The caller's own payouts and CSV: no coach id is taken, so nobody sees another coach's.
  { route: 'GET /api/coach/earnings/payouts', request: () => ({ query: 'year=2026' }), expect: coaches(200) },
  { route: 'GET /api/coach/earnings/export.csv', request: () => ({ query: 'year=2026' }), expect: coaches(200) },
  // The coach's own schedule (docs/decisions/0044-stored-schedules.md); keyed by the caller, so there is no one else's to name.
  { route: 'GET /api/coach/schedule', expect: coaches(200) },
  {
    route: 'PUT /api/coach/schedule',
    // Every hour of every day in the coaches' zone: a superset of their hours, so other rows' slots stay open.
    request: () => ({
      body: {
        timeZone: 'UTC',
        weeklyRules: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((weekday) => ({
          weekday,
          start: '00:00',
          end: '24:00',
        })),
      },
    }),
    expect: coaches(200),
  },

  // The coach's own profile and plan.
  { route: 'POST /api/coaches', request: (fx) => ({ body: fx.coachProfileBody() }), expect: coaches(200) },
  { route: 'GET /api/coaches/me', expect: coaches(200) },
  {
    route: 'PUT /api/coaches/me',
    request: (fx, caller) => ({
      body: {
        firstName: caller.firstName,
        lastName: caller.lastName,
        bio: VALID_BIO,
        hourlyRate: 75,
        sessionLength: 60,
        specializationIds: [fx.specializationId],
      },
    }),
    expect: coaches(200),
  },
  { route: 'POST /api/coach/create-subscription', request: () => ({ body: { testMode: true } }), expect: coaches(200) },
  {
    route: 'POST /api/coach/confirm-subscription',
    request: async (fx) => ({ body: { clientSecret: await fx.subscriptionSecretOfX(), card: GOOD_CARD } }),
    // Coach Y has no subscription waiting for that secret.
    expect: { ...signedIn(403), coachX: 200, coachY: 409 },
  },

  // Admins only (one plugin-wide guard), and the development mailbox.
  { route: 'GET /api/dev/mailbox', expect: admins(200) },
  { route: 'GET /api/admin/overview', expect: admins(200) },
  { route: 'GET /api/admin/money', expect: admins(200) },
  { route: 'GET /api/admin/users', expect: admins(200) },
  { route: 'GET /api/admin/users/:id', request: (fx) => ({ params: { id: fx.people.clientA.id } }), expect: admins(200) },
  {
    route: 'PATCH /api/admin/users/:id/status',
    request: async (fx) => ({ params: { id: await fx.freshClientId() }, body: { isActive: false } }),
    expect: admins(200),
  },
  { route: 'GET /api/bookings', expect: admins(200) },
  { route: 'GET /api/admin/bookings/:id', request: (fx) => ({ params: { id: fx.confirmedBooking } }), expect: admins(200) },
  {
    route: 'POST /api/admin/bookings/:id/cancel',
    request: async (fx) => ({ params: { id: await fx.freshPendingBooking() } }),
    expect: admins(200),
  },
  { route: 'GET /api/admin/specializations', expect: admins(200) },
  {
    route: 'POST /api/admin/specializations',
    request: () => ({
      body: { name: uniqueName('Focus'), description: 'Attention training for busy minds.', iconName: '🎯', colorClass: 'green' },
    }),
    expect: admins(201),
  },
  {
    route: 'PATCH /api/admin/specializations/:id',
    request: (fx) => ({ params: { id: fx.specializationId }, body: { description: 'Calm, steady breathing practice for every day.' } }),
    expect: admins(200),
  },
  { route: 'GET /api/admin/coaches', expect: admins(200) },
  // Payouts (docs/product/payouts.md): only the coach, for their own account; no route takes an id.
  { route: 'GET /api/coach/payouts', expect: coaches(200) },
  { route: 'POST /api/coach/payouts/onboarding-link', expect: coaches(200) },
  { route: 'POST /api/coach/payouts/refresh', expect: coaches(200) },
  // Money to coaches (docs/decisions/0048-ledger-and-transfers.md): a coach's own failed payouts; the rest is the admin's.
  { route: 'GET /api/coach/payout-failures', expect: coaches(200) },
  { route: 'GET /api/admin/transfers', expect: admins(200) },
  {
    route: 'POST /api/admin/transfers/:id/retry',
    request: async (fx) => ({ params: { id: await fx.freshFailedTransfer() } }),
    expect: admins(204),
  },
  { route: 'GET /api/admin/reconciliation', expect: admins(200) },
  // Work that gave up (docs/decisions/0087-one-work-queue.md): the admin's alone.
  { route: 'GET /api/admin/work/dead', expect: admins(200) },
  {
    route: 'POST /api/admin/work/:id/retry',
    request: async (fx) => ({ params: { id: await fx.freshDeadWork() } }),
    expect: admins(204),
  },
  // Test mode's stand-in for Stripe's onboarding: coach X's link is nobody else's (404 to coach Y).
  {
    route: 'GET /api/payouts/test-onboarding/:token',
    request: async (fx) => ({ params: { token: await fx.payoutLinkOfX() } }),
    expect: { ...coaches(404), coachX: 200 },
  },
  {
    route: 'POST /api/payouts/test-onboarding/:token',
    request: async (fx) => ({ params: { token: await fx.payoutLinkOfX() }, body: { outcome: 'complete' } }),
    expect: { ...coaches(404), coachX: 200 },
  },
  // Coach vetting (docs/product/vetting.md): the admins' queue and decisions.
  { route: 'GET /api/admin/vetting', expect: admins(200) },
  {
    route: 'POST /api/admin/vetting/:id/approve',
    request: async (fx) => ({ params: { id: await fx.freshCoachProfile('under_review') } }),
    expect: admins(200),
  },
  {
    route: 'POST /api/admin/vetting/:id/reject',
    request: async (fx) => ({
      params: { id: await fx.freshCoachProfile('under_review') },
      body: { reason: 'Please add your certifications.' },
    }),
    expect: admins(200),
  },
  {
    route: 'POST /api/admin/vetting/:id/unlist',
    request: async (fx) => ({
      params: { id: await fx.freshCoachProfile('approved') },
      body: { reason: 'Clients reported missed sessions.' },
    }),
    expect: admins(200),
  },
  { route: 'GET /api/admin/settings', expect: admins(200) },
  { route: 'GET /api/admin/reports', expect: admins(200) },
  {
    route: 'POST /api/admin/reports/:id/resolve',
    request: async (fx) => ({ params: { id: await fx.freshReport() }, body: { action: 'dismiss' } }),
    expect: admins(200),
  },
  {
    route: 'POST /api/admin/reviews/:id/restore',
    request: async (fx) => ({ params: { id: await fx.freshHiddenReview() } }),
    expect: admins(200),
  },

  // Packages and memberships (docs/product/packages.md): coach X's offers, client A's purchases.
  { route: 'GET /api/coach/packages', expect: coaches(200) },
  {
    route: 'POST /api/coach/packages',
    request: async (fx, caller) => {
      await fx.roomForOffersOf(caller.id);
      return { body: { kind: 'package', sessions: 2, price: 150, validityDays: 60 } };
    },
    expect: coaches(201),
  },
  {
    // Another coach's offer is not theirs to retire: 404.
    route: 'POST /api/coach/packages/:id/retire',
    request: async (fx) => ({ params: { id: await fx.freshOfferOfX() } }),
    expect: { ...coaches(404), coachX: 200 },
  },
  { route: 'GET /api/coaches/:id/packages', request: (fx) => ({ params: { id: fx.coachXProfileId } }), expect: everyone(200) },
  { route: 'GET /api/coaches/:id/credits', request: (fx) => ({ params: { id: fx.coachXProfileId } }), expect: clients(200) },
  {
    route: 'POST /api/packages/:id/payment-intent',
    request: async (fx) => ({ params: { id: await fx.freshOfferOfX() } }),
    expect: clients(200),
  },
  {
    // Client B cannot spend client A's payment intent.
    route: 'POST /api/packages/:id/purchase',
    request: async (fx) => {
      const id = await fx.freshOfferOfX();
      const intent = await fx.app.inject({
        method: 'POST',
        url: `/api/packages/${id}/payment-intent`,
        headers: { cookie: fx.people.clientA.cookie ?? '' },
      });
      return { params: { id }, body: { paymentIntentId: intent.json().paymentIntentId, card: GOOD_CARD, idempotencyKey: newKey() } };
    },
    expect: { ...clients(409), clientA: 201 },
  },
  { route: 'GET /api/user/packages', expect: clients(200) },
  {
    route: 'POST /api/user/packages/:id/cancel',
    request: async (fx) => ({ params: { id: await fx.freshPackageOfA() } }),
    expect: { ...clients(404), clientA: 200 },
  },
  {
    // Client A's package is no membership in grace: nothing to pay; nobody else's to touch.
    route: 'POST /api/user/packages/:id/update-card',
    request: async (fx) => ({ params: { id: await fx.freshPackageOfA() }, body: { card: GOOD_CARD } }),
    expect: { ...clients(404), clientA: 409 },
  },
  {
    // Client B holds no credit with coach X.
    route: 'POST /api/bookings/with-credit',
    request: async (fx, caller) => {
      if (caller.actor === 'clientA') await fx.creditOfA();
      return { body: { coachId: fx.coachXProfileId, startTime: fx.nextSlot() } };
    },
    expect: { ...clients(409), clientA: 201 },
  },
  // Weekly series: the preview books nothing; client B, and client A with coach Y, hold no credits (409).
  {
    route: 'POST /api/series/preview',
    request: (fx) => ({ body: { coachId: fx.coachXProfileId, startTime: fx.nextSlot(), cadenceWeeks: 1, count: 3 } }),
    expect: clients(200),
  },
  {
    route: 'POST /api/series',
    request: (fx) => {
      const startTime = fx.nextSlot();
      const second = new Date(Date.parse(startTime) + 7 * 24 * 3_600_000).toISOString();
      return {
        body: {
          coachId: fx.coachYProfileId,
          startTime,
          cadenceWeeks: 1,
          count: 2,
          occurrences: [
            { index: 0, startTime },
            { index: 1, startTime: second },
          ],
          payment: 'credits',
        },
      };
    },
    expect: clients(409),
  },
  { route: 'GET /api/user/series', expect: signedIn(200) },
  // A card on file for a series: any client opens a setup of their own; a setup nobody opened is nobody's (404);
  // only client A reaches their own series, which is paid with credits (409), and nobody else's (404).
  { route: 'POST /api/series/card-setup', expect: clients(200) },
  {
    route: 'POST /api/series/cards',
    request: () => ({ body: { setupId: 'seti_test_nobodys', card: GOOD_CARD } }),
    expect: clients(404),
  },
  {
    route: 'PUT /api/series/:id/card',
    request: async (fx) => ({ params: { id: (await fx.sharedSeriesOfA()).id }, body: { savedCardId: 1 } }),
    expect: { ...clients(404), clientA: 409 },
  },
  // Only client A's coach X answers the request; client A and coach X each cancel from the first session on.
  {
    route: 'POST /api/series/:id/confirm',
    request: async (fx, caller) => ({
      params: { id: (await (caller.actor === 'coachX' ? fx.freshSeriesOfA() : fx.sharedSeriesOfA())).id },
    }),
    expect: { ...coaches(404), coachX: 200 },
  },
  {
    route: 'POST /api/series/:id/decline',
    request: async (fx, caller) => ({
      params: { id: (await (caller.actor === 'coachX' ? fx.freshSeriesOfA() : fx.sharedSeriesOfA())).id },
    }),
    expect: { ...coaches(404), coachX: 200 },
  },
  {
    route: 'POST /api/bookings/:id/cancel-following',
    request: async (fx, caller) => {
      // Only the two parties get as far as the series: they each need a series of their own.
      const series = caller.actor === 'clientA' || caller.actor === 'coachX' ? fx.freshSeriesOfA() : fx.sharedSeriesOfA();
      return { params: { id: (await series).bookingIds[0] ?? 0 } };
    },
    expect: { ...signedIn(403), clientA: 200, clientB: 404, coachX: 200, coachY: 404 },
  },
  // Group programs (docs/product/programs.md): coach X's programs, client A's seats and waitlist places.
  { route: 'GET /api/coach/programs', expect: coaches(200) },
  { route: 'POST /api/coach/programs', request: (fx) => ({ body: fx.programBody() }), expect: coaches(201) },
  {
    route: 'PUT /api/coach/programs/:id',
    request: async (fx) => ({ params: { id: await fx.freshDraftOfX() }, body: fx.programBody() }),
    expect: { ...coaches(404), coachX: 200 },
  },
  {
    route: 'POST /api/coach/programs/:id/publish',
    request: async (fx) => ({ params: { id: await fx.freshDraftOfX() } }),
    expect: { ...coaches(404), coachX: 200 },
  },
  {
    route: 'POST /api/coach/programs/:id/cancel',
    request: async (fx) => ({ params: { id: await fx.freshProgramOfX() } }),
    expect: { ...coaches(404), coachX: 200 },
  },
  {
    // Only the program's coach and its participants: anyone else's answer is 404.
    route: 'GET /api/programs/:id/roster',
    request: async (fx) => ({ params: { id: (await fx.freshSeatOfA()).programId } }),
    expect: { ...signedIn(403), clientA: 200, clientB: 404, coachX: 200, coachY: 404 },
  },
  { route: 'GET /api/programs', expect: everyone(200) },
  { route: 'GET /api/programs/:id', request: async (fx) => ({ params: { id: await fx.freshProgramOfX() } }), expect: everyone(200) },
  {
    route: 'POST /api/programs/:id/payment-intent',
    request: async (fx) => ({ params: { id: await fx.freshProgramOfX() } }),
    expect: clients(200),
  },
  {
    // Client B cannot spend client A's payment intent.
    route: 'POST /api/programs/:id/seats',
    request: async (fx) => {
      const id = await fx.freshProgramOfX();
      const intent = await fx.app.inject({
        method: 'POST',
        url: `/api/programs/${id}/payment-intent`,
        headers: { cookie: fx.people.clientA.cookie ?? '' },
      });
      return { params: { id }, body: { paymentIntentId: intent.json().paymentIntentId, card: GOOD_CARD, idempotencyKey: newKey() } };
    },
    expect: { ...clients(409), clientA: 201 },
  },
  { route: 'GET /api/user/program-seats', expect: clients(200) },
  { route: 'GET /api/user/program-waitlist', expect: clients(200) },
  {
    route: 'POST /api/user/program-seats/:id/cancel',
    request: async (fx) => ({ params: { id: (await fx.freshSeatOfA()).seatId } }),
    expect: { ...clients(404), clientA: 200 },
  },
  {
    route: 'POST /api/programs/:id/waitlist',
    request: async (fx) => ({ params: { id: await fx.freshFullProgramOfX() } }),
    expect: clients(201),
  },
  {
    route: 'DELETE /api/programs/:id/waitlist',
    request: async (fx) => ({ params: { id: await fx.freshWaitOfA() } }),
    expect: { ...clients(404), clientA: 200 },
  },
  // A completed program's coach is reviewed by its participants, once per program; anyone else's answer is 404.
  {
    route: 'POST /api/programs/:id/review',
    request: async (fx) => ({ params: { id: await fx.freshCompletedProgramOfA() }, body: { rating: 5, comment: 'Grounding.' } }),
    expect: { ...clients(404), clientA: 201 },
  },
  {
    route: 'GET /api/programs/:id/review',
    request: async (fx) => ({ params: { id: await fx.freshReviewedProgramOfA() } }),
    expect: { ...clients(404), clientA: 200 },
  },
  { route: 'GET /api/admin/programs', expect: admins(200) },
  {
    route: 'GET /api/programs/:id/waitlist',
    request: async (fx) => ({ params: { id: await fx.freshWaitOfA() } }),
    expect: { ...clients(404), clientA: 200 },
  },
  { route: 'GET /api/admin/packages', expect: admins(200) },
  { route: 'GET /api/admin/packages/renewals', expect: admins(200) },
  {
    route: 'POST /api/admin/packages/:id/refund',
    request: async (fx) => ({ params: { id: await fx.freshPackageOfA() }, body: { reason: 'Coach left the platform' } }),
    expect: admins(200),
  },
];

function newAdmin() {
  const username = uniqueName('admin');
  return { username, email: `${username}@example.com`, password: 'calm-waters-42', firstName: 'New', lastName: 'Admin' };
}

function newRegistration() {
  const username = uniqueName('new');
  return { username, email: `${username}@example.com`, password: 'calm-waters-42', firstName: 'New', lastName: 'Person', role: 'client' };
}
