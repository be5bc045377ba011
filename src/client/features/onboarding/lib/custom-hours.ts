// Onboarding's "different hours for each day" (docs/decisions/0045-availability-editor.md):
// the editor's weekly fields replace the days and one daily window, which are
// still sent, derived from the windows, because the listing rule and the
// "at least 2 days" rule read them (docs/product/availability-and-time.md#a-coachs-schedule).
import { WEEKDAYS, type Weekday } from '@shared/domain/local-date';
import { scheduleFromLegacy, type Schedule } from '@shared/domain/schedule';
import { formFromSchedule, scheduleFromForm, type ScheduleFormValues } from '@/lib/schedule-form/schedule-form';

export type LegacyHoursValues = { availableDays: Weekday[]; availableFrom: string; availableTo: string };

/** The editor's starting point: the days and window already chosen, one window a day. */
export function customFromLegacy(hours: LegacyHoursValues, timeZone: string): ScheduleFormValues {
  return formFromSchedule(scheduleFromLegacy({ ...hours, timeZone }));
}

/** Days with at least one window, from the earliest start to the latest end ('HH:MM' compares as text). */
export function legacyFromCustom(values: ScheduleFormValues): LegacyHoursValues {
  const days = WEEKDAYS.filter((day) => values.days[day].length > 0);
  const windows = days.flatMap((day) => values.days[day]);
  const starts = windows.map((w) => w.start).sort();
  const ends = windows.map((w) => w.end).sort();
  return { availableDays: days, availableFrom: starts[0] ?? '', availableTo: ends.at(-1) ?? '' };
}

/** What onboarding sends: the weekly windows and settings, in the profile's zone. */
export function customSchedule(values: ScheduleFormValues, timeZone: string): Schedule {
  return { ...scheduleFromForm({ ...values, timeZone }), dateOverrides: [], timeOff: [] };
}
