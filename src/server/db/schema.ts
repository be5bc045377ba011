// The whole data model, one file per feature under schema/ (money's parts as
// money-<part>.ts), gathered here so that every module imports the tables from
// one place. Money is integer cents; every instant is timestamptz. Invariants
// live in the tables as constraints so that no code path can break them:
// unique pairs, cascade/restrict rules (a user's own rows go with the user; a
// coach with bookings cannot be deleted), and (in a custom migration, since
// drizzle-kit cannot express it) the btree_gist exclusion constraint that
// makes double booking impossible.
export * from './schema/auth.js';
export * from './schema/coach-profile.js';
export * from './schema/specializations.js';
export * from './schema/money-saved-cards.js';
export * from './schema/bookings.js';
export * from './schema/no-shows.js';
export * from './schema/reviews.js';
export * from './schema/images.js';
export * from './schema/email-outbox.js';
export * from './schema/rate-limits.js';
export * from './schema/conversations.js';
export * from './schema/reports.js';
export * from './schema/busy-calendar.js';
export * from './schema/caldav.js';
export * from './schema/availability.js';
export * from './schema/programs.js';
export * from './schema/money-payments.js';
export * from './schema/money-series-charges.js';
export * from './schema/money-test-gateway.js';
export * from './schema/money-payouts.js';
export * from './schema/money-ledger.js';
export * from './schema/money-transfers.js';
export * from './schema/money-reconciliation.js';
export * from './schema/money-packages.js';
export * from './schema/money-programs.js';
export * from './schema/work-queue.js';
