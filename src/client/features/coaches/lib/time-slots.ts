// Open slots arrive as UTC instants; the visitor picks them on a calendar in
// their OWN zone, so each instant is placed on the visitor's local date and
// labelled with the visitor's wall-clock time. The zone is always an explicit
// argument: the machine's zone must never leak in.
import { utcToZonedParts } from '@shared/domain/time-zone';
import { formatLocalDate } from '@shared/domain/local-date';
import type { Locale } from '@shared/i18n/locales';
import { timeIn } from '@/lib/i18n/format-for-locale';

export type TimeSlot = {
  /** The ISO instant as the server sent it (what the booking page prefers). */
  start: string;
  /** 'YYYY-MM-DD' in the visitor's zone. */
  localDate: string;
  /** 12-hour wall-clock label, e.g. '9:30 AM': the booking page's address names the slot by it. */
  label: string;
};

// Built by hand rather than with Intl so the label is always '9:30 AM' with a
// plain space (Intl may use a narrow no-break space depending on the engine).
export function formatTimeLabel(hour: number, minute: number): string {
  const suffix = hour < 12 ? 'AM' : 'PM';
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${String(minute).padStart(2, '0')} ${suffix}`;
}

export function toTimeSlot(start: string, timeZone: string): TimeSlot | null {
  const instant = new Date(start);
  if (Number.isNaN(instant.getTime())) return null;
  const parts = utcToZonedParts(instant, timeZone);
  return { start, localDate: formatLocalDate(parts), label: formatTimeLabel(parts.hour, parts.minute) };
}

// What the reader sees on the slot's button: the English label, or the time as
// the reader's locale writes it (24-hour in German and Spanish: "14:00").
export function shownTime(slot: TimeSlot, locale: Locale, timeZone: string): string {
  return locale === 'en' ? slot.label : timeIn(locale, new Date(slot.start), timeZone);
}

/** Slots by local date, each day's slots in time order. Unparseable entries are skipped. */
export function groupSlotsByLocalDate(starts: readonly string[], timeZone: string): Map<string, TimeSlot[]> {
  const sorted = [...starts].sort((a, b) => new Date(a).getTime() - new Date(b).getTime());
  const groups = new Map<string, TimeSlot[]>();
  for (const start of sorted) {
    const slot = toTimeSlot(start, timeZone);
    if (!slot) continue;
    const day = groups.get(slot.localDate);
    if (day) day.push(slot);
    else groups.set(slot.localDate, [slot]);
  }
  return groups;
}
