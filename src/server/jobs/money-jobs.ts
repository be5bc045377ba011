// The jobs that move money to coaches and check it (docs/decisions/0048-ledger-and-transfers.md).
// All take a booking scope, so an end-to-end test that moves the clock pays
// only its own bookings; reconciliation is daily and never scoped.
import type {
  MembershipRenewals,
  ProgramPayoutsService,
  PurchasesService,
  ReconciliationService,
  TransfersService,
} from '../features/money/money-service.js';
import type { Job } from './job-runner.js';

export function moneyJobs({
  transfers,
  programTransfers,
  reconciliation,
  packages,
  memberships,
}: {
  transfers: TransfersService;
  programTransfers: ProgramPayoutsService;
  reconciliation: ReconciliationService;
  packages: PurchasesService;
  memberships: MembershipRenewals;
}): Job[] {
  return [
    {
      // Memberships whose month ended are charged for the next in test mode
      // (Stripe Billing reports its own by webhook, and a subscription Stripe could not make
      // at purchase is made here); failed ones retried daily in grace.
      name: 'renew-memberships',
      run: async (now) => (await memberships.renewDue(now)) + (await packages.subscribeMissing()),
      runForPurchases: (now, purchaseIds) => memberships.renewDue(now, purchaseIds),
    },
    {
      // Credits past their package's expiry (or a membership month's rollover) are recorded as expired.
      name: 'expire-package-credits',
      run: () => packages.expireDue(),
    },
    {
      // Completed, paid sessions get their transfer row, due 24 hours after completion.
      name: 'schedule-coach-transfers',
      takesBookingScope: true,
      run: (now, scope) => transfers.schedule(now, scope?.bookingIds),
    },
    {
      // Due (and failed, after their backoff) transfers are claimed and sent, each once.
      name: 'send-coach-transfers',
      takesBookingScope: true,
      run: (now, scope) => transfers.sendDue(now, scope?.bookingIds),
    },
    {
      // Each meeting held of a program: every seat's part of it, due 24 hours after the meeting
      // (docs/decisions/0081-program-payouts.md). Not booking-scoped: a scoped run pays only its sessions.
      name: 'schedule-program-transfers',
      run: (now) => programTransfers.schedule(now),
    },
    {
      name: 'send-program-transfers',
      run: (now) => programTransfers.sendDue(now),
    },
    {
      // A refund after the transfer takes the coach's part of it back; a lost dispute won after all sends it again.
      name: 'reverse-refunded-transfers',
      takesBookingScope: true,
      run: async (now, scope) =>
        (await transfers.reverseRefunded(now, scope?.bookingIds)) + (await transfers.resendReinstated(now, scope?.bookingIds)),
    },
    {
      // Once a day (the first run of each UTC day in any process): the ledger against the gateway.
      name: 'reconcile-ledger',
      run: (now) => reconciliation.runDaily(now),
    },
  ];
}
