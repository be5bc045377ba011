// What sqlmap is pointed at: every route that takes input from the query
// string, a path id or a JSON body, signed in as the role that can reach its
// code (a 401/403 answer would only test the guard). The ids come from the
// demo data of this run, looked up by discoverFixtures.
//
// Left out on purpose: POST /api/logout (no input), POST /api/user/password
// (a payload that happens to be accepted changes the client's password and
// ends the scan's other sessions; its inputs are compared, never queried),
// image uploads (base64 bodies), the admin's booking cancel (same id parser as
// the admin booking detail scanned here), the Stripe webhook (signed) and the
// coach profile page /coaches/:id (the same id parser and coaches service as
// GET /api/coaches/:id, scanned here).
import { call, expectOk, type HttpMethod, type Role, type Sessions } from './scan-http.js';

export type ScanTarget = {
  title: string;
  as: Role;
  method: HttpMethod;
  // With :name placeholders, filled from params.
  path: string;
  // Path parameters. On routes without a body they are injection points too.
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: Record<string, unknown>;
  // Statuses the untouched request must get, so we know it reaches the route's code.
  expect: number[];
  // The User-Agent is stored with a new session: tested where sessions start.
  testUserAgent?: boolean;
  // Statuses sqlmap should read as ordinary answers. By default it gives up on
  // a 401, which after a good baseline means the session was lost.
  ignoreCodes?: number[];
};

type Fixtures = {
  coachId: number;
  coachSpecialty: string;
  slots: string[];
  confirmedBookingId: number;
  cancellableBookingId: number;
  reviewedBookingId: number;
  reviewableBookingId: number | undefined;
  imageId: string;
  calendarToken: string;
  coachProfileEdit: Record<string, unknown>;
  otherUserId: number;
  specializationId: number;
  paymentIntentId: string;
};

type CoachList = { coaches: { id: number; specializations: { name: string }[] }[] };
type OwnBooking = { id: number; coachId: number; status: string; reviewed?: boolean };
type CoachMe = {
  firstName: string;
  lastName: string;
  businessName: string | null;
  bio: string;
  hourlyRate: number;
  sessionLength: number;
  socialLink: string | null;
  certifications: string | null;
  specializations: { id: number }[];
};

const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

export async function discoverFixtures(baseUrl: string, sessions: Sessions): Promise<Fixtures> {
  const { client, coach, admin } = sessions;
  const [elena] = (await expectOk<CoachList>(baseUrl, 'GET', '/api/coaches?q=Elena')).coaches;
  if (!elena) throw new Error('Demo coach Elena is missing from the directory');
  const { slots } = await expectOk<{ slots: string[] }>(baseUrl, 'GET', `/api/coaches/${elena.id}/availability`);
  if (slots.length < 2) throw new Error('Elena has fewer than two open slots');

  const bookings = await expectOk<OwnBooking[]>(baseUrl, 'GET', '/api/user/bookings', { cookie: client });
  const confirmed = bookings.find((booking) => booking.status === 'confirmed' && booking.coachId === elena.id);
  const reviewed = bookings.find((booking) => booking.reviewed === true);
  const reviewable = bookings.find((booking) => booking.status === 'completed' && booking.reviewed === false);
  // Another of Maya's upcoming bookings, so cancelling it leaves the confirmed one for the join and notes routes.
  const cancellable = bookings.find((booking) => ['pending', 'confirmed'].includes(booking.status) && booking.id !== confirmed?.id);
  if (!confirmed || !reviewed || !cancellable)
    throw new Error("Maya's demo bookings lack a confirmed booking with Elena, a second upcoming one or a reviewed one");

  const me = await expectOk<{ profileImage: string | null }>(baseUrl, 'GET', '/api/user', { cookie: client });
  const imageId = /\/api\/images\/([^/?]+)/.exec(me.profileImage ?? '')?.[1];
  if (!imageId) throw new Error('Maya has no demo profile image');

  const feed = await expectOk<{ calendarFeedUrl: string | null }>(baseUrl, 'POST', '/api/coach/calendar-feed', {
    cookie: coach,
    body: { enabled: true },
  });
  const calendarToken = /\/api\/calendar\/([^/]+)\.ics$/.exec(feed.calendarFeedUrl ?? '')?.[1];
  if (!calendarToken) throw new Error(`No calendar feed URL for Elena: ${feed.calendarFeedUrl}`);

  const profile = await expectOk<CoachMe>(baseUrl, 'GET', '/api/coaches/me', { cookie: coach });
  const { users } = await expectOk<{ users: { id: number }[] }>(baseUrl, 'GET', '/api/admin/users?q=liam', { cookie: admin });
  const specializations = await expectOk<{ id: number }[]>(baseUrl, 'GET', '/api/admin/specializations', { cookie: admin });
  const intent = await expectOk<{ paymentIntentId: string }>(baseUrl, 'POST', '/api/create-payment-intent', {
    cookie: client,
    body: { coachId: elena.id, startTime: slots[1] },
  });
  if (!users[0] || !specializations[0]) throw new Error('Demo user liam or the specializations are missing');

  return {
    coachId: elena.id,
    coachSpecialty: elena.specializations[0]?.name.toLowerCase() ?? 'all',
    slots,
    confirmedBookingId: confirmed.id,
    cancellableBookingId: cancellable.id,
    reviewedBookingId: reviewed.id,
    reviewableBookingId: reviewable?.id,
    imageId,
    calendarToken,
    coachProfileEdit: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      businessName: profile.businessName,
      bio: profile.bio,
      hourlyRate: profile.hourlyRate,
      sessionLength: profile.sessionLength,
      socialLink: profile.socialLink,
      certifications: profile.certifications,
      specializationIds: profile.specializations.map((specialization) => specialization.id),
    },
    otherUserId: users[0].id,
    specializationId: specializations[0].id,
    paymentIntentId: intent.paymentIntentId,
  };
}

export function scanTargets(f: Fixtures): ScanTarget[] {
  const from = f.slots[0] ?? '';
  const to = new Date(Date.parse(from) + 7 * 86_400_000).toISOString();
  return [
    // Public directory and profile.
    {
      title: 'Coach directory: search, filters, paging',
      as: 'visitor',
      method: 'GET',
      path: '/api/coaches',
      query: { q: 'Elena', specialty: f.coachSpecialty, price: 'any', availability: 'any', tz: 'UTC', page: 1, pageSize: 12 },
      expect: [200],
    },
    { title: 'Coach profile by id', as: 'visitor', method: 'GET', path: '/api/coaches/:id', params: { id: f.coachId }, expect: [200] },
    {
      title: 'Coach reviews: paging',
      as: 'visitor',
      method: 'GET',
      path: '/api/coaches/:id/reviews',
      params: { id: f.coachId },
      query: { limit: 5, page: 1 },
      expect: [200],
    },
    {
      title: 'Coach availability: range',
      as: 'visitor',
      method: 'GET',
      path: '/api/coaches/:id/availability',
      params: { id: f.coachId },
      query: { from, to },
      expect: [200],
    },
    { title: 'Profile image by id', as: 'visitor', method: 'GET', path: '/api/images/:id', params: { id: f.imageId }, expect: [200] },
    {
      title: 'Calendar feed by token',
      as: 'visitor',
      method: 'GET',
      path: '/api/calendar/:token.ics',
      params: { token: f.calendarToken },
      expect: [200],
    },
    // Sign-in and sign-up: the untouched requests sign in liam and register a taken username.
    // Both hash or verify a password on each request, which makes them the slowest targets.
    {
      title: 'Log in',
      as: 'visitor',
      method: 'POST',
      path: '/api/login',
      body: { username: 'liam', password: 'stillpoint-demo' },
      expect: [200],
      testUserAgent: true,
      // Wrong credentials are a 401 here: the answer to compare, not a lost session.
      ignoreCodes: [401],
    },
    {
      title: 'Register',
      as: 'visitor',
      method: 'POST',
      path: '/api/register',
      body: {
        username: 'maya',
        email: 'scan.probe@example.com',
        password: 'quiet-river-stones',
        firstName: 'Scan',
        lastName: 'Probe',
        role: 'client',
      },
      // The password is hashed and the row inserted before the unique username refuses it, so every field reaches SQL.
      expect: [409],
    },
    // Client.
    { title: 'Booking by id', as: 'client', method: 'GET', path: '/api/bookings/:id', params: { id: f.confirmedBookingId }, expect: [200] },
    {
      title: 'Booking join info',
      as: 'client',
      method: 'GET',
      path: '/api/bookings/:id/join',
      params: { id: f.confirmedBookingId },
      expect: [200],
    },
    {
      title: 'Own review by booking',
      as: 'client',
      method: 'GET',
      path: '/api/reviews/booking/:bookingId',
      params: { bookingId: f.reviewedBookingId },
      expect: [200],
    },
    {
      title: 'Payment intent',
      as: 'client',
      method: 'POST',
      path: '/api/create-payment-intent',
      body: { coachId: f.coachId, startTime: f.slots[0], description: 'Security scan' },
      expect: [200],
    },
    {
      title: 'Create booking',
      as: 'client',
      method: 'POST',
      path: '/api/bookings',
      body: {
        coachId: f.coachId,
        startTime: f.slots[1],
        notes: 'Booked by the security scan',
        paymentIntentId: f.paymentIntentId,
        card: GOOD_CARD,
        idempotencyKey: 'security-scan-booking',
        timeZone: 'Europe/Berlin',
      },
      // The first request books the slot; the same idempotency key then replays it.
      expect: [200, 201],
    },
    {
      title: 'Create review',
      as: 'client',
      method: 'POST',
      path: '/api/reviews',
      body: { bookingId: f.reviewableBookingId ?? f.reviewedBookingId, rating: 5, comment: 'Calm and clear.' },
      // Written by the first request; every later one is "already reviewed".
      expect: [201, 409],
    },
    {
      title: 'Update own profile',
      as: 'client',
      method: 'PATCH',
      path: '/api/user/profile',
      body: { firstName: 'Maya', lastName: 'Chen', email: 'maya@example.com' },
      expect: [200],
    },
    {
      title: 'Change booking status',
      as: 'client',
      method: 'PATCH',
      path: '/api/bookings/:id/status',
      params: { id: f.cancellableBookingId },
      body: { status: 'cancelled' },
      // Cancels the first time, then "already cancelled".
      expect: [200, 409],
    },
    // Coach.
    {
      title: 'Session history: paging',
      as: 'coach',
      method: 'GET',
      path: '/api/coach/bookings/history',
      query: { page: 1, pageSize: 10 },
      expect: [200],
    },
    {
      title: 'Session notes by booking',
      as: 'coach',
      method: 'GET',
      path: '/api/bookings/:id/notes',
      params: { id: f.confirmedBookingId },
      expect: [200],
    },
    {
      title: 'Save session notes',
      as: 'coach',
      method: 'PUT',
      path: '/api/bookings/:id/notes',
      params: { id: f.confirmedBookingId },
      body: { notes: 'Breathing practice went well.' },
      expect: [200],
    },
    { title: 'Edit coach profile', as: 'coach', method: 'PUT', path: '/api/coaches/me', body: f.coachProfileEdit, expect: [200] },
    {
      title: 'Calendar sync on/off',
      as: 'coach',
      method: 'POST',
      path: '/api/coach/calendar-feed',
      body: { enabled: true },
      expect: [200],
    },
    // Admin.
    {
      title: 'Admin users: search, role, paging',
      as: 'admin',
      method: 'GET',
      path: '/api/admin/users',
      query: { q: 'maya', role: 'all', page: 1, pageSize: 20 },
      expect: [200],
    },
    { title: 'Admin user by id', as: 'admin', method: 'GET', path: '/api/admin/users/:id', params: { id: f.otherUserId }, expect: [200] },
    {
      title: 'Admin user status',
      as: 'admin',
      method: 'PATCH',
      path: '/api/admin/users/:id/status',
      params: { id: f.otherUserId },
      body: { isActive: true },
      expect: [200],
    },
    {
      title: 'Admin bookings: status, paging',
      as: 'admin',
      method: 'GET',
      path: '/api/bookings',
      query: { status: 'all', page: 1, pageSize: 20 },
      expect: [200],
    },
    {
      title: 'Admin booking by id',
      as: 'admin',
      method: 'GET',
      path: '/api/admin/bookings/:id',
      params: { id: f.confirmedBookingId },
      expect: [200],
    },
    {
      title: 'Admin coaches: search, paging',
      as: 'admin',
      method: 'GET',
      path: '/api/admin/coaches',
      query: { q: 'el', page: 1, pageSize: 20 },
      expect: [200],
    },
    {
      title: 'Admin create specialization',
      as: 'admin',
      method: 'POST',
      path: '/api/admin/specializations',
      body: {
        name: 'Scan Probe Practice',
        description: 'A specialization created by the security scan.',
        iconName: '🔍',
        colorClass: 'amber',
      },
      // Created by the first request; later ones hit the unique name.
      expect: [201, 409],
    },
    {
      title: 'Admin edit specialization',
      as: 'admin',
      method: 'PATCH',
      path: '/api/admin/specializations/:id',
      params: { id: f.specializationId },
      body: { description: 'Edited by the security scan, a throwaway database.' },
      expect: [200],
    },
    {
      title: 'Admin reports: status, paging',
      as: 'admin',
      method: 'GET',
      path: '/api/admin/reports',
      query: { status: 'open', page: 1, pageSize: 20 },
      expect: [200],
    },
  ];
}

// The URL for a plain request (baseline) or for sqlmap, where '*' marks an injection point.
// sqlmap only tests marked points once one is marked, so with path parameters
// the query values are marked too. Routes with a body get their JSON fields
// tested instead (sqlmap's JSON support); their path ids are tested on the GET
// routes, which share the id parsing.
export function targetUrl(baseUrl: string, target: ScanTarget, withMarkers: boolean): string {
  const markPath = withMarkers && target.body === undefined && Object.keys(target.params ?? {}).length > 0;
  const mark = markPath ? '*' : '';
  const path = target.path.replace(/:(\w+)/g, (_, name: string) => `${encodeURIComponent(String(target.params?.[name] ?? ''))}${mark}`);
  const query = Object.entries(target.query ?? {})
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}${mark}`)
    .join('&');
  return `${baseUrl}${path}${query ? `?${query}` : ''}`;
}

// sqlmap names marked points '#1*', '#2*', ... in URL order.
export function markerNames(target: ScanTarget): string[] {
  if (target.body !== undefined || Object.keys(target.params ?? {}).length === 0) return [];
  const pathNames = [...target.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  return [...pathNames, ...Object.keys(target.query ?? {})];
}

export async function checkBaseline(baseUrl: string, target: ScanTarget, sessions: Sessions): Promise<{ ok: boolean; status: number }> {
  const url = targetUrl(baseUrl, target, false).slice(baseUrl.length);
  const answer = await call(baseUrl, target.method, url, { cookie: sessions[target.as], body: target.body });
  return { ok: target.expect.includes(answer.status), status: answer.status };
}
