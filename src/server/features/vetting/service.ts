// The admins' review of coach profiles (docs/product/vetting.md): the queue,
// approve, reject with a reason, unlist with a reason. The coach hears of
// every decision by e-mail; the e-mail never fails the decision.
import type { FastifyBaseLogger } from 'fastify';
import { centsToDollars } from '../../../shared/domain/money.js';
import {
  VETTING_MESSAGES,
  type CoachListingStatus,
  type TVettingCoach,
  type TVettingQueue,
  type TVettingQueueQuery,
} from '../../../shared/schemas/vetting.js';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { ConflictError, NotFoundError } from '../../errors/domain-errors.js';
import type { EmailDelivery } from '../../integrations/email/email-delivery.js';
import { vettingEmail, type VettingDecision } from '../../integrations/email/templates/vetting-emails.js';
import { createVettingRepository, type VettingRow } from './repository.js';

function toVettingCoach(row: VettingRow): TVettingCoach {
  const { hourlyRateCents, bio, updatedAt, ...rest } = row;
  return { ...rest, bio: bio ?? '', hourlyRate: centsToDollars(hourlyRateCents), updatedAt: updatedAt.toISOString() };
}

// Which states each decision may leave from; anything else is a 409 telling the admin to reload.
const FROM: Record<VettingDecision, CoachListingStatus[]> = {
  approved: ['under_review', 'rejected', 'unlisted'],
  rejected: ['under_review'],
  unlisted: ['approved'],
};
const REFUSAL: Record<VettingDecision, string> = {
  approved: VETTING_MESSAGES.alreadyApproved,
  rejected: VETTING_MESSAGES.notWaiting,
  unlisted: VETTING_MESSAGES.notListed,
};

export type VettingDeps = { db: Database; config: AppConfig; email: EmailDelivery; log: FastifyBaseLogger; baseUrl: string };

export function createVettingService({ db, config, email, log, baseUrl }: VettingDeps) {
  const repo = createVettingRepository(db);

  async function notify(row: VettingRow, decision: VettingDecision, reason: string | null) {
    try {
      await email.enqueue([vettingEmail({ appName: config.appName, baseUrl, coach: row, decision, reason })]);
    } catch (error) {
      log.error({ err: error, coachId: row.id }, 'vetting e-mail could not be queued');
    }
  }

  async function decide(coachId: number, decision: VettingDecision, reason: string | null): Promise<TVettingCoach> {
    const changed = await repo.setStatus(coachId, FROM[decision], decision, reason);
    const row = await repo.findById(coachId);
    if (!row) throw new NotFoundError(VETTING_MESSAGES.coachNotFound);
    if (!changed) throw new ConflictError(REFUSAL[decision]);
    await notify(row, decision, reason);
    return toVettingCoach(row);
  }

  return {
    async queue(query: TVettingQueueQuery): Promise<TVettingQueue> {
      const rows = await repo.findByStatus(query.status);
      return { coaches: rows.map(toVettingCoach) };
    },
    approve: (coachId: number) => decide(coachId, 'approved', null),
    reject: (coachId: number, reason: string) => decide(coachId, 'rejected', reason),
    unlist: (coachId: number, reason: string) => decide(coachId, 'unlisted', reason),
  };
}
