// The booking page speaks 12-hour labels ('10:00 AM') and the
// server speaks UTC instants; these helpers translate between the two in the
// visitor's own time zone (docs/product/availability-and-time.md#time-zones).
import type { LocalDate } from '@shared/domain/local-date';
import { localDateKey, utcToZonedParts } from '@shared/domain/time-zone';

// Built from the parts rather than Intl's own output, which puts a narrow
// no-break space before AM/PM in newer ICU versions and would never match a
// label typed into an address.
export function timeLabel(instant: Date, timeZone: string): string {
  const { hour, minute } = utcToZonedParts(instant, timeZone);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

// '10:00 AM', '9:30 pm', '09:30\u202fPM' -> minutes after midnight; null when unreadable.
export function parseTimeLabel(label: string | null | undefined): number | null {
  if (!label) return null;
  const match = /^(\d{1,2}):(\d{2})\s*([AaPp])\.?\s*[Mm]\.?$/.exec(label.replace(/[\s\u00a0\u202f]+/g, ' ').trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour < 1 || hour > 12 || minute > 59) return null;
  const isPm = match[3]?.toLowerCase() === 'p';
  return (hour % 12) * 60 + minute + (isPm ? 720 : 0);
}

export function slotsOnDate(slots: readonly string[], dateKey: string, timeZone: string): string[] {
  return slots.filter((slot) => localDateKey(new Date(slot), timeZone) === dateKey);
}

// The open slot whose local date and clock time match the booking page's date and
// time parameters (docs/product/availability-and-time.md#booking-page-address), or null when that time is not open.
export function findSlotByLabel(slots: readonly string[], dateKey: string, label: string, timeZone: string): string | null {
  const minutes = parseTimeLabel(label);
  if (minutes === null) return null;
  for (const slot of slotsOnDate(slots, dateKey, timeZone)) {
    const { hour, minute } = utcToZonedParts(new Date(slot), timeZone);
    if (hour * 60 + minute === minutes) return slot;
  }
  return null;
}

// Slots compare as instants: '...T09:00:00Z' and '...T09:00:00.000Z' are the same time.
export function containsSlot(slots: readonly string[], start: string): boolean {
  const ms = new Date(start).getTime();
  return slots.some((slot) => new Date(slot).getTime() === ms);
}

// 'YYYY-MM-DD' -> its parts (the key is assumed valid: see checkout-params).
export function parseDateKey(dateKey: string): LocalDate {
  const [year = 1970, month = 1, day = 1] = dateKey.split('-').map(Number);
  return { year, month, day };
}
