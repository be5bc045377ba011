// The admin's reports queue: each report with its reporter and its target as it is now,
// in one statement per page. Named columns only.
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TReportQueueStatus, TReportResolution } from '../../../shared/schemas/reports.js';
import { countRows } from '../../db/queries/count-rows.js';
import { onePage, type PageRequest } from '../../db/queries/one-page.js';
import type { Database } from '../../db/client.js';
import { coachProfiles, conversations, messages, reports, reviews, users } from '../../db/schema.js';

const reporter = alias(users, 'reporter_user');
const reviewAuthor = alias(users, 'review_author');
const reviewCoach = alias(coachProfiles, 'review_coach');
const reviewCoachUser = alias(users, 'review_coach_user');
const reported = alias(users, 'reported_user');
const reportedCoach = alias(coachProfiles, 'reported_coach');
const resolver = alias(users, 'resolver_user');
const messageAuthor = alias(users, 'message_author');
const conversationClient = alias(users, 'conversation_client');
const conversationCoach = alias(coachProfiles, 'conversation_coach');
const conversationCoachUser = alias(users, 'conversation_coach_user');

const fullName = (table: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`${table.firstName} || ' ' || ${table.lastName}`;

const statusWhere = (status: TReportQueueStatus): SQL => (status === 'open' ? isNull(reports.resolvedAt) : isNotNull(reports.resolvedAt));

function selectReports(db: Database) {
  return db
    .select({
      id: reports.id,
      kind: reports.targetKind,
      reason: reports.reason,
      details: reports.details,
      createdAt: reports.createdAt,
      reporterId: reporter.id,
      reporterName: fullName(reporter),
      reporterEmail: reporter.email,
      reporterRole: reporter.role,
      reviewId: reviews.id,
      reviewRating: reviews.rating,
      reviewComment: reviews.comment,
      reviewCreatedAt: reviews.createdAt,
      reviewHiddenAt: reviews.hiddenAt,
      reviewAuthorName: fullName(reviewAuthor),
      reviewCoachId: reviewCoach.id,
      reviewCoachName: fullName(reviewCoachUser),
      userId: reported.id,
      userName: fullName(reported),
      userEmail: reported.email,
      userRole: reported.role,
      userIsActive: reported.isActive,
      userCoachId: reportedCoach.id,
      messageId: messages.id,
      messageBody: messages.body,
      messageCreatedAt: messages.createdAt,
      messageAuthorId: messageAuthor.id,
      messageAuthorName: fullName(messageAuthor),
      messageAuthorEmail: messageAuthor.email,
      messageAuthorRole: messageAuthor.role,
      messageAuthorIsActive: messageAuthor.isActive,
      conversationClientId: conversationClient.id,
      conversationClientName: fullName(conversationClient),
      conversationCoachUserId: conversationCoachUser.id,
      conversationCoachName: fullName(conversationCoachUser),
      resolution: reports.resolution,
      resolvedAt: reports.resolvedAt,
      resolvedByName: fullName(resolver),
    })
    .from(reports)
    .innerJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(reviews, eq(reviews.id, reports.reviewId))
    .leftJoin(reviewAuthor, eq(reviewAuthor.id, reviews.clientId))
    .leftJoin(reviewCoach, eq(reviewCoach.id, reviews.coachId))
    .leftJoin(reviewCoachUser, eq(reviewCoachUser.id, reviewCoach.userId))
    .leftJoin(reported, eq(reported.id, reports.userId))
    .leftJoin(reportedCoach, eq(reportedCoach.userId, reported.id))
    .leftJoin(messages, eq(messages.id, reports.messageId))
    .leftJoin(messageAuthor, eq(messageAuthor.id, messages.senderId))
    .leftJoin(conversations, eq(conversations.id, messages.conversationId))
    .leftJoin(conversationClient, eq(conversationClient.id, conversations.clientId))
    .leftJoin(conversationCoach, eq(conversationCoach.id, conversations.coachId))
    .leftJoin(conversationCoachUser, eq(conversationCoachUser.id, conversationCoach.userId))
    .leftJoin(resolver, eq(resolver.id, reports.resolvedByUserId));
}

export type AdminReportRow = Awaited<ReturnType<ReturnType<typeof selectReports>['execute']>>[number];

export function createAdminReportsRepository(db: Database) {
  return {
    // Open ones oldest first (the longest waiting on top); resolved ones newest first.
    async findPage(status: TReportQueueStatus, page: PageRequest): Promise<AdminReportRow[]> {
      const order = status === 'open' ? [asc(reports.createdAt), asc(reports.id)] : [desc(reports.resolvedAt), desc(reports.id)];
      return onePage(
        selectReports(db)
          .where(statusWhere(status))
          .orderBy(...order)
          .$dynamic(),
        page,
      );
    },

    async count(status: TReportQueueStatus): Promise<number> {
      return countRows(db, reports, statusWhere(status));
    },

    async findById(id: number): Promise<AdminReportRow | undefined> {
      const [row] = await selectReports(db).where(eq(reports.id, id)).limit(1);
      return row;
    },

    // Hides the review (the trigger of migration 0015 updates the coach's rating and count, and
    // the public read caches hear of it) and resolves every open report of it, at once.
    async hideReview(reviewId: number, adminId: number, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(reviews)
          .set({ hiddenAt: at, hiddenByUserId: adminId })
          .where(and(eq(reviews.id, reviewId), isNull(reviews.hiddenAt)));
        await tx
          .update(reports)
          .set({ resolvedAt: at, resolvedByUserId: adminId, resolution: 'review_hidden' })
          .where(and(eq(reports.reviewId, reviewId), isNull(reports.resolvedAt)));
      });
    },

    // Resolves the open reports matching `which`; false when none was open.
    async resolve(which: SQL, resolution: TReportResolution, adminId: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(reports)
        .set({ resolvedAt: at, resolvedByUserId: adminId, resolution })
        .where(and(which, isNull(reports.resolvedAt)))
        .returning({ id: reports.id });
      return rows.length > 0;
    },

    async restoreReview(reviewId: number): Promise<boolean> {
      const rows = await db
        .update(reviews)
        .set({ hiddenAt: null, hiddenByUserId: null })
        .where(and(eq(reviews.id, reviewId), isNotNull(reviews.hiddenAt)))
        .returning({ id: reviews.id });
      return rows.length > 0;
    },

    async reviewExists(reviewId: number): Promise<boolean> {
      const [row] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, reviewId)).limit(1);
      return row !== undefined;
    },
  };
}

export const reportWhere = {
  id: (id: number) => eq(reports.id, id),
  // Every report about a person: of them, and of any message they wrote.
  aboutUser: (userId: number) =>
    or(
      eq(reports.userId, userId),
      inArray(reports.messageId, sql`(select ${messages.id} from ${messages} where ${messages.senderId} = ${userId})`),
    ) ?? sql`false`,
};
