// The invariants the database itself guarantees, checked on both drivers:
// embedded PGlite always, PostgreSQL when TEST_DATABASE_URL is set (CI).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client.js';
import { bookings, coachProfiles, coachSpecializations, reviews, specializations, users } from './schema.js';
import { bothDrivers } from '../test-support/both-drivers.js';

const drivers = bothDrivers();

describe.each(drivers)('schema constraints on %s', (_name, open) => {
  let handle: DatabaseHandle;
  let n = 0;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(async () => {
    await handle.close();
  });

  async function coachAndClient() {
    n += 1;
    const [coachUser, client] = await handle.db
      .insert(users)
      .values([
        { username: `coach${n}`, email: `coach${n}@x.test`, passwordHash: 'x', firstName: 'C', lastName: 'C', role: 'coach' },
        { username: `client${n}`, email: `client${n}@x.test`, passwordHash: 'x', firstName: 'K', lastName: 'K' },
      ])
      .returning({ id: users.id });
    const [coach] = await handle.db
      .insert(coachProfiles)
      .values({ userId: coachUser!.id, hourlyRateCents: 5000, availableDays: ['monday'] })
      .returning({ id: coachProfiles.id });
    return { coachUserId: coachUser!.id, coachId: coach!.id, clientId: client!.id };
  }

  const at = (iso: string) => new Date(iso);

  it('loads btree_gist', async () => {
    const result = (await handle.db.execute(sql`select 1 from pg_extension where extname = 'btree_gist'`)) as unknown as {
      rows: unknown[];
    };
    expect(result.rows).toHaveLength(1);
  });

  it('refuses overlapping pending/confirmed bookings of one coach but allows touching and cancelled ones', async () => {
    const { coachId, clientId } = await coachAndClient();
    const base = { coachId, clientId, totalPriceCents: 5000 };
    await handle.db.insert(bookings).values({ ...base, startTime: at('2030-01-07T10:00Z'), endTime: at('2030-01-07T11:00Z') });
    await expect(
      handle.db
        .insert(bookings)
        .values({ ...base, startTime: at('2030-01-07T10:30Z'), endTime: at('2030-01-07T11:30Z'), status: 'confirmed' }),
    ).rejects.toMatchObject({ cause: { code: '23P01' } });
    // Back to back is fine: ranges are half-open.
    await handle.db.insert(bookings).values({ ...base, startTime: at('2030-01-07T11:00Z'), endTime: at('2030-01-07T12:00Z') });
    // A cancelled booking does not hold the slot.
    await handle.db
      .insert(bookings)
      .values({ ...base, startTime: at('2030-01-07T10:00Z'), endTime: at('2030-01-07T11:00Z'), status: 'cancelled' });
  });

  it('keeps one review per booking, ratings 1..5, unique coach/specialization pairs', async () => {
    const { coachId, clientId } = await coachAndClient();
    const [booking] = await handle.db
      .insert(bookings)
      .values({
        coachId,
        clientId,
        totalPriceCents: 5000,
        startTime: at('2030-02-04T10:00Z'),
        endTime: at('2030-02-04T11:00Z'),
        status: 'completed',
      })
      .returning({ id: bookings.id });
    await handle.db.insert(reviews).values({ bookingId: booking!.id, coachId, clientId, rating: 5 });
    await expect(handle.db.insert(reviews).values({ bookingId: booking!.id, coachId, clientId, rating: 4 })).rejects.toMatchObject({
      cause: { code: '23505' },
    });
    const [booking2] = await handle.db
      .insert(bookings)
      .values({ coachId, clientId, totalPriceCents: 5000, startTime: at('2030-02-05T10:00Z'), endTime: at('2030-02-05T11:00Z') })
      .returning({ id: bookings.id });
    await expect(handle.db.insert(reviews).values({ bookingId: booking2!.id, coachId, clientId, rating: 6 })).rejects.toMatchObject({
      cause: { code: '23514' },
    });

    const [spec] = await handle.db
      .insert(specializations)
      .values({ name: `Calm ${n}`, description: 'd', iconName: '🌿', colorClass: 'green' })
      .returning({ id: specializations.id });
    await handle.db.insert(coachSpecializations).values({ coachId, specializationId: spec!.id });
    await expect(handle.db.insert(coachSpecializations).values({ coachId, specializationId: spec!.id })).rejects.toMatchObject({
      cause: { code: '23505' },
    });
  });

  it('removes a client’s bookings with the client but restricts deleting a coach with bookings', async () => {
    const { coachId, clientId, coachUserId } = await coachAndClient();
    await handle.db
      .insert(bookings)
      .values({ coachId, clientId, totalPriceCents: 5000, startTime: at('2030-03-04T10:00Z'), endTime: at('2030-03-04T11:00Z') });
    await expect(handle.db.delete(coachProfiles).where(eq(coachProfiles.id, coachId))).rejects.toMatchObject({
      cause: { code: expect.stringMatching(/^23(503|001)$/) },
    }); // PG 15: 23503, PG 17: 23001
    await handle.db.delete(users).where(eq(users.id, clientId));
    expect(await handle.db.select().from(bookings).where(eq(bookings.clientId, clientId))).toHaveLength(0);
    // With no bookings left, the coach can go, and the profile goes with the user.
    await handle.db.delete(users).where(eq(users.id, coachUserId));
    expect(await handle.db.select().from(coachProfiles).where(eq(coachProfiles.id, coachId))).toHaveLength(0);
  });

  it('copies Flexible onto bookings by default, refuses unknown policies and refunds beyond the price', async () => {
    const { coachId, clientId } = await coachAndClient();
    const [profile] = await handle.db
      .select({ policy: coachProfiles.cancellationPolicy })
      .from(coachProfiles)
      .where(eq(coachProfiles.id, coachId));
    expect(profile?.policy).toBe('flexible');
    const base = { coachId, clientId, totalPriceCents: 5001, status: 'cancelled' as const };
    const [booking] = await handle.db
      .insert(bookings)
      .values({
        ...base,
        startTime: at('2030-04-01T10:00Z'),
        endTime: at('2030-04-01T11:00Z'),
        refundCents: 2500,
        paymentStatus: 'partially_refunded',
      })
      .returning({ policy: bookings.cancellationPolicy, paymentStatus: bookings.paymentStatus });
    expect(booking).toEqual({ policy: 'flexible', paymentStatus: 'partially_refunded' });
    await handle.db
      .insert(bookings)
      .values({ ...base, startTime: at('2030-04-01T12:00Z'), endTime: at('2030-04-01T13:00Z'), refundCents: 5001 });
    await expect(
      handle.db
        .insert(bookings)
        .values({ ...base, startTime: at('2030-04-01T14:00Z'), endTime: at('2030-04-01T15:00Z'), refundCents: 5002 }),
    ).rejects.toMatchObject({ cause: { code: '23514' } });
    await expect(
      handle.db.insert(bookings).values({ ...base, startTime: at('2030-04-01T16:00Z'), endTime: at('2030-04-01T17:00Z'), refundCents: -1 }),
    ).rejects.toMatchObject({ cause: { code: '23514' } });
    await expect(
      handle.db.execute(sql`update coach_profiles set cancellation_policy = 'lenient' where id = ${coachId}`),
    ).rejects.toMatchObject({ cause: { code: '22P02' } });
  });
});
