// Loads the demo data set in demo mode. Runs at every start, but only writes
// into a database without users, so a restart keeps whatever visitors did and
// costs one query. Everything is inserted in one transaction with a handful
// of multi-row inserts.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import {
  bookingStatusHistory,
  bookings,
  coachPayoutAccounts,
  coachProfiles,
  coachSpecializations,
  coachTransfers,
  images,
  ledgerEntries,
  payments,
  reviews,
  specializations,
  testPaymentIntents,
  testPayoutAccounts,
  testTransfers,
  users,
} from '../schema.js';
import { builtDemoAssets, type DemoAssets } from './demo-assets.js';
import { planDemoBookings, type PlannedBooking } from './demo-bookings.js';
import { DEMO_COACHES } from './demo-coaches.js';
import { demoIntent, demoLedgerRows } from './demo-payments.js';
import { demoPayoutAccount, demoTransfer } from './demo-transfers.js';
import { DEMO_SPECIALIZATIONS } from './demo-specializations.js';
import { prepareDemoUsers, type PreparedUser } from './demo-users.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

// Any fixed number; it only has to be the same in every process.
const SEED_LOCK_ID = 7_294_612;

async function hasUsers(db: Database | Tx): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

// assets: the build's precomputed hashes and pictures unless a test passes its own.
export async function seedDemoData(db: Database, now: Date = new Date(), assets?: DemoAssets): Promise<void> {
  if (await hasUsers(db)) return;
  const [people, plan] = await Promise.all([prepareDemoUsers(now, assets ?? builtDemoAssets()), Promise.resolve(planDemoBookings(now))]);
  await db.transaction(async (tx) => {
    // Two processes starting on one empty PostgreSQL database: one seeds, the other sees users and stops.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (await hasUsers(tx)) return;
    await insertDemoData(tx, people, plan, now);
  });
}

function lookup<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo data refers to an unknown ${what}: ${String(key)}`);
  return value;
}

async function insertDemoData(tx: Tx, people: PreparedUser[], plan: PlannedBooking[], now: Date) {
  const userRows = await tx
    .insert(users)
    .values(people.map((p) => p.row))
    .returning({ id: users.id, username: users.username });
  const userId = new Map(userRows.map((u) => [u.username, u.id]));

  const withImages = people.flatMap((p) => (p.image ? [{ ...p.image, ownerId: lookup(userId, p.row.username, 'user') }] : []));
  if (withImages.length > 0) await tx.insert(images).values(withImages);

  const specRows = await tx
    .insert(specializations)
    .values(DEMO_SPECIALIZATIONS.map((s) => ({ ...s })))
    .returning({ id: specializations.id, name: specializations.name });
  const specId = new Map(specRows.map((s) => [s.name, s.id]));

  const profileRows = await tx
    .insert(coachProfiles)
    .values(
      DEMO_COACHES.map(({ username, profile }) => ({
        userId: lookup(userId, username, 'user'),
        hourlyRateCents: profile.hourlyRateCents,
        sessionLength: profile.sessionLength,
        timeZone: profile.timeZone,
        availableDays: profile.availableDays,
        availableFrom: profile.availableFrom,
        availableTo: profile.availableTo,
        yearsExperience: profile.yearsExperience,
        certifications: profile.certifications,
        coachingLanguages: profile.coachingLanguages,
        planType: profile.pro ? ('pro' as const) : ('free' as const),
        businessName: profile.pro?.businessName ?? null,
        socialLink: profile.pro?.socialLink ?? null,
        acceptedTerms: true,
        // The demo's coaches have been looked at already (docs/product/vetting.md).
        listingStatus: 'approved' as const,
        isFoundingCoach: profile.isFoundingCoach,
      })),
    )
    .returning({ id: coachProfiles.id, userId: coachProfiles.userId });
  const profileOfUser = new Map(profileRows.map((p) => [p.userId, p.id]));
  const coachId = (username: string) => lookup(profileOfUser, lookup(userId, username, 'user'), 'coach profile');

  await tx
    .insert(coachSpecializations)
    .values(
      DEMO_COACHES.flatMap(({ username, profile }) =>
        profile.specializations.map((name) => ({ coachId: coachId(username), specializationId: lookup(specId, name, 'specialization') })),
      ),
    );

  const coachName = new Map(DEMO_COACHES.map((c) => [c.username, `${c.firstName} ${c.lastName}`]));
  const intents = plan.map((b) =>
    demoIntent(b, {
      clientUserId: lookup(userId, b.client, 'user'),
      coachProfileId: coachId(b.coach),
      coachName: lookup(coachName, b.coach, 'coach'),
    }),
  );
  await tx.insert(testPaymentIntents).values(intents);

  const bookingRows = await tx
    .insert(bookings)
    .values(
      plan.map((b, i) => ({
        coachId: coachId(b.coach),
        clientId: lookup(userId, b.client, 'user'),
        startTime: b.start,
        endTime: b.end,
        status: b.status,
        paymentStatus: b.paymentStatus,
        totalPriceCents: b.priceCents,
        stripePaymentId: intents[i]?.id ?? null,
        notes: b.notes,
        // Room names must be unguessable: the link is the only key to the call.
        meetingUrl:
          b.status === 'confirmed' || b.status === 'completed' ? `https://meet.jit.si/stillpoint-${randomBytes(12).toString('hex')}` : null,
        createdAt: b.createdAt,
        updatedAt: b.history.at(-1)?.at ?? b.createdAt,
      })),
    )
    .returning({ id: bookings.id, coachId: bookings.coachId, startTime: bookings.startTime });
  // RETURNING order is not guaranteed, so match rows by (coach, start), unique per coach in the plan.
  const bookingId = new Map(bookingRows.map((r) => [`${r.coachId}@${r.startTime.getTime()}`, r.id]));
  const idOf = (b: PlannedBooking) => lookup(bookingId, `${coachId(b.coach)}@${b.start.getTime()}`, 'booking');

  await tx.insert(bookingStatusHistory).values(
    plan.flatMap((b) =>
      b.history.map((h) => ({
        bookingId: idOf(b),
        fromStatus: h.from,
        toStatus: h.to,
        changedByUserId: h.by === 'system' ? null : lookup(userId, h.by === 'client' ? b.client : b.coach, 'user'),
        reason: h.reason,
        createdAt: h.at,
      })),
    ),
  );

  const reviewed = plan.filter((b) => b.review);
  await tx.insert(reviews).values(
    reviewed.map((b) => ({
      bookingId: idOf(b),
      coachId: coachId(b.coach),
      clientId: lookup(userId, b.client, 'user'),
      rating: b.review?.rating ?? 5,
      comment: b.review?.comment ?? null,
      createdAt: b.review?.createdAt ?? b.end,
    })),
  );

  await tx
    .insert(payments)
    .values(plan.flatMap((b, i) => (intents[i] ? demoLedgerRows(b, idOf(b), lookup(userId, b.client, 'user'), intents[i]) : [])));

  const accounts = DEMO_COACHES.map((c) => demoPayoutAccount(coachId(c.username)));
  await tx.insert(testPayoutAccounts).values(accounts.map((a) => a.gateway));
  await tx.insert(coachPayoutAccounts).values(accounts.map((a) => a.account));
  const accountOf = new Map(accounts.map((a) => [a.account.coachId, a.account.accountId]));
  const paidOut = plan.flatMap((b) => {
    const coach = coachId(b.coach);
    const made = demoTransfer(b, { bookingId: idOf(b), coachId: coach, accountId: lookup(accountOf, coach, 'payout account') }, now);
    return made ? [made] : [];
  });
  if (paidOut.length === 0) return;
  await tx.insert(testTransfers).values(paidOut.map((p) => p.gateway));
  await tx.insert(coachTransfers).values(paidOut.map((p) => p.transfer));
  await tx.insert(ledgerEntries).values(paidOut.flatMap((p) => p.ledger));
}
