// Packages and memberships on the wire (docs/product/packages.md). Prices are
// dollars, as everywhere in the API. The price range depends on the coach's
// rate, so the editor and the server build the schema with it.
import { z } from 'zod';
import { centsToDollars, dollarsToCents, formatDollars } from '../domain/money.js';
import { PACKAGE_LIMITS as L, priceRangeCents } from '../domain/packages.js';
import { ZIdempotencyKey, ZTestCard } from './bookings.js';
import { ZRowId } from './ids.js';

export const PACKAGE_MESSAGES = {
  sessions: `A package has ${L.minSessions} to ${L.maxSessions} sessions.`,
  monthlySessions: `A membership has ${L.minMonthlySessions} to ${L.maxMonthlySessions} sessions a month.`,
  validity: `Credits stay valid ${L.minValidityDays} to ${L.maxValidityDays} days.`,
  price: (min: number, max: number) => `The price must be between ${formatDollars(min)} and ${formatDollars(max)}.`,
  pricePositive: 'Enter a price.',
  tooManyPackages: `You can offer at most ${L.maxLivePackages} packages. Retire one first.`,
  oneMembership: 'You already offer a membership. Retire it first.',
  offerNotFound: 'This package is not on offer.',
  notCoach: 'Only coaches can offer packages.',
  purchaseNotFound: 'Package not found.',
  paymentMismatch: 'This payment does not belong to this package. Please start again.',
  paymentUsed: 'This payment has already been used. Please start again.',
  priceChanged: 'The price changed. Please review your purchase again.',
  noCredit: 'You have no credit left for this coach. You have not been charged.',
  alreadyCancelled: 'This package has already been cancelled.',
  refundReason: 'Give a reason for the refund (at most 500 characters).',
  membershipOnly: 'Only a membership renews.',
  nothingOverdue: 'This membership has no failed payment to fix.',
} as const;

const ZDollars = z.number().positive(PACKAGE_MESSAGES.pricePositive).max(100_000);

// A whole number in a range, with one message for every way it can be wrong.
const ZWholeBetween = (min: number, max: number, message: string) => z.number().int(message).min(min, message).max(max, message);

// A coach's package: k sessions, one price, valid for a number of days.
export function packageOfferSchema(rateCents: number) {
  return z
    .strictObject({
      kind: z.literal('package'),
      sessions: ZWholeBetween(L.minSessions, L.maxSessions, PACKAGE_MESSAGES.sessions),
      price: ZDollars,
      validityDays: ZWholeBetween(L.minValidityDays, L.maxValidityDays, PACKAGE_MESSAGES.validity),
    })
    .superRefine((offer, ctx) => {
      const { min, max } = priceRangeCents(offer.sessions, rateCents);
      const cents = dollarsToCents(offer.price);
      if (cents < min || cents > max)
        ctx.addIssue({ code: 'custom', path: ['price'], message: PACKAGE_MESSAGES.price(centsToDollars(min), centsToDollars(max)) });
    });
}

// A coach's monthly membership: m sessions a month for a monthly price.
export const ZMembershipOffer = z.strictObject({
  kind: z.literal('membership'),
  sessions: ZWholeBetween(L.minMonthlySessions, L.maxMonthlySessions, PACKAGE_MESSAGES.monthlySessions),
  price: ZDollars,
});

// What the route accepts before it knows the coach's rate; the service checks the price range.
export const ZCreateOfferRequest = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('package'), sessions: z.number(), price: z.number(), validityDays: z.number() }),
  ZMembershipOffer,
]);
export type TCreateOfferRequest = z.infer<typeof ZCreateOfferRequest>;

export const ZOffer = z.object({
  id: z.number(),
  coachId: z.number(),
  kind: z.enum(['package', 'membership']),
  sessions: z.number(),
  price: z.number(),
  validityDays: z.number().nullable(),
  // Per session, and the saving against the coach's single-session rate.
  perSession: z.number(),
  saving: z.number(),
  retired: z.boolean(),
});
export type TOffer = z.infer<typeof ZOffer>;
export const ZOfferList = z.array(ZOffer);

export const ZBuyPackageRequest = z.strictObject({
  paymentIntentId: z.string().min(1).max(200),
  card: ZTestCard.optional(),
  idempotencyKey: ZIdempotencyKey.optional(),
  // The buyer's zone, for the receipt's expiry date; ignored when unknown.
  timeZone: z.string().max(100).optional().catch(undefined),
});
export type TBuyPackageRequest = z.infer<typeof ZBuyPackageRequest>;

export const ZOfferIntentResponse = z.object({
  paymentIntentId: z.string(),
  clientSecret: z.string(),
  amount: z.number(),
  currency: z.string(),
  mode: z.enum(['test', 'live']),
  // Shown before buying (section 12): when the credits lapse if bought now.
  expiresAt: z.string(),
});

export const ZCreditEntry = z.object({
  kind: z.enum(['granted', 'redeemed', 'returned', 'expired', 'refunded']),
  credits: z.number(),
  amount: z.number(),
  bookingId: z.number().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});

export const ZPurchase = z.object({
  id: z.number(),
  offerId: z.number(),
  coachId: z.number(),
  coachName: z.string(),
  clientId: z.number(),
  kind: z.enum(['package', 'membership']),
  sessions: z.number(),
  price: z.number(),
  perSession: z.number(),
  status: z.enum(['active', 'cancelled', 'lapsed']),
  creditsLeft: z.number(),
  expiresAt: z.string(),
  // What "Cancel package" would refund now (shown before the client confirms).
  refundIfCancelled: z.number(),
  history: z.array(ZCreditEntry),
  createdAt: z.string(),
  // A membership's month (null for a package): renewing on renewsOn; its
  // renewal failed and can be fixed until graceUntil; cancelled or ended (no
  // more renewals), its credits usable until endsOn.
  membership: z
    .object({
      state: z.enum(['renewing', 'payment_failed', 'cancelled', 'ended']),
      renewsOn: z.string().nullable(),
      graceUntil: z.string().nullable(),
      endsOn: z.string().nullable(),
    })
    .nullable(),
});
export type TPurchase = z.infer<typeof ZPurchase>;
export const ZPurchaseList = z.array(ZPurchase);

// A membership's monthly charge after the first, paid or refused, as the admin's Money section lists it.
export const ZAdminRenewal = z.object({
  id: z.number().int(),
  purchaseId: z.number().int(),
  clientId: z.number().int(),
  coachName: z.string(),
  periodStart: z.string(),
  amount: z.number(),
  status: z.enum(['paid', 'failed']),
  attempts: z.number().int(),
  failureReason: z.string().nullable(),
  updatedAt: z.string(),
});
export type TAdminRenewal = z.infer<typeof ZAdminRenewal>;
export const ZAdminRenewalList = z.array(ZAdminRenewal);

// A booking paid with a credit: the slot, as the card checkout takes it.
export const ZCreditBookingRequest = z.strictObject({
  coachId: ZRowId,
  startTime: z.iso.datetime({ offset: true }),
  notes: z.string().max(2000).nullish(),
  timeZone: z.string().max(100).optional().catch(undefined),
});
export type TCreditBookingRequest = z.infer<typeof ZCreditBookingRequest>;

// The credits a client holds for one coach (the checkout's "Use 1 credit").
export const ZCreditBalance = z.object({ coachId: z.number(), credits: z.number(), expiresAt: z.string().nullable() });

export const ZAdminRefundRequest = z.strictObject({
  reason: z.string().trim().min(1, PACKAGE_MESSAGES.refundReason).max(500, PACKAGE_MESSAGES.refundReason),
});

// A membership's failed renewal paid with another card (test mode: a test card).
export const ZUpdateCardRequest = z.strictObject({ card: ZTestCard });
