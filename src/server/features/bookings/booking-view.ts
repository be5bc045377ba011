// The one booking shape the dashboards read, built from a repository row.
import { centsToDollars } from '../../../shared/domain/money.js';
import { isUpcomingStatus } from '../../../shared/domain/booking-status.js';
import { openProposal } from '../../../shared/domain/reschedule.js';
import type { TNoShow } from '../../../shared/schemas/no-shows.js';
import type { TBooking } from '../../../shared/schemas/bookings.js';
import { minutesBetween } from '../../../shared/domain/time-units.js';
import { type BookingRow, type NoShowRow } from '../../db/queries/booking-rows.js';

export type Viewer = { id: number; role: 'client' | 'coach' | 'admin' };

export function isParty(row: Pick<BookingRow, 'clientId' | 'coachUserId'>, viewer: Viewer): boolean {
  return row.clientId === viewer.id || row.coachUserId === viewer.id;
}

const iso = (text: string | null) => (text === null ? null : new Date(text).toISOString());

export function toNoShowView(row: NoShowRow): TNoShow {
  return {
    ...row,
    coachStatementAt: iso(row.coachStatementAt),
    clientReportedAt: iso(row.clientReportedAt),
    disputeUntil: iso(row.disputeUntil),
    decidedAt: iso(row.decidedAt),
  };
}

// `now` decides whether the coach's proposal is still open (it lapses with the move cutoff).
export function toBookingView(row: BookingRow, viewer: Viewer, now: Date): TBooking {
  const proposed = openProposal(row, now);
  // The meeting link admits people to the call: only the two parties (and admins) get it.
  const mayJoin = isParty(row, viewer) || viewer.role === 'admin';
  return {
    id: row.id,
    coachId: row.coachId,
    coachName: `${row.coachFirstName} ${row.coachLastName}`,
    clientName: `${row.clientFirstName} ${row.clientLastName}`,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    sessionLength: minutesBetween(row.startTime, row.endTime),
    notes: row.notes,
    status: row.status,
    paymentStatus: row.paymentStatus,
    totalPrice: centsToDollars(row.totalPriceCents),
    cancellationPolicy: row.cancellationPolicy,
    refundAmount:
      row.status === 'cancelled' && row.refundCents !== null && row.paymentStatus !== 'pending' ? centsToDollars(row.refundCents) : null,
    rescheduleCount: row.rescheduleCount,
    proposal: proposed
      ? {
          startTime: proposed.toISOString(),
          endTime: new Date(proposed.getTime() + (row.endTime.getTime() - row.startTime.getTime())).toISOString(),
        }
      : null,
    noShow: row.noShow ? toNoShowView(row.noShow) : null,
    reviewed: row.reviewed,
    paidWithCredit: row.paidWithCredit,
    meetingUrl: row.status === 'confirmed' && mayJoin ? row.meetingUrl : null,
  };
}

// Upcoming (pending, confirmed) soonest first, then past (completed, cancelled) latest first.
export function sortForDashboard(list: TBooking[]): TBooking[] {
  const upcoming = list.filter((b) => isUpcomingStatus(b.status)).sort((a, b) => a.startTime.localeCompare(b.startTime));
  const past = list.filter((b) => !isUpcomingStatus(b.status)).sort((a, b) => b.startTime.localeCompare(a.startTime));
  return [...upcoming, ...past];
}
