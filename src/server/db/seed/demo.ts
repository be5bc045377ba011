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
  programMeetings,
  programs,
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
import { planDemoPrograms } from './demo-programs.js';
import type { CancellationPolicy } from '../../../shared/domain/cancellation-policy.js';
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
    .returning({ id: coachProfiles.id, userId: coachProfiles.userId, cancellationPolicy: coachProfiles.cancellationPolicy });
  const profileOfUser = new Map(profileRows.map((p) => [p.userId, p.id]));
  const policyOfCoach = new Map(profileRows.map((p) => [p.id, p.cancellationPolicy]));
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

  await insertDemoPrograms(tx, plan, now, { coachId, specId, policyOfCoach });

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

// Published programs, as the coach's editor and publish step leave them: the
// coach's zone and policy, the span of the meetings, a room, and meetings that
// block the coach's one-to-one slots (the availability and public-read
// triggers of migrations 0035 and 0040 pick the rows up).
async function insertDemoPrograms(
  tx: Tx,
  plan: PlannedBooking[],
  now: Date,
  ids: {
    coachId: (username: string) => number;
    specId: Map<string, number>;
    policyOfCoach: Map<number, CancellationPolicy>;
  },
) {
  const planned = planDemoPrograms(now, plan);
  const rows = await tx
    .insert(programs)
    .values(
      planned.map((p) => {
        const coach = ids.coachId(p.coach);
        return {
          coachId: coach,
          title: p.title,
          description: p.description,
          specializationId: lookup(ids.specId, p.specialization, 'specialization'),
          kind: p.kind,
          meetingMinutes: p.meetingMinutes,
          capacity: p.capacity,
          minimumSeats: p.minimumSeats,
          priceCents: p.priceCents,
          cancellationPolicy: lookup(ids.policyOfCoach, coach, 'coach policy'),
          timeZone: p.timeZone,
          status: 'published' as const,
          roomUrl: `https://meet.jit.si/stillpoint-${randomBytes(12).toString('hex')}`,
          firstStart: p.meetings[0]?.start ?? now,
          lastEnd: p.meetings.at(-1)?.end ?? now,
          publishedAt: p.publishedAt,
          createdAt: p.createdAt,
          updatedAt: p.publishedAt,
        };
      }),
    )
    .returning({ id: programs.id, coachId: programs.coachId, title: programs.title });
  // RETURNING order is not guaranteed, so match rows by title, unique in the plan.
  const programOf = new Map(rows.map((r) => [r.title, r]));
  await tx.insert(programMeetings).values(
    planned.flatMap((p) => {
      const row = lookup(programOf, p.title, 'program');
      return p.meetings.map((m, position) => ({
        programId: row.id,
        coachId: row.coachId,
        position,
        startTime: m.start,
        endTime: m.end,
        blocking: true,
      }));
    }),
  );
}
