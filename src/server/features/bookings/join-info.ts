// The join page's answer: the meeting link, only for a confirmed booking and
// only to its parties and admins (the caller has checked who is asking).
import { JOIN_MESSAGES, type TJoinInfo } from '../../../shared/schemas/bookings.js';
import { ConflictError, UnavailableError } from '../../errors/domain-errors.js';
import type { BookingMessaging } from './messaging.js';
import { type BookingRow } from '../../db/queries/booking-rows.js';

export async function joinInfo(row: BookingRow, messaging: BookingMessaging | undefined): Promise<TJoinInfo> {
  if (row.status === 'pending') throw new ConflictError(JOIN_MESSAGES.notConfirmed);
  if (row.status === 'cancelled') throw new ConflictError(JOIN_MESSAGES.cancelled);
  if (row.status === 'completed') throw new ConflictError(JOIN_MESSAGES.completed);
  // The provider may have failed at confirmation: try again now rather than wait for the job.
  const meetingUrl = row.meetingUrl ?? (await messaging?.ensureMeetingLink(row.id)) ?? null;
  if (!meetingUrl) throw new UnavailableError(JOIN_MESSAGES.linkPending);
  return {
    bookingId: row.id,
    meetingUrl,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    coachName: `${row.coachFirstName} ${row.coachLastName}`,
    clientName: `${row.clientFirstName} ${row.clientLastName}`,
    status: row.status,
  };
}
