// Cancellation policies (docs/product/cancellation-policy.md): how much of the
// price a client gets back when they cancel, by how long before the start they
// do it. Cutoffs are elapsed hours before the start instant, so neither the
// client's nor the coach's time zone, nor a daylight-saving change between
// now and the session, moves them (docs/decisions/0028-cancellation-policy.md).
import { HOUR_MS } from './time-units.js';

export const CANCELLATION_POLICIES = ['flexible', 'moderate', 'strict'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];
export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = 'flexible';

// A refund step: cancelling at least `hoursBefore` hours before the start
// (exactly on the cutoff included) refunds `percent` of the price.
export type RefundTier = { hoursBefore: number; percent: number };

// Ordered from the earliest cutoff to the last; the last tier has no cutoff.
const TIERS: Record<CancellationPolicy, readonly RefundTier[]> = {
  flexible: [
    { hoursBefore: 24, percent: 100 },
    { hoursBefore: -Infinity, percent: 50 },
  ],
  moderate: [
    { hoursBefore: 48, percent: 100 },
    { hoursBefore: 24, percent: 50 },
    { hoursBefore: -Infinity, percent: 0 },
  ],
  strict: [
    { hoursBefore: 7 * 24, percent: 100 },
    { hoursBefore: 48, percent: 50 },
    { hoursBefore: -Infinity, percent: 0 },
  ],
};

export const CANCELLATION_POLICY_LABELS: Record<CancellationPolicy, string> = {
  flexible: 'Flexible',
  moderate: 'Moderate',
  strict: 'Strict',
};

// One sentence per policy, the same on the profile, at checkout, in the
// coach's settings and in the cancel dialog.
export const CANCELLATION_POLICY_SUMMARIES: Record<CancellationPolicy, string> = {
  flexible: 'Full refund if you cancel at least 24 hours before the session; 50% after that.',
  moderate: 'Full refund if you cancel at least 48 hours before the session; 50% until 24 hours before; no refund after that.',
  strict: 'Full refund if you cancel at least 7 days before the session; 50% until 48 hours before; no refund after that.',
};

export function isCancellationPolicy(value: unknown): value is CancellationPolicy {
  return typeof value === 'string' && (CANCELLATION_POLICIES as readonly string[]).includes(value);
}

export function refundTiers(policy: CancellationPolicy): readonly RefundTier[] {
  return TIERS[policy];
}

// The percentage refunded for a cancellation at `cancelledAt` of a session starting at `start`.
export function refundPercent(policy: CancellationPolicy, start: Date, cancelledAt: Date): number {
  const hoursBefore = (start.getTime() - cancelledAt.getTime()) / HOUR_MS;
  const tier = TIERS[policy].find((t) => hoursBefore >= t.hoursBefore);
  return tier?.percent ?? 0;
}

// Integer cents, rounded down to the cent: the platform never refunds a
// fraction of a cent more than the policy says.
export function refundCents(policy: CancellationPolicy, priceCents: number, start: Date, cancelledAt: Date): number {
  return Math.floor((priceCents * refundPercent(policy, start, cancelledAt)) / 100);
}

// The last instant at which cancelling still refunds in full (also the last
// moment a booking may be moved, docs/product/cancellation-policy.md).
export function fullRefundUntil(policy: CancellationPolicy, start: Date): Date {
  const first = TIERS[policy][0];
  return new Date(start.getTime() - (first?.hoursBefore ?? 0) * HOUR_MS);
}

// Until when the current refund holds (the cancel dialog says so) and what
// it drops to afterwards, or null once the last step has been reached.
export function nextRefundDrop(policy: CancellationPolicy, start: Date, now: Date): { until: Date; percent: number } | null {
  const tiers = TIERS[policy];
  const hoursBefore = (start.getTime() - now.getTime()) / HOUR_MS;
  const index = tiers.findIndex((t) => hoursBefore >= t.hoursBefore);
  const current = tiers[index];
  const next = tiers[index + 1];
  if (!current || !next || !Number.isFinite(current.hoursBefore)) return null;
  return { until: new Date(start.getTime() - current.hoursBefore * HOUR_MS), percent: next.percent };
}
