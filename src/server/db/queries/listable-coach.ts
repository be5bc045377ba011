// THE definition of a coach a visitor may see and book. The directory, the
// profile, the specialization counts, availability and booking all use it,
// so "deactivated, unfinished or not approved coaches are invisible" holds
// everywhere at once (docs/product/vetting.md).
import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PaymentsConfig } from '../../config.js';
import { coachPayoutAccounts, coachProfiles, users } from '../schema.js';

// What listing asks for beyond the profile: while Stripe is on, a coach must
// be able to receive payouts (docs/product/payouts.md#who-is-listed).
// In test mode that is not required, so the demo's coaches stay bookable.
export type ListingRule = { payoutsRequired: boolean };
export const listingRuleOf = (payments: PaymentsConfig): ListingRule => ({ payoutsRequired: payments.provider === 'stripe' });

// The join every listable-coach query uses: coach_profiles with its user.
export const coachUserJoin = (): SQL => eq(users.id, coachProfiles.userId);

// A coach as lists name one: the profile's id, its user's id and the name.
// Requires the same join.
export const coachNameColumns = {
  id: coachProfiles.id,
  userId: coachProfiles.userId,
  firstName: users.firstName,
  lastName: users.lastName,
};

// Requires `coach_profiles` joined with `users` through coachUserJoin().
// A fresh SQL object per call, so no query ever shares mutable query chunks.
export function listableCoach(rule: ListingRule): SQL {
  return and(
    eq(users.isActive, true),
    eq(users.role, 'coach'),
    eq(coachProfiles.acceptedTerms, true),
    eq(coachProfiles.listingStatus, 'approved'),
    sql`btrim(coalesce(${users.bio}, '')) <> ''`,
    // jsonb_typeof first and no jsonb_array_length: a malformed value must hide the coach, not fail the query.
    sql`jsonb_typeof(${coachProfiles.availableDays}) = 'array'`,
    sql`${coachProfiles.availableDays} <> '[]'::jsonb`,
    isNotNull(coachProfiles.availableFrom),
    isNotNull(coachProfiles.availableTo),
    sql`${coachProfiles.availableFrom} <> ''`,
    sql`${coachProfiles.availableTo} <> ''`,
    rule.payoutsRequired
      ? sql`exists (select 1 from ${coachPayoutAccounts} where ${coachPayoutAccounts.coachId} = ${coachProfiles.id} and ${coachPayoutAccounts.provider} = 'stripe' and ${coachPayoutAccounts.payoutsEnabled})`
      : undefined,
  ) as SQL;
}
