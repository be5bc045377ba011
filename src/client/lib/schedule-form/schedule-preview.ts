// The editor's live preview: the next 7 days' open slots for the schedule the
// form holds, by the same engine the server uses (src/shared/domain/availability.ts),
// so what the coach sees before saving is what clients will see after.
import { listOpenSlots, type BusyInterval } from '@shared/domain/availability';
import { addDays, formatLocalDate } from '@shared/domain/local-date';
import type { Schedule } from '@shared/domain/schedule';
import { localDateOf, startOfZonedDay } from '@shared/domain/time-zone';
import { ZSchedule } from '@shared/schemas/schedule';

export type PreviewDay = { date: string; slots: Date[] };

export const PREVIEW_DAYS = 7;

/**
 * Today and the next six days in the coach's zone, each with its open slots.
 * Null while the form does not hold a valid schedule: a preview of hours the
 * server would refuse would only mislead.
 */
export function previewWeek(
  schedule: Schedule,
  sessionLengthMinutes: number,
  busy: readonly BusyInterval[],
  now: Date,
): PreviewDay[] | null {
  const parsed = ZSchedule.safeParse(schedule);
  if (!parsed.success) return null;
  const zone = parsed.data.timeZone;
  const today = localDateOf(now, zone);
  const dates = Array.from({ length: PREVIEW_DAYS + 1 }, (_, i) => addDays(today, i));
  const bounds = dates.map((date) => startOfZonedDay(date, zone));
  const slots = listOpenSlots({
    schedule: { ...parsed.data, sessionLengthMinutes },
    busy,
    from: bounds[0] ?? now,
    to: bounds[PREVIEW_DAYS] ?? now,
    now,
  });
  return dates.slice(0, PREVIEW_DAYS).map((date, i) => {
    const from = bounds[i]?.getTime() ?? 0;
    const to = bounds[i + 1]?.getTime() ?? 0;
    return { date: formatLocalDate(date), slots: slots.filter((s) => s.getTime() >= from && s.getTime() < to) };
  });
}
