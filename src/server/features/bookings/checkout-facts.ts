// Everything a checkout must know before it touches the card, in one
// statement: this user's key and this payment intent in the ledger (a retry,
// a used intent), the coach as bookable, the coach's busy time around the
// start, and the parties' contact details for the booking-request e-mails.
// Each round trip costs the server a socket write and a read, and under load
// the server's time is mostly that (docs/decisions/0038-checkout-round-trips.md);
// reading these one by one took four round trips, and the e-mails a fifth.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { prepareSql } from '../../db/prepared-sql.js';
import { coachUserJoin, listableCoach, type ListingRule } from '../../db/queries/listable-coach.js';
import { BLOCKING_STATUSES, scheduleJson } from '../../db/queries/schedules.js';
import { bookings, coachBlocks, coachBusyTimes, coachProfiles, payments, programMeetings, users } from '../../db/schema.js';
import type { LedgerRow } from '../money/money-service.js';
import type { Busy } from '../availability/service.js';
import type { Locale } from '../../../shared/i18n/locales.js';
import type { BookableCoach } from './repository.js';
import type { BookingContacts } from './messaging-repository.js';

// The longest session the schema allows (coach_profiles_session_length_range).
const MAX_SESSION_MS = 240 * 60_000;

export type CheckoutClaims = { byKey: LedgerRow | undefined; byIntent: LedgerRow | undefined };

// What the booking-request e-mails need beyond the coach: read with the rest, so writing them costs no query.
export type CheckoutParties = Pick<
  BookingContacts,
  'coachEmail' | 'clientFirstName' | 'clientLastName' | 'clientEmail' | 'clientTimeZone' | 'coachLocale' | 'clientLocale'
>;

export type CheckoutFacts = {
  claims: CheckoutClaims;
  coach: BookableCoach | undefined;
  // Every pending or confirmed booking of the coach overlapping [start, start + the longest session),
  // and the busy times from the coach's calendar there (docs/decisions/0046-busy-calendars.md).
  busy: Busy[];
  parties: CheckoutParties | undefined;
};

type FactsRow = {
  claims: LedgerRow[] | null;
  coach: (BookableCoach & { email: string; locale: Locale }) | null;
  busy: Array<{ start: string; end: string; kind: Busy['kind'] }> | null;
  client: { firstName: string; lastName: string; email: string; timeZone: string | null; locale: Locale } | null;
};

const v = (name: string) => sql.placeholder(name);

// The statement, with the values of one checkout as placeholders: userId,
// idempotencyKey, provider, providerPaymentId, coachId, start, before.
function factsStatement(listing: ListingRule) {
  const p = payments;
  const start = sql`${v('start')}::timestamptz`;
  const before = sql`${v('before')}::timestamptz`;
  const userId = sql`${v('userId')}::int`;
  const coachId = sql`${v('coachId')}::int`;
  const pad = sql`make_interval(mins => ${coachProfiles.bufferBeforeMinutes} + ${coachProfiles.bufferAfterMinutes})`;
  const localDay = sql`date_trunc('day', ${start} at time zone ${coachProfiles.timeZone})`;
  return sql`
      select
        (select json_agg(json_build_object('id', ${p.id}, 'bookingId', ${p.bookingId}, 'userId', ${p.userId},
            'provider', ${p.provider}, 'providerPaymentId', ${p.providerPaymentId}, 'amountCents', ${p.amountCents},
            'status', ${p.status}, 'idempotencyKey', ${p.idempotencyKey}, 'failureReason', ${p.failureReason}))
          from ${p}
          where (${p.userId} = ${userId} and ${p.idempotencyKey} = ${v('idempotencyKey')}::text)
            or (${p.provider} = ${v('provider')}::text and ${p.providerPaymentId} = ${v('providerPaymentId')}::text)
        ) as claims,
        (select json_build_object('id', ${coachProfiles.id}, 'userId', ${coachProfiles.userId},
            'firstName', ${users.firstName}, 'lastName', ${users.lastName}, 'email', ${users.email}, 'locale', ${users.locale},
            'hourlyRateCents', ${coachProfiles.hourlyRateCents}, 'cancellationPolicy', ${coachProfiles.cancellationPolicy},
            'schedule', ${scheduleJson},
            'blocksClient', exists (select 1 from ${coachBlocks}
              where ${coachBlocks.coachId} = ${coachProfiles.id} and ${coachBlocks.clientId} = ${userId}))
          from ${coachProfiles} inner join ${users} on ${coachUserJoin()}
          where ${coachProfiles.id} = ${coachId} and ${listableCoach(listing)}
        ) as coach,
        (select json_agg(json_build_object('start', held.start_time, 'end', held.end_time, 'kind', held.kind) order by held.start_time)
          from (
            select ${bookings.startTime} as start_time, ${bookings.endTime} as end_time, 'session' as kind
            from ${bookings} inner join ${coachProfiles} on ${coachProfiles.id} = ${bookings.coachId}
            where ${bookings.coachId} = ${coachId}
              and ${bookings.status} in (${sql.join(
                BLOCKING_STATUSES.map((s) => sql`${s}`),
                sql`, `,
              )})
              -- busyLookupRange in SQL: widened by the buffers, and the whole
              -- local day of the start when the coach has a daily limit.
              and ((${bookings.startTime} < ${before} + ${pad}
                  and ${bookings.endTime} > ${start} - ${pad})
                or (${coachProfiles.maxSessionsPerDay} is not null
                  and ${bookings.startTime} >= (${localDay} at time zone ${coachProfiles.timeZone})
                  and ${bookings.startTime} < ((${localDay} + interval '1 day') at time zone ${coachProfiles.timeZone})))
            union all
            -- Calendar busy times only block by overlap (they never count towards the daily limit).
            select ${coachBusyTimes.startTime}, ${coachBusyTimes.endTime}, 'event'
            from ${coachBusyTimes} inner join ${coachProfiles} on ${coachProfiles.id} = ${coachBusyTimes.coachId}
            where ${coachBusyTimes.coachId} = ${coachId}
              and ${coachBusyTimes.startTime} < ${before} + ${pad}
              and ${coachBusyTimes.endTime} > ${start} - ${pad}
            union all
            -- A published program's meetings likewise (docs/product/programs.md).
            select ${programMeetings.startTime}, ${programMeetings.endTime}, 'event'
            from ${programMeetings} inner join ${coachProfiles} on ${coachProfiles.id} = ${programMeetings.coachId}
            where ${programMeetings.coachId} = ${coachId}
              and ${programMeetings.blocking}
              and ${programMeetings.startTime} < ${before} + ${pad}
              and ${programMeetings.endTime} > ${start} - ${pad}
          ) as held
        ) as busy,
        (select json_build_object('firstName', ${users.firstName}, 'lastName', ${users.lastName},
            'email', ${users.email}, 'timeZone', ${users.timeZone}, 'locale', ${users.locale})
          from ${users} where ${users.id} = ${userId}
        ) as client
    `;
}

// listing: listingRuleOf(config.payments), so checkout books only whom the directory lists.
export function createCheckoutFacts(db: Database, listing: ListingRule) {
  // Built once: a named prepared statement (src/server/db/prepared-sql.ts).
  const readFacts = prepareSql<FactsRow>(db, 'checkout_facts', factsStatement(listing));
  return async function readCheckoutFacts(claim: {
    userId: number;
    idempotencyKey: string;
    provider: string;
    providerPaymentId: string;
    coachId: number;
    // Must lie within the booking window (slot-check.ts), so the range below is a valid time.
    start: Date;
  }): Promise<CheckoutFacts> {
    const before = new Date(claim.start.getTime() + 2 * MAX_SESSION_MS);
    const rows = await readFacts({ ...claim, start: claim.start.toISOString(), before: before.toISOString() });
    const row = rows[0];
    const claims = row?.claims ?? [];
    const coach = row?.coach ?? undefined;
    const client = row?.client ?? undefined;
    return {
      claims: {
        byKey: claims.find((r) => r.userId === claim.userId && r.idempotencyKey === claim.idempotencyKey),
        byIntent: claims.find((r) => r.provider === claim.provider && r.providerPaymentId === claim.providerPaymentId),
      },
      coach: coach && {
        id: coach.id,
        userId: coach.userId,
        firstName: coach.firstName,
        lastName: coach.lastName,
        hourlyRateCents: coach.hourlyRateCents,
        cancellationPolicy: coach.cancellationPolicy,
        schedule: coach.schedule,
        blocksClient: coach.blocksClient,
      },
      busy: (row?.busy ?? []).map((b) => ({ start: new Date(b.start), end: new Date(b.end), kind: b.kind })),
      parties:
        coach && client
          ? {
              coachEmail: coach.email,
              clientFirstName: client.firstName,
              clientLastName: client.lastName,
              clientEmail: client.email,
              clientTimeZone: client.timeZone,
              coachLocale: coach.locale,
              clientLocale: client.locale,
            }
          : undefined,
    };
  };
}

export type ReadCheckoutFacts = ReturnType<typeof createCheckoutFacts>;
