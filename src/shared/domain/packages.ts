// The rules of packages and memberships (DECISIONS section 12, docs/product/packages.md),
// pure so that the coach's editor, the profile and the server agree.
export const PACKAGE_LIMITS = {
  minSessions: 2,
  maxSessions: 20,
  minPricePercent: 50,
  maxPricePercent: 100,
  minValidityDays: 30,
  maxValidityDays: 365,
  maxLivePackages: 3,
  minMonthlySessions: 1,
  maxMonthlySessions: 8,
} as const;

// A membership's failed renewal keeps its credits coming for this long.
export const MEMBERSHIP_GRACE_DAYS = 3;

export const CREDIT_KINDS = ['granted', 'redeemed', 'returned', 'expired', 'refunded'] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];
export type CreditMovement = { kind: CreditKind; credits: number };

// The value of one credit: the price shared over the sessions, rounded down to the cent.
export function unitCents(priceCents: number, sessions: number): number {
  return Math.floor(priceCents / sessions);
}

// The price range a package of k sessions may have, from the coach's rate per session.
export function priceRangeCents(sessions: number, rateCents: number): { min: number; max: number } {
  const full = sessions * rateCents;
  return { min: Math.ceil((full * PACKAGE_LIMITS.minPricePercent) / 100), max: full };
}

// What the client saves against booking the same sessions one by one (never negative).
export function savingCents(sessions: number, priceCents: number, rateCents: number): number {
  return Math.max(0, sessions * rateCents - priceCents);
}

// available = granted - redeemed + returned - expired - refunded (section 12).
export function availableCredits(movements: readonly CreditMovement[]): number {
  let available = 0;
  for (const { kind, credits } of movements) available += kind === 'granted' || kind === 'returned' ? credits : -credits;
  return available;
}

// Cancelling a package: every unused, unexpired credit back at the unit price.
export function packageRefundCents(available: number, unit: number): number {
  return Math.max(0, available) * unit;
}

// Money held for a purchase: paid = transferred + fee + refunded + held (section 12).
export function heldCents(money: { paid: number; transferred: number; fee: number; refunded: number }): number {
  return money.paid - money.transferred - money.fee - money.refunded;
}

// What the section 12 invariants say about one purchase; empty when they hold.
export function creditInvariantProblems(input: {
  movements: readonly CreditMovement[];
  creditsOnRow: number;
  unit: number;
  money: { paid: number; transferred: number; fee: number; refunded: number };
}): string[] {
  const problems: string[] = [];
  const available = availableCredits(input.movements);
  if (available < 0) problems.push(`credits available ${available} is below zero`);
  if (available !== input.creditsOnRow) problems.push(`credits available ${available} but the purchase says ${input.creditsOnRow}`);
  const held = heldCents(input.money);
  if (held < 0) problems.push(`money held ${held} is below zero`);
  // The unused credits' money must still be there to refund them.
  if (held < available * input.unit) problems.push(`money held ${held} cannot cover ${available} unused credits`);
  return problems;
}

// A package's credits lapse validityDays after purchase.
export function packageExpiry(purchasedAt: Date, validityDays: number): Date {
  return new Date(purchasedAt.getTime() + validityDays * 86_400_000);
}

// A membership month: the same day of the next month (the 31st becomes the month's last day).
export function addMonths(from: Date, months: number): Date {
  const target = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  target.setUTCHours(from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds(), from.getUTCMilliseconds());
  return target;
}
