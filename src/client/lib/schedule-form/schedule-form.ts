// The availability editor's form values and their two-way mapping to the
// stored schedule (docs/decisions/0045-availability-editor.md). Validation is
// ZSchedule's (src/shared/schemas/schedule.ts), run on the schedule the form
// would send, so the coach reads the very message the server would answer with,
// placed next to the field it is about.
import { WEEKDAYS, addDays, formatLocalDate, type Weekday } from '@shared/domain/local-date';
import { parseLocalDateMs } from '@shared/domain/availability-prepare';
import { utcMsToLocalDate } from '@shared/domain/local-date';
import type { HoursWindow, Schedule } from '@shared/domain/schedule';
import { SCHEDULE_MESSAGES, ZSchedule } from '@shared/schemas/schedule';

/** One date with its own hours; closed = no windows that day. */
export type OverrideValues = { date: string; closed: boolean; windows: HoursWindow[] };

/**
 * Time off in whole days, first and last day included, as coaches think of
 * it. A stored period that does not run midnight to midnight (set another
 * way) is kept exactly as it is in `exact`.
 */
export type TimeOffValues = { firstDay: string; lastDay: string; exact?: { start: string; end: string } };

/** Number fields stay text while typed; '' in the daily limit means no limit. */
export type ScheduleFormValues = {
  timeZone: string;
  days: Record<Weekday, HoursWindow[]>;
  overrides: OverrideValues[];
  timeOff: TimeOffValues[];
  bufferBeforeMinutes: string;
  bufferAfterMinutes: string;
  minNoticeMinutes: string;
  horizonDays: string;
  maxSessionsPerDay: string;
};

/** Where a message belongs in the form: a window, a date entry, a period, a setting, or the form as a whole. */
export type FieldKey = string;
export type FormErrors = Partial<Record<FieldKey, string>>;

export const fieldKey = {
  window: (weekday: Weekday, index: number) => `days.${weekday}.${index}`,
  overrideDate: (index: number) => `overrides.${index}.date`,
  overrideWindow: (index: number, window: number) => `overrides.${index}.windows.${window}`,
  timeOff: (index: number) => `timeOff.${index}`,
} as const;

export const DEFAULT_WINDOW: HoursWindow = { start: '09:00', end: '17:00' };

function emptyDays(): Record<Weekday, HoursWindow[]> {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as Record<Weekday, HoursWindow[]>;
}

const nextDate = (date: string, days: number): string | null => {
  const ms = parseLocalDateMs(date);
  return ms === null ? null : formatLocalDate(addDays(utcMsToLocalDate(ms), days));
};

function timeOffToValues(period: { start: string; end: string }): TimeOffValues {
  const firstDay = period.start.slice(0, 10);
  const lastDay = nextDate(period.end.slice(0, 10), -1);
  const wholeDays = period.start.endsWith('T00:00') && period.end.endsWith('T00:00') && lastDay !== null && lastDay >= firstDay;
  return wholeDays ? { firstDay, lastDay } : { firstDay, lastDay: period.end.slice(0, 10), exact: { ...period } };
}

export function formFromSchedule(schedule: Schedule): ScheduleFormValues {
  const days = emptyDays();
  for (const rule of schedule.weeklyRules) days[rule.weekday].push({ start: rule.start, end: rule.end });
  return {
    timeZone: schedule.timeZone,
    days,
    overrides: schedule.dateOverrides.map((o) => ({
      date: o.date,
      closed: o.windows.length === 0,
      windows: o.windows.map((w) => ({ ...w })),
    })),
    timeOff: schedule.timeOff.map(timeOffToValues),
    bufferBeforeMinutes: String(schedule.bufferBeforeMinutes),
    bufferAfterMinutes: String(schedule.bufferAfterMinutes),
    minNoticeMinutes: String(schedule.minNoticeMinutes),
    horizonDays: String(schedule.horizonDays),
    maxSessionsPerDay: schedule.maxSessionsPerDay === null ? '' : String(schedule.maxSessionsPerDay),
  };
}

// '' stays NaN so the schema answers with its own message rather than a silent 0.
const toNumber = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** The schedule the form would save (not yet validated). Days are sent Monday first, windows in form order. */
export function scheduleFromForm(values: ScheduleFormValues): Schedule {
  return {
    timeZone: values.timeZone,
    weeklyRules: WEEKDAYS.flatMap((weekday) => values.days[weekday].map((w) => ({ weekday, start: w.start, end: w.end }))),
    dateOverrides: values.overrides.map((o) => ({ date: o.date, windows: o.closed ? [] : o.windows.map((w) => ({ ...w })) })),
    timeOff: values.timeOff.map((t) =>
      t.exact ? { ...t.exact } : { start: `${t.firstDay}T00:00`, end: `${nextDate(t.lastDay, 1) ?? t.lastDay}T00:00` },
    ),
    bufferBeforeMinutes: toNumber(values.bufferBeforeMinutes),
    bufferAfterMinutes: toNumber(values.bufferAfterMinutes),
    minNoticeMinutes: toNumber(values.minNoticeMinutes),
    horizonDays: toNumber(values.horizonDays),
    maxSessionsPerDay: values.maxSessionsPerDay.trim() === '' ? null : toNumber(values.maxSessionsPerDay),
  };
}

/** The schema's path of an issue, in the form's words. */
function keyOf(path: readonly PropertyKey[], values: ScheduleFormValues): FieldKey {
  const [head, index, sub, subIndex] = path;
  if (head === 'weeklyRules' && typeof index === 'number') {
    // weeklyRules were built Monday first in form order, so the n-th rule is found the same way.
    let n = index;
    for (const weekday of WEEKDAYS) {
      if (n < values.days[weekday].length) return fieldKey.window(weekday, n);
      n -= values.days[weekday].length;
    }
  }
  if (head === 'dateOverrides' && typeof index === 'number') {
    return sub === 'windows' && typeof subIndex === 'number' ? fieldKey.overrideWindow(index, subIndex) : fieldKey.overrideDate(index);
  }
  if (head === 'timeOff' && typeof index === 'number') return fieldKey.timeOff(index);
  return typeof head === 'string' ? head : 'form';
}

/** The first message for each field, or null when the schedule can be saved. */
export function validateScheduleForm(values: ScheduleFormValues): FormErrors | null {
  const errors: FormErrors = {};
  // A first day after the last is caught here: the mapped period would end before it starts.
  values.timeOff.forEach((t, index) => {
    if (!t.exact && parseLocalDateMs(t.firstDay) === null) errors[fieldKey.timeOff(index)] = SCHEDULE_MESSAGES.timeOffStart;
    else if (!t.exact && parseLocalDateMs(t.lastDay) === null) errors[fieldKey.timeOff(index)] = SCHEDULE_MESSAGES.timeOffEnd;
  });
  const result = ZSchedule.safeParse(scheduleFromForm(values));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = keyOf(issue.path, values);
      errors[key] ??= issue.message;
    }
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Every weekday gets copies of this day's windows ("Copy to all weekdays": Monday to Friday). */
export function copyToWeekdays(values: ScheduleFormValues, from: Weekday): ScheduleFormValues {
  const source = values.days[from];
  const days = { ...values.days };
  for (const weekday of WEEKDAYS.slice(0, 5)) days[weekday] = source.map((w) => ({ ...w }));
  return { ...values, days };
}

/** A new window starting where the day's last one ends (an hour long), or 09:00–17:00 on an empty day. */
export function nextWindow(windows: readonly HoursWindow[]): HoursWindow {
  const last = windows.at(-1);
  if (!last) return { ...DEFAULT_WINDOW };
  const startHour = Math.min(Number(last.end.slice(0, 2)) + 1, 23);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { start: `${pad(startHour)}:00`, end: startHour + 1 >= 24 ? '24:00' : `${pad(startHour + 1)}:00` };
}
