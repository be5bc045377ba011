// Reporting a review or a user (docs/product/reports.md). The reporter is the signed-in
// client or coach; the reported person is worked out here from what the page names (a
// review, a listed coach, a booking of the reporter's), never taken on trust.
import { REPORT_MESSAGES, type TCreatedReport, type TCreateReportRequest } from '../../../shared/schemas/reports.js';
import type { Database } from '../../db/client.js';
import { uniqueViolation } from '../../db/database-errors.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../errors/domain-errors.js';
import { createReportsRepository } from './repository.js';

export function createReportsService({ db, now }: { db: Database; now: () => Date }) {
  const repo = createReportsRepository(db);

  // The user a 'user' report is about: a listed coach by id, or the other party of the reporter's booking.
  async function reportedUser(reporterId: number, input: TCreateReportRequest): Promise<number> {
    if (input.bookingId !== undefined) {
      const parties = await repo.findBookingParties(input.bookingId, reporterId);
      if (!parties) throw new NotFoundError(REPORT_MESSAGES.bookingNotFound);
      return parties.clientId === reporterId ? parties.coachUserId : parties.clientId;
    }
    const userId = input.userId ?? 0;
    if (userId === reporterId) throw new InvalidInputError(REPORT_MESSAGES.yourself);
    if (!(await repo.isListedCoachUser(userId))) throw new NotFoundError(REPORT_MESSAGES.userNotFound);
    return userId;
  }

  return {
    async create(reporterId: number, input: TCreateReportRequest): Promise<TCreatedReport> {
      // Messages are being built separately; their "Report" action comes with them, and
      // the table already has their kind. Until then a report of one is refused plainly.
      if (input.kind === 'message') throw new InvalidInputError(REPORT_MESSAGES.messagesNotYet);
      const base = { reporterId, reason: input.reason, details: input.details?.trim() || null, createdAt: now() };
      let target: { targetKind: 'review'; reviewId: number } | { targetKind: 'user'; userId: number };
      if (input.kind === 'review') {
        const reviewId = input.reviewId ?? 0;
        const review = await repo.findReview(reviewId);
        // A hidden review is off the profile already: there is nothing left to report.
        if (!review || review.hidden) throw new NotFoundError(REPORT_MESSAGES.reviewNotFound);
        if (review.clientId === reporterId) throw new InvalidInputError(REPORT_MESSAGES.ownReview);
        target = { targetKind: 'review', reviewId };
      } else {
        target = { targetKind: 'user', userId: await reportedUser(reporterId, input) };
      }
      try {
        const row = await repo.insert({ ...base, ...target });
        return { ...row, createdAt: row.createdAt.toISOString() };
      } catch (error) {
        if (uniqueViolation(error) !== undefined) throw new ConflictError(REPORT_MESSAGES.alreadyReported);
        throw error;
      }
    },
  };
}
