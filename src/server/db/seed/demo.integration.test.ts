import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  coachProfiles,
  coachTransfers,
  ledgerEntries,
  programMeetings,
  reviews,
  specializations,
  testTransfers,
  users,
} from '../schema.js';
import type { TProgram } from '../../../shared/schemas/programs.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { sessionCookieOf } from '../../test-support/sign-in.js';
import { DEMO_ACCOUNTS, DEMO_ADMIN_PASSWORD, DEMO_PASSWORD } from './demo-accounts.js';
import { seedDemoData } from './demo.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
});
afterAll(async () => {
  await t.close();
});

async function tableCounts() {
  const result = (await t.database.db.execute(sql`
    select (select count(*) from users)::int as users, (select count(*) from coach_profiles)::int as profiles,
      (select count(*) from specializations)::int as specializations, (select count(*) from coach_specializations)::int as links,
      (select count(*) from bookings)::int as bookings, (select count(*) from reviews)::int as reviews,
      (select count(*) from images)::int as images, (select count(*) from booking_status_history)::int as history,
      (select count(*) from programs)::int as programs, (select count(*) from program_meetings)::int as meetings`)) as unknown as {
    rows: Record<string, number>[];
  };
  return result.rows[0];
}

const activeCoaches = () =>
  t.database.db
    .select({
      username: users.username,
      bio: users.bio,
      profileImage: users.profileImage,
      rate: coachProfiles.hourlyRateCents,
      profileId: coachProfiles.id,
    })
    .from(users)
    .innerJoin(coachProfiles, eq(coachProfiles.userId, users.id))
    .where(and(eq(users.role, 'coach'), eq(users.isActive, true)));

describe('demo data', () => {
  it('has the eight specializations of the spec', async () => {
    const rows = await t.database.db.select({ name: specializations.name, colorClass: specializations.colorClass }).from(specializations);
    expect(rows.map((r) => r.name).sort()).toEqual(
      [
        'Emotional Resilience',
        'Work Stress & Burnout',
        'Mindful Parenting',
        'Beginners Practice Support',
        'Sleep & Restoration',
        'Body Awareness & Somatic Mindfulness',
        'Focus & Performance',
        'Spiritual Practice & Stillness',
      ].sort(),
    );
    for (const row of rows) expect(['indigo', 'green', 'amber', 'purple', 'blue', 'pink']).toContain(row.colorClass);
  });

  it('has at least twelve active coaches with finished profiles, bios of 250..1000 characters and every price bound', async () => {
    const coaches = await activeCoaches();
    expect(coaches.length).toBeGreaterThanOrEqual(12);
    for (const coach of coaches) {
      expect(coach.bio?.length ?? 0, coach.username).toBeGreaterThanOrEqual(250);
      expect(coach.bio?.length ?? 0, coach.username).toBeLessThanOrEqual(1000);
    }
    expect(coaches.map((c) => c.rate)).toEqual(expect.arrayContaining([4900, 5000, 10000, 10100]));
    expect(coaches.filter((c) => c.profileImage === null).length).toBeGreaterThanOrEqual(2);
  });

  it("serves the coaches' photos through the image endpoint", async () => {
    const withPhoto = (await activeCoaches()).filter((c) => c.profileImage);
    expect(withPhoto.length).toBeGreaterThanOrEqual(10);
    const response = await t.app.inject({ method: 'GET', url: withPhoto[0]?.profileImage ?? '' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');
  });

  it("only has reviews of completed bookings by that booking's client about its coach, and a coach without reviews", async () => {
    const rows = await t.database.db
      .select({
        status: bookings.status,
        reviewClient: reviews.clientId,
        bookingClient: bookings.clientId,
        reviewCoach: reviews.coachId,
        bookingCoach: bookings.coachId,
        rating: reviews.rating,
      })
      .from(reviews)
      .innerJoin(bookings, eq(bookings.id, reviews.bookingId));
    expect(rows.length).toBeGreaterThanOrEqual(20);
    for (const row of rows) {
      expect(row.status).toBe('completed');
      expect(row.reviewClient).toBe(row.bookingClient);
      expect(row.reviewCoach).toBe(row.bookingCoach);
      expect(row.rating).toBeGreaterThanOrEqual(1);
      expect(row.rating).toBeLessThanOrEqual(5);
    }
    const reviewed = new Set(rows.map((r) => r.reviewCoach));
    expect((await activeCoaches()).some((c) => !reviewed.has(c.profileId))).toBe(true);
  });

  it('lists published workshops and courses of active demo coaches on the Workshops & Courses page', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/programs' });
    expect(list.statusCode).toBe(200);
    const programs: TProgram[] = list.json();
    expect(programs.map((p) => p.kind).sort()).toEqual(['course', 'course', 'workshop']);
    const coachIds = new Set((await activeCoaches()).map((c) => c.profileId));
    for (const p of programs) {
      expect(p).toMatchObject({ status: 'published', seatsLeft: p.capacity, cancellationPolicy: 'flexible' });
      expect(coachIds.has(p.coachId)).toBe(true);
      expect(new Date(p.meetings[0]?.start ?? 0).getTime()).toBeGreaterThan(Date.now());
    }
    expect(programs.find((p) => p.kind === 'workshop')).toMatchObject({ title: 'Mindful mornings', coachName: 'Elena Marsh' });

    const page = await t.app.inject({ method: 'GET', url: `/api/programs/${programs[0]?.id}` });
    expect(page.json()).toMatchObject({ title: programs[0]?.title, meetings: programs[0]?.meetings });
  });

  it("blocks the coaches' calendars with program meetings that overlap none of their demo sessions", async () => {
    const meetings = await t.database.db.select().from(programMeetings);
    expect(meetings.length).toBe(1 + 6 + 8);
    expect(meetings.every((m) => m.blocking)).toBe(true);
    const sessions = await t.database.db.select().from(bookings);
    for (const m of meetings) {
      const clash = sessions.filter((b) => b.coachId === m.coachId && b.startTime < m.endTime && m.startTime < b.endTime);
      expect(clash).toEqual([]);
    }
  });

  it('creates every listed demo account with its role', async () => {
    const rows = await t.database.db.select({ username: users.username, role: users.role }).from(users);
    const byName = new Map(rows.map((r) => [r.username, r.role]));
    for (const account of DEMO_ACCOUNTS) expect(byName.get(account.username), account.username).toBe(account.role);
    expect(rows.filter((r) => r.role === 'admin')).toHaveLength(1);
    expect(rows.filter((r) => r.role === 'client').length).toBeGreaterThanOrEqual(8);
  });

  it('does not duplicate anything when it runs again', async () => {
    const before = await tableCounts();
    await seedDemoData(t.database.db);
    expect(before?.users).toBeGreaterThan(0);
    expect(await tableCounts()).toEqual(before);
  });

  it('lets the demo accounts sign in, but not the deactivated coach', async () => {
    const maya = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'maya', password: DEMO_PASSWORD } });
    expect(maya.statusCode).toBe(200);
    expect(maya.json()).toMatchObject({ firstName: 'Maya', lastName: 'Chen', email: 'maya@example.com', role: 'client' });

    const admin = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: DEMO_ADMIN_PASSWORD } });
    expect(admin.json()).toMatchObject({ role: 'admin' });
    const elena = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'elena', password: DEMO_PASSWORD } });
    expect(elena.json()).toMatchObject({ firstName: 'Elena', lastName: 'Marsh', role: 'coach' });

    const deactivated = DEMO_ACCOUNTS.find((a) => a.note?.startsWith('deactivated'));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: deactivated?.username ?? '', password: DEMO_PASSWORD },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This account has been deactivated.');
  });

  it('lets Maya cancel an upcoming demo session and refunds it like a real payment', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'maya', password: DEMO_PASSWORD } });
    const cookie = sessionCookieOf(login);
    const list = await t.app.inject({ method: 'GET', url: '/api/user/bookings', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    const mine: { id: number; status: string; paymentStatus: string; startTime: string }[] = list.json();
    expect(mine.map((b) => b.status).sort()).toEqual(['cancelled', 'completed', 'completed', 'completed', 'confirmed', 'pending']);
    const upcoming = mine.find((b) => b.status === 'confirmed');
    expect(upcoming?.paymentStatus).toBe('paid');
    expect(new Date(upcoming?.startTime ?? 0).getTime()).toBeGreaterThan(Date.now());

    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/bookings/${upcoming?.id}/status`,
      headers: { cookie },
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
  });
  it('has paid the coaches their share of every paid session completed more than a day ago, as the transfer job would', async () => {
    const now = Date.now();
    const done = await t.database.db
      .select({ id: bookings.id, endTime: bookings.endTime, price: bookings.totalPriceCents, coachId: bookings.coachId })
      .from(bookings)
      .where(and(eq(bookings.status, 'completed'), eq(bookings.paymentStatus, 'paid')));
    const old = done.filter((b) => b.endTime.getTime() + 25 * 3_600_000 < now);
    const recent = done.filter((b) => b.endTime.getTime() + 23 * 3_600_000 > now);
    expect(old.length).toBeGreaterThan(3);
    const transfers = await t.database.db.select().from(coachTransfers);
    const byBooking = new Map(transfers.map((x) => [x.bookingId, x]));
    for (const b of old) {
      const transfer = byBooking.get(b.id);
      expect(transfer).toMatchObject({ status: 'paid', amountCents: b.price, feeCents: 0, coachId: b.coachId, provider: 'test' });
      expect(transfer?.paidAt?.getTime()).toBeLessThanOrEqual(now);
      // The test-mode gateway holds the same transfer, so reconciliation agrees.
      const [gateway] = await t.database.db
        .select()
        .from(testTransfers)
        .where(eq(testTransfers.id, transfer?.providerTransferId ?? ''));
      expect(gateway).toMatchObject({ amountCents: b.price, transferGroup: `booking-${b.id}` });
      // The ledger's invariant: captured = transferred + fee, nothing left held.
      const entries = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, b.id));
      const sum = (kind: string) => entries.filter((e) => e.kind === kind).reduce((total, e) => total + e.amountCents, 0);
      expect(sum('capture')).toBe(sum('transfer') + sum('platform_fee'));
      expect(sum('transfer')).toBe(b.price);
    }
    for (const b of recent) expect(byBooking.has(b.id)).toBe(false);
  });
});
