// Availability selects (docs/product/coach-onboarding.md#details-form): 15-minute steps across
// 24 hours, shown in 12-hour format in English and as the reader's locale writes
// times elsewhere ("09:00"); the end must be later than the start.
import { INTL_TAG, type Locale } from '@shared/i18n/locales';

export type TimeOption = { value: string; label: string };

const pad = (n: number) => String(n).padStart(2, '0');

export function formatTime12h(value: string): string {
  const [hourText = '0', minuteText = '00'] = value.split(':');
  const hour = Number(hourText) % 24;
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minuteText} ${suffix}`;
}

export const TIME_OPTIONS: readonly TimeOption[] = Array.from({ length: 96 }, (_, index) => {
  const value = `${pad(Math.floor(index / 4))}:${pad((index % 4) * 15)}`;
  return { value, label: formatTime12h(value) };
});

// An option's label for this reader: English keeps '9:00 AM' (tests and the spec read it).
export function timeOptionLabel(option: TimeOption, locale: Locale): string {
  if (locale === 'en') return option.label;
  const [hour = 0, minute = 0] = option.value.split(':').map(Number);
  return new Intl.DateTimeFormat(INTL_TAG[locale], { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2023, 0, 1, hour, minute),
  );
}

// 'HH:MM' strings compare correctly as text.
export function endTimeOptions(start: string | undefined): TimeOption[] {
  return start ? TIME_OPTIONS.filter((option) => option.value > start) : [...TIME_OPTIONS];
}

// When the start moves to or past the end, the end is cleared.
export function endAfterStartChange(start: string, end: string): string {
  return end && start >= end ? '' : end;
}
