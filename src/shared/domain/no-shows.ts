// No-shows (docs/product/no-shows.md): within 48 hours after a session's end the coach may mark the
// client absent (no refund) and the client may report the coach absent (a full refund unless the
// coach disputes within 48 hours; a dispute goes to an admin, who decides). Pure rules, shared by
// the server (which enforces them) and the dashboards (which show only the actions allowed now).
import type { BookingStatus } from './booking-status.js';
import { HOUR_MS } from './time-units.js';

export const NO_SHOW_WINDOW_HOURS = 48;
export const DISPUTE_WINDOW_HOURS = 48;
export const STATEMENT_MIN = 10;
export const STATEMENT_MAX = 2000;

export const NO_SHOW_STATES = ['client_absent', 'reported', 'disputed', 'refunded', 'not_refunded'] as const;
export type NoShowState = (typeof NO_SHOW_STATES)[number];

export const NO_SHOW_MESSAGES = {
  notHeld: 'Only a confirmed session that took place can be reported as a no-show.',
  tooEarly: 'A no-show can be reported only once the session has ended.',
  tooLate: 'No-shows can be reported only within 48 hours after the end of the session.',
  alreadyReported: 'A no-show has already been recorded for this session.',
  noReport: 'There is no open report to dispute for this session.',
  disputeClosed: 'The 48 hours to dispute this report have passed.',
  notDisputed: 'This report is not waiting for a decision.',
  coachOnly: "Only the session's coach can do this.",
  clientOnly: "Only the session's client can do this.",
  statementMin: `Please describe what happened in at least ${STATEMENT_MIN} characters.`,
  statementMax: `Please keep your statement to at most ${STATEMENT_MAX} characters.`,
} as const;

type Held = { status: BookingStatus; endTime: Date };
type Report = { state: NoShowState; disputeUntil: Date | null } | null;

export function noShowWindowEnd(endTime: Date): Date {
  return new Date(endTime.getTime() + NO_SHOW_WINDOW_HOURS * HOUR_MS);
}

export function disputeUntil(reportedAt: Date): Date {
  return new Date(reportedAt.getTime() + DISPUTE_WINDOW_HOURS * HOUR_MS);
}

// Inside the window: from the end to 48 hours after it, both instants included.
function windowRefusal(booking: Held, now: Date): string | null {
  if (booking.status !== 'confirmed' && booking.status !== 'completed') return NO_SHOW_MESSAGES.notHeld;
  if (now.getTime() < booking.endTime.getTime()) return NO_SHOW_MESSAGES.tooEarly;
  if (now.getTime() > noShowWindowEnd(booking.endTime).getTime()) return NO_SHOW_MESSAGES.tooLate;
  return null;
}

// The coach marks the client absent: only while nothing has been recorded for the session.
export function markClientAbsentRefusal(booking: Held, report: Report, now: Date): string | null {
  return windowRefusal(booking, now) ?? (report ? NO_SHOW_MESSAGES.alreadyReported : null);
}

// The client reports the coach absent: also after the coach marked the client absent, which then
// stands against the client's word and goes straight to an admin.
export function reportCoachAbsentRefusal(booking: Held, report: Report, now: Date): string | null {
  return windowRefusal(booking, now) ?? (report && report.state !== 'client_absent' ? NO_SHOW_MESSAGES.alreadyReported : null);
}

// The coach disputes the client's report: within 48 hours of it, inclusive.
export function disputeRefusal(report: Report, now: Date): string | null {
  if (!report || report.state !== 'reported') return NO_SHOW_MESSAGES.noReport;
  if (report.disputeUntil && now.getTime() > report.disputeUntil.getTime()) return NO_SHOW_MESSAGES.disputeClosed;
  return null;
}

// An open report holds the session's completion and the coach's earnings until it is settled.
export function isOpenNoShow(state: NoShowState | null | undefined): boolean {
  return state === 'reported' || state === 'disputed';
}
