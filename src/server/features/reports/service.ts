// Reporting a review, a user or a message (docs/product/reports.md). The reporter is the
// signed-in client or coach; the reported person is worked out here from what the page names (a
// review, a listed coach, a booking or a message of the reporter's), never taken on trust.
import { REPORT_MESSAGES, type TCreatedReport, type TCreateReportRequest } from '../../../shared/schemas/reports.js';
import type { Database } from '../../db/client.js';
import { uniqueViolation } from '../../db/database-errors.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../errors/domain-errors.js';
import type { ListingRule } from '../../db/queries/listable-coach.js';
import type { ReportTarget } from './report-target.js';
import { createReportsRepository } from './repository.js';

// The conversations service's own check (messageForParty): a message only for a party of its
// conversation; anyone else is told it does not exist, as a wrong id is.
type MessageForParty = (viewer: Reporter, messageId: number) => Promise<{ senderId: number }>;
export type Reporter = { id: number; role: 'client' | 'coach' | 'admin' };

export function createReportsService({
  db,
  now,
  messageForParty,
  listing,
}: {
  db: Database;
  now: () => Date;
  messageForParty: MessageForParty;
  listing: ListingRule;
}) {
  const repo = createReportsRepository(db, listing);

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
    async create(reporter: Reporter, input: TCreateReportRequest): Promise<TCreatedReport> {
      const reporterId = reporter.id;
      const base = { reporterId, reason: input.reason, details: input.details?.trim() || null, createdAt: now() };
      let target: ReportTarget;
      if (input.kind === 'message') {
        const messageId = input.messageId ?? 0;
        const message = await messageForParty(reporter, messageId).catch(() => {
          throw new NotFoundError(REPORT_MESSAGES.messageNotFound);
        });
        if (message.senderId === reporterId) throw new InvalidInputError(REPORT_MESSAGES.ownMessage);
        target = { targetKind: 'message', messageId };
      } else if (input.kind === 'review') {
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
