// The dashboard's stat cards: every booking of the coach is a session.
import type { TBooking } from '@shared/schemas/bookings';

export type CoachStats = { total: number; completed: number; cancelled: number };

export function coachStats(bookings: readonly Pick<TBooking, 'status'>[]): CoachStats {
  return {
    total: bookings.length,
    completed: bookings.filter((b) => b.status === 'completed').length,
    cancelled: bookings.filter((b) => b.status === 'cancelled').length,
  };
}

export const PAST_PREVIEW_COUNT = 5;

// Bar heights for the earnings chart, in percent of the largest amount.
export function barPercents(amounts: readonly number[]): number[] {
  const max = Math.max(0, ...amounts);
  return amounts.map((amount) => (max > 0 ? Math.round((Math.max(0, amount) / max) * 100) : 0));
}
