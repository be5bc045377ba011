// The coach's past-session history and private session notes.
import {
  COACH_TOOLS_MESSAGES,
  type TCoachHistoryPage,
  type TCoachHistoryQuery,
  type TSessionNotes,
} from '../../../shared/schemas/coach-tools.js';
import type { Database } from '../../db/client.js';
import { NotFoundError } from '../../errors/domain-errors.js';
import { toBookingView } from '../bookings/booking-view.js';
import { createCoachToolsRepository, type NotesRow } from './repository.js';
import { type PublicUser } from '../../db/queries/people.js';

function toSessionNotes(row: NotesRow): TSessionNotes {
  return {
    bookingId: row.bookingId,
    notes: row.notes,
    clientName: `${row.clientFirstName} ${row.clientLastName}`,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    status: row.status,
  };
}

export function createCoachToolsService({ db, now }: { db: Database; now: () => Date }) {
  const repo = createCoachToolsRepository(db);

  // Notes are private to the booking's coach: the client, other coaches and
  // admins get the same 404 as for a booking that does not exist.
  async function getNotes(viewer: PublicUser, bookingId: number): Promise<TSessionNotes> {
    const row = await repo.findNotes(bookingId, viewer.id);
    if (!row) throw new NotFoundError(COACH_TOOLS_MESSAGES.bookingNotFound);
    return toSessionNotes(row);
  }

  return {
    async history(coach: PublicUser, query: TCoachHistoryQuery): Promise<TCoachHistoryPage> {
      const { page, pageSize } = query;
      const { total, rows } = await repo.pastBookingsPage(coach.id, pageSize, (page - 1) * pageSize);
      return {
        bookings: rows.map((row) => toBookingView(row, coach, now())),
        total,
        page,
        pageSize,
        totalPages: Math.max(1, Math.ceil(total / pageSize)),
      };
    },

    getNotes,

    // Any status: a coach may write notes before, during or long after a session.
    async saveNotes(viewer: PublicUser, bookingId: number, notes: string | null): Promise<TSessionNotes> {
      const stored = notes === null || notes.trim() === '' ? null : notes;
      const saved = await repo.saveNotes(bookingId, viewer.id, stored, now());
      if (!saved) throw new NotFoundError(COACH_TOOLS_MESSAGES.bookingNotFound);
      return getNotes(viewer, bookingId);
    },
  };
}
