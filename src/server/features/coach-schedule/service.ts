// A coach's own schedule (docs/decisions/0044-stored-schedules.md): read it,
// replace it, and say which upcoming bookings the hours no longer cover.
// Saving never changes a booking: those stay, and the editor warns about them.
import { isOpenSlot } from '../../../shared/domain/availability.js';
import type { BookableSchedule } from '../../../shared/domain/schedule.js';
import { MINUTE_MS } from '../../../shared/domain/time-units.js';
import { COACH_SCHEDULE_MESSAGES, type TBookingOutsideHours, type TCoachScheduleResponse } from '../../../shared/schemas/coach-schedule.js';
import type { TSchedule } from '../../../shared/schemas/schedule.js';
import type { Database } from '../../db/client.js';
import type { PublicUser } from '../../db/queries/people.js';
import { NotFoundError } from '../../errors/domain-errors.js';
import { toSchedule } from '../availability/service.js';
import { createCoachScheduleRepository, type UpcomingBooking } from './repository.js';

// Whether the hours (windows, overrides, time off) still hold the whole
// session, whatever notice, horizon, buffers and the daily limit say: those
// are about taking new bookings, not about the ones already made. The
// engine answers, with the booking's own length and itself as "now".
export function coveredByHours(schedule: BookableSchedule, booking: Pick<UpcomingBooking, 'startTime' | 'endTime'>): boolean {
  const lengthMinutes = Math.round((booking.endTime.getTime() - booking.startTime.getTime()) / MINUTE_MS);
  const hoursOnly: BookableSchedule = {
    ...schedule,
    sessionLengthMinutes: lengthMinutes,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    minNoticeMinutes: 0,
    horizonDays: 1,
    maxSessionsPerDay: null,
  };
  return isOpenSlot({ schedule: hoursOnly, busy: [], start: booking.startTime, now: booking.startTime });
}

export function createCoachScheduleService({ db, now }: { db: Database; now: () => Date }) {
  const repo = createCoachScheduleRepository(db);

  async function answer(coach: PublicUser): Promise<TCoachScheduleResponse> {
    const row = await repo.findOwn(coach.id);
    if (!row) throw new NotFoundError(COACH_SCHEDULE_MESSAGES.profileNotFound);
    const schedule = toSchedule(row);
    const outsideHours: TBookingOutsideHours[] = (await repo.upcomingBookings(row.coachId, now()))
      .filter((booking) => !coveredByHours(schedule, booking))
      .map((booking) => ({
        bookingId: booking.id,
        startTime: booking.startTime.toISOString(),
        endTime: booking.endTime.toISOString(),
        status: booking.status,
        clientName: `${booking.clientFirstName} ${booking.clientLastName}`,
      }));
    const { sessionLengthMinutes, ...stored } = schedule;
    return { schedule: stored, sessionLengthMinutes, outsideHours };
  }

  return {
    get: answer,

    async replace(coach: PublicUser, schedule: TSchedule): Promise<TCoachScheduleResponse> {
      if (!(await repo.save(coach.id, schedule, now()))) throw new NotFoundError(COACH_SCHEDULE_MESSAGES.profileNotFound);
      return answer(coach);
    },
  };
}
