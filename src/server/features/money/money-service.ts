// The one way into money for the rest of the server
// (docs/decisions/0051-money-in-one-home.md): the checkout's ledger of
// payments, the admin's revenue overview, and the coach transfers and daily
// reconciliation the jobs run.
// Everything else under features/money is its own business; other features,
// the jobs and the integrations import only this module (lint checks it).
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { createTransferGateway } from '../../integrations/payments/create-transfer-gateway.js';
import { createOverviewRepository } from './admin-overview/repository.js';
import { createOverviewService } from './admin-overview/service.js';
import { createLedgerRepository } from './ledger/ledger-repository.js';
import { createReconciliationService } from './reconciliation/service.js';
import { createTransfersService } from './transfers/service.js';
import type { PaymentGateway } from '../../integrations/payments/payment-gateway.js';
import type { MembershipBilling } from '../../integrations/payments/stripe-membership-billing.js';
import { createBillingRepository } from './packages/billing-repository.js';
import { createOffersService } from './packages/offers-service.js';
import { createPurchasesService } from './packages/purchases-service.js';
import { createPackagesRepository } from './packages/repository.js';
import { createMembershipRenewals, type RenewalEvent } from './packages/membership-renewals.js';
import { createRenewalsRepository } from './packages/renewals-repository.js';
import { createTestModeRenewals } from '../../integrations/payments/test-mode-renewals.js';
import { createSeatsRepository } from './programs/seats-repository.js';
import { createSeatPurchaseStatements } from './programs/seat-purchase-statements.js';
import { createSeatsService } from './programs/seats-service.js';
import { createProgramPayoutsService } from './programs/payouts-service.js';
import { createSeriesCharges } from './series-charges/service.js';
import type { SavedCardGateway } from '../../integrations/payments/saved-cards.js';

export type { LedgerEntry, LedgerRepository, LedgerRow } from './ledger/ledger-repository.js';
export type { ReconciliationService } from './reconciliation/service.js';
export type { TransfersService } from './transfers/service.js';
export type { ProgramPayoutsService } from './programs/payouts-service.js';
export type { PurchasesService } from './packages/purchases-service.js';
export type { MembershipRenewals, RenewalEvent } from './packages/membership-renewals.js';
export { renewalNotifier } from './packages/renewal-notices.js';
export type { SeatsService } from './programs/seats-service.js';
export type { Offered } from './programs/seats-repository.js';
export { isConfirmed } from './programs/seats-service.js';
export type { BoughtSeat, SeatInvitation } from './programs/seats-service.js';
export type { SeriesCharges, CancelForFailedCharge } from './series-charges/service.js';
// The payment step of every purchase: the intent checked, the card held, the hold released on refusal.
export { intentUsedUp, placePaymentHold } from './payments/payment-hold.js';
export type { HoldRequest, PaymentHold } from './payments/payment-hold.js';

export type CoachPayoutDeps = {
  // The provider that pays coaches (test mode or Stripe Connect).
  payments: PaymentsConfig;
  // During beta no platform fee is kept.
  beta: boolean;
  log: FastifyBaseLogger;
};

export function createMoneyService({ db, now }: { db: Database; now: () => Date }) {
  return {
    // The payments table: every hold, capture, release and refund of a checkout.
    ledger: createLedgerRepository(db),

    // Fee revenue by month and transfers counted by state, for GET /api/admin/money.
    overview: createOverviewService({ db, now }).overview,

    // Transfers counted by state, for the operator's metrics (failed ones want a look).
    transferCounts: () => createOverviewRepository(db).transferCounts(),

    // Packages and memberships: the coaches' offers, and purchases with their
    // credits ledger (docs/decisions/0055-packages-and-memberships.md).
    // Memberships renew on the test-mode gateway by the job, or by Stripe
    // Billing's webhooks (docs/decisions/0067-membership-renewals.md); with
    // Stripe on, a membership bought becomes a Billing subscription (`billing`,
    // docs/decisions/0070-memberships-on-stripe-billing.md).
    packages(gateway: PaymentGateway, notify?: (event: RenewalEvent) => Promise<void>, billing?: MembershipBilling) {
      const repo = createPackagesRepository(db);
      const memberships = createMembershipRenewals({
        repo,
        renewals: createRenewalsRepository(db),
        charger: gateway.provider === 'test' ? createTestModeRenewals(db, now) : null,
        now,
        notify,
      });
      return {
        offers: createOffersService({ repo, now }),
        purchases: createPurchasesService({
          repo,
          gateway,
          now,
          memberships,
          ...(billing && { billing: { stripe: billing, repo: createBillingRepository(db) } }),
        }),
        memberships,
      };
    },

    // Seats of group programs: bought, cancelled, refunded, and the waitlist's
    // offers of freed seats (docs/decisions/0073-group-programs.md).
    programSeats(gateway: PaymentGateway) {
      return createSeatsService({ repo: createSeatsRepository(db), statements: createSeatPurchaseStatements(db), gateway, now });
    },

    // A weekly series paid by card: the card on file, and each session charged at its
    // full-refund cutoff (docs/decisions/0079-series-paid-by-card-on-file.md).
    seriesCharges(cards: SavedCardGateway) {
      return createSeriesCharges({ db, cards, now });
    },

    // Coaches' shares sent after their sessions and after each meeting of their
    // programs (per seat), and the ledger checked against the gateway.
    coachPayouts({ payments, beta, log }: CoachPayoutDeps) {
      const gateway = createTransferGateway(db, now, payments);
      return {
        transfers: createTransfersService({ db, gateway, beta, log }),
        programTransfers: createProgramPayoutsService({ db, gateway, beta, log }),
        reconciliation: createReconciliationService({ db, gateway, log }),
      };
    },
  };
}

export type MoneyService = ReturnType<typeof createMoneyService>;
