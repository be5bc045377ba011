// Availability selects (docs/product/coach-onboarding.md#details-form): 15-minute steps across
// 24 hours, shown in 12-hour format; the end must be later than the start.
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

// 'HH:MM' strings compare correctly as text.
export function endTimeOptions(start: string | undefined): TimeOption[] {
  return start ? TIME_OPTIONS.filter((option) => option.value > start) : [...TIME_OPTIONS];
}

// When the start moves to or past the end, the end is cleared.
export function endAfterStartChange(start: string, end: string): string {
  return end && start >= end ? '' : end;
}
