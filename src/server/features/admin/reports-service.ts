// The reports queue (docs/product/reports.md): hide a reported review, deactivate a reported
// user or a reported message's author (the same deactivation as the Users section: signed out
// everywhere, off the directory), or dismiss. Each resolves the report with who and when; hiding
// and deactivating resolve every other open report of the same review or person (and of their
// messages) too, since they are settled as well.
import {
  REPORT_MESSAGES,
  type TAdminReport,
  type TAdminReportList,
  type TAdminReportsQuery,
  type TReportAction,
  type TRestoredReview,
} from '../../../shared/schemas/reports.js';
import type { Database } from '../../db/client.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../errors/domain-errors.js';
import { pageInfo } from './paging.js';
import { type AdminReportRow, createAdminReportsRepository, reportWhere } from './reports-repository.js';
import type { createAdminUsersService } from './users-service.js';

type UsersService = Pick<ReturnType<typeof createAdminUsersService>, 'setActive'>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toAdminReport(row: AdminReportRow): TAdminReport {
  return {
    id: row.id,
    kind: row.kind,
    reason: row.reason,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
    reporter: { id: row.reporterId, name: row.reporterName ?? '', email: row.reporterEmail, role: row.reporterRole },
    review:
      row.reviewId !== null && row.reviewRating !== null && row.reviewCreatedAt !== null && row.reviewCoachId !== null
        ? {
            id: row.reviewId,
            rating: row.reviewRating,
            comment: row.reviewComment,
            createdAt: row.reviewCreatedAt.toISOString(),
            hidden: row.reviewHiddenAt !== null,
            authorName: row.reviewAuthorName ?? '',
            coachId: row.reviewCoachId,
            coachName: row.reviewCoachName ?? '',
          }
        : null,
    user:
      row.userId !== null && row.userEmail !== null && row.userRole !== null && row.userIsActive !== null
        ? {
            id: row.userId,
            name: row.userName ?? '',
            email: row.userEmail,
            role: row.userRole,
            isActive: row.userIsActive,
            coachId: row.userCoachId,
          }
        : null,
    message:
      row.messageId !== null &&
      row.messageBody !== null &&
      row.messageCreatedAt !== null &&
      row.messageAuthorId !== null &&
      row.messageAuthorEmail !== null &&
      row.messageAuthorRole !== null &&
      row.messageAuthorIsActive !== null &&
      row.conversationClientId !== null &&
      row.conversationCoachUserId !== null
        ? {
            id: row.messageId,
            body: row.messageBody,
            createdAt: row.messageCreatedAt.toISOString(),
            author: {
              id: row.messageAuthorId,
              name: row.messageAuthorName ?? '',
              email: row.messageAuthorEmail,
              role: row.messageAuthorRole,
              isActive: row.messageAuthorIsActive,
            },
            client: { id: row.conversationClientId, name: row.conversationClientName ?? '' },
            coach: { id: row.conversationCoachUserId, name: row.conversationCoachName ?? '' },
          }
        : null,
    resolution: row.resolution,
    resolvedAt: iso(row.resolvedAt),
    resolvedByName: row.resolvedAt ? row.resolvedByName : null,
  };
}

export function createAdminReportsService({ db, users, now }: { db: Database; users: UsersService; now: () => Date }) {
  const repo = createAdminReportsRepository(db);

  async function load(reportId: number): Promise<AdminReportRow> {
    const row = await repo.findById(reportId);
    if (!row) throw new NotFoundError(REPORT_MESSAGES.reportNotFound);
    return row;
  }

  return {
    async list(query: TAdminReportsQuery): Promise<TAdminReportList> {
      const [rows, total] = await Promise.all([repo.findPage(query.status, query), repo.count(query.status)]);
      return { reports: rows.map(toAdminReport), ...pageInfo(total, query) };
    },

    async resolve(admin: { id: number }, reportId: number, action: TReportAction): Promise<TAdminReport> {
      const report = await load(reportId);
      if (report.resolvedAt) throw new ConflictError(REPORT_MESSAGES.alreadyResolved);
      const at = now();
      if (action === 'hide-review') {
        if (report.reviewId === null) throw new InvalidInputError(REPORT_MESSAGES.actionDoesNotFit);
        await repo.hideReview(report.reviewId, admin.id, at);
      } else if (action === 'deactivate-user') {
        // The reported person, or the author of the reported message.
        const userId = report.userId ?? report.messageAuthorId;
        if (userId === null) throw new InvalidInputError(REPORT_MESSAGES.actionDoesNotFit);
        // The Users section's own deactivation (refuses an admin's own account, ends sessions).
        await users.setActive(admin, userId, false);
        await repo.resolve(reportWhere.aboutUser(userId), 'user_deactivated', admin.id, at);
      } else if (!(await repo.resolve(reportWhere.id(reportId), 'dismissed', admin.id, at))) {
        throw new ConflictError(REPORT_MESSAGES.alreadyResolved);
      }
      return toAdminReport(await load(reportId));
    },

    // Puts a hidden review back on the profile (and into the rating); its reports stay resolved.
    async restoreReview(reviewId: number): Promise<TRestoredReview> {
      if (await repo.restoreReview(reviewId)) return { id: reviewId, hidden: false };
      if (!(await repo.reviewExists(reviewId))) throw new NotFoundError(REPORT_MESSAGES.reviewNotFound);
      throw new ConflictError(REPORT_MESSAGES.notHidden);
    },
  };
}
