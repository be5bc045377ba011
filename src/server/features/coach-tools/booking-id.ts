import { COACH_TOOLS_MESSAGES } from '../../../shared/schemas/coach-tools.js';
import { AppError } from '../../http/app-error.js';

// Same rule as the bookings routes: /api/bookings/abc/notes names no booking,
// so 404, never a database range error.
export function parseBookingId(raw: string): number {
  const id = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw new AppError('NOT_FOUND', COACH_TOOLS_MESSAGES.bookingNotFound);
  return id;
}
