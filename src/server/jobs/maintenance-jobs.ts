// Housekeeping: releasing card holds that never became bookings, deleting
// expired sessions and delivering queued e-mail.
import type { FastifyBaseLogger } from 'fastify';
import type { WorkQueue } from '../integrations/work-queue/work-queue.js';
import type { EmailDelivery } from '../integrations/email/email-delivery.js';
import type { LedgerRepository } from '../features/money/money-service.js';
import type { PaymentGateway } from '../integrations/payments/payment-gateway.js';
import type { Job } from './job-runner.js';
import type { JobsRepository } from './jobs-repository.js';
import { MINUTE_MS } from '../../shared/domain/time-units.js';

// A checkout creates its booking within a second of authorising; a hold this old was abandoned.
export const STALE_HOLD_MS = 15 * MINUTE_MS;
export const STALE_HOLD_REASON = 'The payment authorisation expired before a booking was made. You have not been charged.';

type Deps = {
  repo: JobsRepository;
  ledger: LedgerRepository;
  gateway: PaymentGateway;
  queue: WorkQueue;
  email: EmailDelivery;
  deleteExpiredSessions: (now: Date) => Promise<void>;
  log: FastifyBaseLogger;
};

export function maintenanceJobs({ repo, ledger, gateway, queue, email, deleteExpiredSessions, log }: Deps): Job[] {
  return [
    {
      name: 'release-stale-authorisations',
      run: async (now) => {
        const cutoff = new Date(now.getTime() - STALE_HOLD_MS);
        const released = new Set<string>();
        // The gateway's cancel is conditional on the intent's state, so a racing process is harmless.
        const release = async (intentId: string) => {
          if (released.has(intentId)) return;
          try {
            await gateway.cancel(intentId);
            released.add(intentId);
          } catch (error) {
            log.warn({ err: error, intentId }, 'could not release a stale authorisation');
          }
        };
        for (const hold of await repo.staleLedgerHolds(gateway.provider, cutoff)) {
          await release(hold.providerPaymentId);
          if (released.has(hold.providerPaymentId))
            await ledger.update(hold.id, ['authorized'], { status: 'released', failureReason: STALE_HOLD_REASON }, now);
        }
        if (gateway.provider === 'test') for (const id of await repo.staleTestIntents(cutoff)) await release(id);
        return released.size;
      },
    },
    {
      name: 'delete-expired-sessions',
      run: async (now) => {
        await deleteExpiredSessions(now);
        return 0;
      },
    },
    {
      // Last, so the work the other jobs queued in this run (their e-mails) is done now; the
      // queue's workers do it anyway (docs/decisions/0087-one-work-queue.md), this pass is for runs
      // "as of" a later time (tests) and for a process whose workers were not started.
      name: 'deliver-email',
      run: async (at) => {
        await email.queueUndelivered(at);
        return queue.drain(at);
      },
    },
  ];
}
