// The series' queries (docs/product/series.md): the credits a client holds for
// a coach, the series' one write transaction, and the series as dashboards read them.
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { spendableCredits } from '../../db/queries/spendable-credits.js';
import { bookingSeries, bookings, coachProfiles, packagePurchases, savedCards, users } from '../../db/schema.js';
import type { CancellationPolicy } from '../../../shared/domain/cancellation-policy.js';
import type { SeriesPaymentMode } from '../../../shared/schemas/series.js';
import { BOOKING_INSERT_LOCK } from './repository.js';

export class NotEnoughCredits extends Error {}

export type SeriesSession = { index: number; start: Date; end: Date };

export type WrittenSeries = { seriesId: number; bookings: Array<{ id: number; index: number; priceCents: number }> };

export function createSeriesRepository(db: Database) {
  return {
    async creditsAvailable(clientId: number, coachId: number, at: Date): Promise<number> {
      const [row] = await db
        .select({ credits: sql<number>`coalesce(sum(${packagePurchases.creditsAvailable}), 0)::int` })
        .from(packagePurchases)
        .where(spendableCredits(clientId, coachId, at));
      return Number(row?.credits ?? 0);
    },

    // The whole series in one transaction: the series row, every session, their
    // first history rows and, paid with credits, one redeemed credit each. A
    // session whose time another booking holds fails the exclusion constraint
    // and rolls back all of it: nothing booked, no credit spent.
    async insertSeries(values: {
      coachId: number;
      clientId: number;
      firstStartTime: Date;
      cadenceWeeks: number;
      count: number;
      payment: SeriesPaymentMode;
      savedCardId: number | null;
      sessions: SeriesSession[];
      priceCents: number;
      cancellationPolicy: CancellationPolicy;
      notes: string | null;
      at: Date;
    }): Promise<WrittenSeries> {
      const { coachId, clientId, sessions, at } = values;
      return db.transaction(async (tx) => {
        // The per-coach lock single checkouts take, so series and single bookings take turns.
        await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_INSERT_LOCK}::int, ${coachId}::int)`);
        // Credits: the ones that lapse first, locked so two checkouts never spend the same credit.
        const spend: Array<{ purchaseId: number; unitCents: number }> = [];
        if (values.payment === 'credits') {
          const held = await tx
            .select({ id: packagePurchases.id, left: packagePurchases.creditsAvailable, unitCents: packagePurchases.unitCents })
            .from(packagePurchases)
            .where(spendableCredits(clientId, coachId, at))
            .orderBy(asc(packagePurchases.expiresAt), asc(packagePurchases.id))
            .for('update');
          for (const purchase of held) {
            for (let n = 0; n < purchase.left && spend.length < sessions.length; n++)
              spend.push({ purchaseId: purchase.id, unitCents: purchase.unitCents });
          }
          if (spend.length < sessions.length) throw new NotEnoughCredits();
          const perPurchase = new Map<number, number>();
          for (const s of spend) perPurchase.set(s.purchaseId, (perPurchase.get(s.purchaseId) ?? 0) + 1);
          for (const [id, count] of perPurchase) {
            await tx
              .update(packagePurchases)
              .set({ creditsAvailable: sql`${packagePurchases.creditsAvailable} - ${count}::int`, updatedAt: at })
              .where(eq(packagePurchases.id, id));
          }
        }
        const [series] = await tx
          .insert(bookingSeries)
          .values({
            coachId,
            clientId,
            firstStartTime: values.firstStartTime,
            cadenceWeeks: values.cadenceWeeks,
            occurrenceCount: values.count,
            paymentMode: values.payment,
            // Paid by card: the card each session is charged to, and the consent given at this checkout.
            savedCardId: values.savedCardId,
            cardConsentAt: values.payment === 'card' ? at : null,
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: bookingSeries.id });
        if (!series) throw new Error('series insert returned nothing');
        const priced = sessions.map((s, i) => ({
          ...s,
          priceCents: spend[i]?.unitCents ?? values.priceCents,
          purchaseId: spend[i]?.purchaseId,
        }));
        const rows = await tx
          .insert(bookings)
          .values(
            priced.map((s) => ({
              coachId,
              clientId,
              startTime: s.start,
              endTime: s.end,
              status: 'pending' as const,
              // Credits pay at once; a card is charged per session when its full-refund cutoff passes.
              paymentStatus: values.payment === 'credits' ? ('paid' as const) : ('pending' as const),
              totalPriceCents: s.priceCents,
              notes: values.notes,
              cancellationPolicy: values.cancellationPolicy,
              seriesId: series.id,
              seriesIndex: s.index,
              createdAt: at,
              updatedAt: at,
            })),
          )
          .returning({ id: bookings.id, index: bookings.seriesIndex });
        const atIso = at.toISOString();
        const ids = rows.map((r) => r.id);
        await tx.execute(sql`
          insert into booking_status_history (booking_id, to_status, changed_by_user_id, created_at)
          select id, 'pending', ${clientId}::int, ${atIso}::timestamptz from bookings where id in (${sql.join(
            ids.map((id) => sql`${id}::int`),
            sql`, `,
          )})`);
        const byIndex = new Map(rows.map((r) => [r.index, r.id]));
        const credited = priced.filter((s) => s.purchaseId !== undefined);
        if (credited.length > 0) {
          await tx.execute(sql`
            insert into credit_entries (purchase_id, booking_id, kind, credits, amount_cents, reference, created_at)
            values ${sql.join(
              credited.map((s) => {
                const id = byIndex.get(s.index);
                return sql`(${s.purchaseId}::int, ${id}::int, 'redeemed', 1, ${s.priceCents}::int, ${`booking:${id}`}, ${atIso}::timestamptz)`;
              }),
              sql`, `,
            )}`);
        }
        return {
          seriesId: series.id,
          bookings: priced.map((s) => ({ id: byIndex.get(s.index) as number, index: s.index, priceCents: s.priceCents })),
        };
      });
    },

    // One series' parties and its sessions in order (the changes a series takes as a whole).
    async findSeries(seriesId: number) {
      const [series] = await db
        .select({ id: bookingSeries.id, clientId: bookingSeries.clientId, coachUserId: coachProfiles.userId })
        .from(bookingSeries)
        .innerJoin(coachProfiles, eq(coachProfiles.id, bookingSeries.coachId))
        .where(eq(bookingSeries.id, seriesId));
      if (!series) return undefined;
      const sessions = await db
        .select({ id: bookings.id, startTime: bookings.startTime, status: bookings.status })
        .from(bookings)
        .where(eq(bookings.seriesId, seriesId))
        .orderBy(asc(bookings.startTime));
      return { ...series, sessions };
    },

    async seriesOfBooking(bookingId: number): Promise<number | undefined> {
      const [row] = await db.select({ seriesId: bookings.seriesId }).from(bookings).where(eq(bookings.id, bookingId));
      return row?.seriesId ?? undefined;
    },

    // Every series the user takes part in (as client, or as the coach), with its sessions in order.
    async findForUser(userId: number) {
      const ownCoachProfile = sql`(select ${coachProfiles.id} from ${coachProfiles} where ${coachProfiles.userId} = ${userId})`;
      const series = await db
        .select({
          id: bookingSeries.id,
          coachId: bookingSeries.coachId,
          clientId: bookingSeries.clientId,
          cadenceWeeks: bookingSeries.cadenceWeeks,
          payment: bookingSeries.paymentMode,
          cardLast4: sql<
            string | null
          >`(select ${savedCards.last4} from ${savedCards} where ${savedCards.id} = ${bookingSeries.savedCardId})`,
          coachFirstName: sql<string>`(select ${users.firstName} from ${users} inner join ${coachProfiles} on ${coachProfiles.userId} = ${users.id} where ${coachProfiles.id} = ${bookingSeries.coachId})`,
          coachLastName: sql<string>`(select ${users.lastName} from ${users} inner join ${coachProfiles} on ${coachProfiles.userId} = ${users.id} where ${coachProfiles.id} = ${bookingSeries.coachId})`,
          clientFirstName: users.firstName,
          clientLastName: users.lastName,
        })
        .from(bookingSeries)
        .innerJoin(users, eq(users.id, bookingSeries.clientId))
        .where(or(eq(bookingSeries.clientId, userId), eq(bookingSeries.coachId, ownCoachProfile)))
        .orderBy(asc(bookingSeries.id));
      if (series.length === 0) return [];
      const sessions = await db
        .select({
          seriesId: bookings.seriesId,
          index: bookings.seriesIndex,
          bookingId: bookings.id,
          startTime: bookings.startTime,
          endTime: bookings.endTime,
          status: bookings.status,
          paymentStatus: bookings.paymentStatus,
          charge: sql<
            'paid' | 'failed' | null
          >`(select case when sc.state = 'charging' then null else sc.state::text end from series_charges sc where sc.booking_id = "bookings"."id")`,
          paidWithCredit: sql<boolean>`exists (select 1 from credit_entries c where c.booking_id = "bookings"."id" and c.kind = 'redeemed')`,
        })
        .from(bookings)
        .where(
          inArray(
            bookings.seriesId,
            series.map((s) => s.id),
          ),
        )
        .orderBy(asc(bookings.seriesIndex));
      return series.map((s) => ({ ...s, sessions: sessions.filter((b) => b.seriesId === s.id) }));
    },
  };
}

export type SeriesRepository = ReturnType<typeof createSeriesRepository>;
