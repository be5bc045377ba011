// Work that gave up, for admins (docs/decisions/0087-one-work-queue.md): the
// list, and a retry that makes it due at once with fresh attempts. A message
// retried is pending again in the outbox too, so the mailbox shows it so.
import type { Database } from '../../db/client.js';
import { NotFoundError } from '../../errors/domain-errors.js';
import { createOutboxRepository, EMAIL_WORK } from '../../integrations/email/outbox-repository.js';
import { createWorkQueueRepository } from '../../integrations/work-queue/work-queue-repository.js';
import { WORK_QUEUE_MESSAGES, type TDeadWork } from '../../../shared/schemas/work-queue.js';

const LISTED = 100;

export function createWorkQueueAdmin({ db, now }: { db: Database; now: () => Date }) {
  const work = createWorkQueueRepository(db);
  const outbox = createOutboxRepository(db);
  return {
    async dead(): Promise<TDeadWork[]> {
      return (await work.dead(LISTED)).map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        failedAt: row.failedAt?.toISOString() ?? null,
      }));
    },

    async retry(id: number): Promise<void> {
      const row = await work.deadById(id);
      if (!row || !(await work.retryDead(id, now()))) throw new NotFoundError(WORK_QUEUE_MESSAGES.notFound);
      if (row.kind === EMAIL_WORK) await outbox.markPending(Number(row.payload.outboxId));
    },
  };
}
