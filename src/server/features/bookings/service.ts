// The bookings feature: checkout, status changes and the dashboards' reads.
import type { BookingStatus } from '../../../shared/domain/booking-status.js';
import {
  BOOKING_MESSAGES,
  type TBooking,
  type TJoinInfo,
  type TCreatePaymentIntentRequest,
  type TCreatePaymentIntentResponse,
} from '../../../shared/schemas/bookings.js';
import type { PaymentsConfig } from '../../config.js';
import { listingRuleOf, type ListingRule } from '../../db/queries/listable-coach.js';
import type { Database } from '../../db/client.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors/domain-errors.js';
import { createMoneyService } from '../money/money-service.js';
import { createPaymentGateway, createSavedCardGateway } from '../../integrations/payments/create-payment-gateway.js';
import type { SavedCardGateway } from '../../integrations/payments/saved-cards.js';
import { openCheckoutIntent } from '../../integrations/payments/checkout-intent.js';
import type { PaymentGateway } from '../../integrations/payments/payment-gateway.js';
import { createAvailabilityService } from '../availability/service.js';
import { isParty, sortForDashboard, toBookingView, type Viewer } from './booking-view.js';
import { createStatusChanges } from './change-status.js';
import { createCheckout } from './create-booking.js';
import { createCreditCheckout } from './credit-checkout.js';
import { createPaidCheckout } from './paid-checkout.js';
import { createCheckoutFacts } from './checkout-facts.js';
import { createMoves } from './reschedule.js';
import { createSeries } from './series.js';
import { createProposals } from './proposal.js';
import { joinInfo } from './join-info.js';
import type { BookingMessaging } from './messaging.js';
import { createBookingsRepository } from './repository.js';
import { checkOpenSlot } from './slot-check.js';

// Without messaging (unit-style use) no e-mails are queued and no meeting links are made.
export type BookingsServiceDeps = {
  db: Database;
  gateway: PaymentGateway;
  now: () => Date;
  // listingRuleOf(config.payments): who may be booked.
  listing: ListingRule;
  messaging?: BookingMessaging;
  // Cards on file for series paid by card; test mode's when not given.
  cards?: SavedCardGateway;
};

// What a routes plugin holds (a structural slice of the HTTP edge's RouteDeps, which
// services may not import), plus the e-mails and meeting links a status change sends.
export type BookingsRouteDeps = {
  config: { payments: PaymentsConfig };
  database: { db: Database };
  now: () => Date;
  messaging?: BookingMessaging;
};

// The service as the routes build it: the gateway and the listing rule both follow
// the payments settings. (The jobs build theirs by hand, to share one gateway across all jobs.)
export function createBookingsServiceFor({ config, database, now, messaging }: BookingsRouteDeps) {
  const { db } = database;
  return createBookingsService({
    db,
    gateway: createPaymentGateway(db, now, config.payments),
    now,
    listing: listingRuleOf(config.payments),
    messaging,
    cards: createSavedCardGateway(db, now, config.payments),
  });
}

export function createBookingsService({ db, gateway, now, listing, messaging, cards }: BookingsServiceDeps) {
  const repo = createBookingsRepository(db, listing);
  const money = createMoneyService({ db, now });
  const { ledger } = money;
  const credits = money.packages(gateway).purchases;
  const seriesCharges = money.seriesCharges(cards ?? createSavedCardGateway(db, now));
  const availability = createAvailabilityService({ db, now, listing });
  const finishPaidCheckout = createPaidCheckout({ repo, messaging });
  const readCheckoutFacts = createCheckoutFacts(db, listing);
  const createBooking = createCheckout({ repo, ledger, availability, gateway, finishPaidCheckout, readCheckoutFacts, now });
  const moveDeps = { repo, availability, now, afterMove: messaging?.moved };
  const moves = createMoves(moveDeps);
  const proposals = createProposals({ ...moveDeps, moves, afterProposal: messaging?.proposal });
  const statuses = createStatusChanges({
    repo,
    ledger,
    gateway,
    now,
    afterChange: messaging?.afterStatusChange,
    settleCredit: credits.settleCancelledBooking,
  });
  const bookWithCredit = createCreditCheckout({ db, repo, availability, readCheckoutFacts, messaging, now });

  async function getBooking(viewer: Viewer, bookingId: number): Promise<TBooking> {
    const row = await repo.findById(bookingId);
    if (!row || (!isParty(row, viewer) && viewer.role !== 'admin')) throw new NotFoundError(BOOKING_MESSAGES.bookingNotFound);
    return toBookingView(row, viewer, now());
  }

  return {
    createBooking,

    // Weekly series (docs/product/series.md).
    series: createSeries({ db, repo, availability, now, changeByUser: statuses.changeByUser, seriesCharges }),

    // A series paid by card (docs/decisions/0079-series-paid-by-card-on-file.md): saving the card, and the job's charges.
    seriesCards: seriesCharges,
    // A refused card cancels its session like the system's other cancellations: refund rules, e-mails to both, live update.
    chargeDueSeriesSessions: (at: Date, bookingIds?: number[]) =>
      seriesCharges.chargeDue(
        at,
        async (bookingId, reason) => {
          try {
            await statuses.cancelUnpaid(bookingId, reason);
          } catch (error) {
            // Cancelled meanwhile by someone else: nothing left to free.
            if (!(error instanceof ConflictError)) throw error;
          }
        },
        bookingIds,
      ),

    // "Use 1 credit" (docs/product/packages.md).
    bookWithCredit,

    // The amount is the coach's rate, computed here; whatever the browser says is ignored.
    async createPaymentIntent(viewer: Viewer, input: TCreatePaymentIntentRequest): Promise<TCreatePaymentIntentResponse> {
      if (viewer.role !== 'client') throw new ForbiddenError(BOOKING_MESSAGES.clientsOnly);
      const slot = await checkOpenSlot({ repo, availability, now }, input.coachId, input.startTime, { clientId: viewer.id });
      return openCheckoutIntent(gateway, {
        amountCents: slot.priceCents,
        description: `Mindfulness session with ${slot.coach.firstName} ${slot.coach.lastName}`,
        metadata: { userId: String(viewer.id), coachId: String(slot.coach.id), startTime: slot.start.toISOString() },
      });
    },

    async changeStatus(viewer: Viewer, bookingId: number, to: BookingStatus): Promise<TBooking> {
      await statuses.changeByUser(viewer, bookingId, to);
      return getBooking(viewer, bookingId);
    },

    reschedule: moves.reschedule,

    proposeTime: proposals.propose,
    acceptProposal: proposals.accept,
    dismissProposal: proposals.dismiss,

    changeStatusBySystem: statuses.changeBySystem,

    retryRefund: statuses.retryRefund,

    cancelForNoShow: statuses.cancelForNoShow,

    messaging,

    // For the job that settles checkouts a dead process left half done
    // (src/server/jobs/interrupted-checkouts.ts). Both are conditional on the
    // booking's payment still pending, so with two processes only one acts
    // and only one queues the booking-request e-mails. Finishing is the
    // request's own last step: ledger captured, booking paid, e-mails queued.
    async finishInterruptedCheckout(bookingId: number, ledgerRowId: number, at: Date): Promise<void> {
      await finishPaidCheckout(bookingId, ledgerRowId, at);
    },

    async cancelInterruptedCheckout(bookingId: number, reason: string, at: Date): Promise<boolean> {
      return (await repo.changeStatus(bookingId, 'pending', 'cancelled', { changedByUserId: null, reason, now: at })) !== undefined;
    },

    async getJoinInfo(viewer: Viewer, bookingId: number): Promise<TJoinInfo> {
      const row = await repo.findById(bookingId);
      if (!row || (!isParty(row, viewer) && viewer.role !== 'admin')) throw new NotFoundError(BOOKING_MESSAGES.bookingNotFound);
      return joinInfo(row, messaging);
    },

    async listForUser(viewer: Viewer): Promise<TBooking[]> {
      const rows = await repo.findForUser(viewer.id);
      return sortForDashboard(rows.map((row) => toBookingView(row, viewer, now())));
    },

    getBooking,
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
