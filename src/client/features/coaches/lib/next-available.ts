// The directory card's "Next available" line, in the visitor's own zone
// (docs/decisions/0047-availability-index.md): the weekday within the coming
// week ('Tue 9:00 AM'), the month and day beyond it ('Jan 14, 9:00 AM').
import { localDateToUtcMs, weekdayIndexOf } from '@shared/domain/local-date';
import { DAY_MS } from '@shared/domain/time-units';
import { utcToZonedParts } from '@shared/domain/time-zone';
import { timeLabel } from '@/lib/time-labels';

const WEEKDAY_SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MONTH_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const NO_OPENINGS = 'No openings soon';

export function nextAvailableLabel(slot: string | null, now: Date, timeZone: string): string {
  if (slot === null) return NO_OPENINGS;
  const instant = new Date(slot);
  const day = utcToZonedParts(instant, timeZone);
  const today = utcToZonedParts(now, timeZone);
  const time = timeLabel(instant, timeZone);
  const ahead = Math.round((localDateToUtcMs(day) - localDateToUtcMs(today)) / DAY_MS);
  if (ahead === 0) return `Next available: Today ${time}`;
  if (ahead > 0 && ahead < 7) return `Next available: ${WEEKDAY_SHORT[weekdayIndexOf(day)]} ${time}`;
  return `Next available: ${MONTH_SHORT[day.month - 1]} ${day.day}, ${time}`;
}
