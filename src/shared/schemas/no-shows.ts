// No-show reports, disputes and the admin's queue (docs/product/no-shows.md).
import { z } from 'zod';
import { NO_SHOW_MESSAGES, NO_SHOW_STATES, STATEMENT_MAX, STATEMENT_MIN } from '../domain/no-shows.js';

// What each party and the admin see of a booking's no-show case.
export const ZNoShow = z.object({
  state: z.enum(NO_SHOW_STATES),
  coachStatement: z.string().nullable(),
  coachStatementAt: z.string().nullable(),
  clientStatement: z.string().nullable(),
  clientReportedAt: z.string().nullable(),
  // Until when the coach may dispute the client's report.
  disputeUntil: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
});
export type TNoShow = z.infer<typeof ZNoShow>;

// The coach marking the client absent, the client reporting the coach absent, the coach's dispute.
export const ZNoShowStatementRequest = z.strictObject({
  statement: z.string().trim().min(STATEMENT_MIN, NO_SHOW_MESSAGES.statementMin).max(STATEMENT_MAX, NO_SHOW_MESSAGES.statementMax),
});
export type TNoShowStatementRequest = z.infer<typeof ZNoShowStatementRequest>;

export const NO_SHOW_DECISION_MESSAGES = {
  noteMax: `Please keep the note to at most ${STATEMENT_MAX} characters.`,
  caseNotFound: 'No-show case not found.',
} as const;

// The admin's decision on a disputed report: refund the client in full, or not.
export const ZNoShowDecisionRequest = z.strictObject({
  refund: z.boolean(),
  note: z.string().trim().max(STATEMENT_MAX, NO_SHOW_DECISION_MESSAGES.noteMax).optional(),
});
export type TNoShowDecisionRequest = z.infer<typeof ZNoShowDecisionRequest>;

// One case in the admin's queue: the session, both parties and both statements.
export const ZNoShowCase = ZNoShow.extend({
  bookingId: z.number().int(),
  coachName: z.string(),
  clientName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  totalPrice: z.number(),
  paymentStatus: z.string(),
});
export type TNoShowCase = z.infer<typeof ZNoShowCase>;
export const ZNoShowCaseList = z.array(ZNoShowCase);
