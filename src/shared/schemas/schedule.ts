// A coach's schedule as the availability editor sends it and the server
// stores it (src/shared/domain/schedule.ts has the model, and
// docs/decisions/0042-schedules-and-one-engine.md the rules). Every message is
// written for the coach reading it next to the field it names.
import { z } from 'zod';
import { parseLocalDateMs, parseLocalDateTime } from '../domain/availability-prepare.js';
import { WEEKDAY_NAMES, WEEKDAYS, type Weekday } from '../domain/local-date.js';
import { SCHEDULE_DEFAULTS, SCHEDULE_LIMITS as L, type HoursWindow } from '../domain/schedule.js';
import { isValidTimeZone } from '../domain/time-zone.js';

export const SCHEDULE_MESSAGES = {
  timeZone: 'Select a valid time zone',
  weekday: 'Choose a day of the week',
  startTime: 'Choose a start time on the quarter hour, e.g. 09:15',
  endTime: 'Choose an end time on the quarter hour, e.g. 17:30, or 24:00 for midnight',
  endAfterStart: 'End time must be after start time',
  overlap: (day: string, a: HoursWindow, b: HoursWindow) => `Windows on ${day} overlap: ${a.start}–${a.end} and ${b.start}–${b.end}`,
  tooManyWindows: (day: string) => `${day} can have at most ${L.windowsPerDayMax} windows`,
  tooManyRules: `Weekly hours can have at most ${L.weeklyRulesMax} windows`,
  date: 'Choose a date',
  duplicateDate: (day: string) => `${day} already has its own hours; change that entry instead`,
  tooManyOverrides: `You can set special hours for at most ${L.dateOverridesMax} dates`,
  timeOffStart: 'Choose when your time off starts',
  timeOffEnd: 'Choose when your time off ends',
  timeOffOrder: 'Time off must end after it starts',
  tooManyTimeOff: `You can add at most ${L.timeOffMax} periods of time off`,
  buffer: `Buffers can be 0 to ${L.bufferMaxMinutes} minutes`,
  notice: 'Minimum notice can be 0 minutes to 7 days',
  horizon: `Clients can book 1 to ${L.horizonMaxDays} days ahead`,
  dailyLimit: `The daily limit must be 1 to ${L.maxSessionsPerDayMax} sessions, or empty for no limit`,
} as const;
const M = SCHEDULE_MESSAGES;

// The editor offers quarter hours, as the onboarding form does; '24:00' ends a day.
const QUARTER_HOUR = /^([01]\d|2[0-3]):(00|15|30|45)$/;
const minutesOf = (value: string): number => (value === '24:00' ? 1440 : Number(value.slice(0, 2)) * 60 + Number(value.slice(3)));

const windowShape = {
  start: z.string({ error: M.startTime }).regex(QUARTER_HOUR, M.startTime),
  end: z.string({ error: M.endTime }).refine((v) => v === '24:00' || QUARTER_HOUR.test(v), M.endTime),
};

function endAfterStart(window: HoursWindow, ctx: z.RefinementCtx): void {
  if (QUARTER_HOUR.test(window.start) && minutesOf(window.end) <= minutesOf(window.start)) {
    ctx.addIssue({ code: 'custom', path: ['end'], message: M.endAfterStart });
  }
}

const ZWindow = z.object(windowShape).superRefine(endAfterStart);

/** One issue per overlapping pair of neighbours (sorted by start), naming both windows. */
function checkOverlaps(windows: readonly HoursWindow[], day: string, report: (message: string, index: number) => void): void {
  const order = windows
    .map((window, index) => ({ window, index }))
    .filter(({ window }) => minutesOf(window.end) > minutesOf(window.start))
    .sort((a, b) => minutesOf(a.window.start) - minutesOf(b.window.start));
  let latest = order[0];
  for (const current of order.slice(1)) {
    if (!latest) break;
    // Touching windows (09:00–12:00 and 12:00–15:00) are fine: they simply join.
    if (minutesOf(current.window.start) < minutesOf(latest.window.end)) {
      report(M.overlap(day, latest.window, current.window), current.index);
    }
    if (minutesOf(current.window.end) > minutesOf(latest.window.end)) latest = current;
  }
  if (windows.length > L.windowsPerDayMax) report(M.tooManyWindows(day), 0);
}

function dateLabel(date: string): string {
  const ms = parseLocalDateMs(date);
  if (ms === null) return date;
  // Read as UTC so the label names the same calendar date on any machine.
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(ms);
}

const ZWeeklyRule = z
  .object({ weekday: z.enum(WEEKDAYS as [Weekday, ...Weekday[]], { error: M.weekday }), ...windowShape })
  .superRefine(endAfterStart);

const ZDateOverride = z.object({
  date: z.string({ error: M.date }).refine((v) => parseLocalDateMs(v) !== null, M.date),
  // Empty: closed that day.
  windows: z.array(ZWindow).max(L.windowsPerDayMax, M.tooManyWindows('A day')),
});

const ZLocalDateTime = (message: string) =>
  z
    .string({ error: message })
    .refine((v) => parseLocalDateTime(v) !== null && QUARTER_HOUR.test(v.slice(11)), message)
    // Stored without seconds so equal times compare equal as text.
    .transform((v) => v.slice(0, 16));

const ZTimeOff = z
  .object({ start: ZLocalDateTime(M.timeOffStart), end: ZLocalDateTime(M.timeOffEnd) })
  .refine((t) => t.end > t.start, { path: ['end'], message: M.timeOffOrder });

const ZMinutes = (max: number, message: string) => z.number({ error: message }).int(message).min(0, message).max(max, message);

export const ZSchedule = z
  .object({
    timeZone: z.string({ error: M.timeZone }).trim().max(100, M.timeZone).refine(isValidTimeZone, M.timeZone),
    weeklyRules: z.array(ZWeeklyRule).max(L.weeklyRulesMax, M.tooManyRules),
    dateOverrides: z.array(ZDateOverride).max(L.dateOverridesMax, M.tooManyOverrides).default([]),
    timeOff: z.array(ZTimeOff).max(L.timeOffMax, M.tooManyTimeOff).default([]),
    bufferBeforeMinutes: ZMinutes(L.bufferMaxMinutes, M.buffer).default(SCHEDULE_DEFAULTS.bufferBeforeMinutes),
    bufferAfterMinutes: ZMinutes(L.bufferMaxMinutes, M.buffer).default(SCHEDULE_DEFAULTS.bufferAfterMinutes),
    minNoticeMinutes: ZMinutes(L.minNoticeMaxMinutes, M.notice).default(SCHEDULE_DEFAULTS.minNoticeMinutes),
    horizonDays: z
      .number({ error: M.horizon })
      .int(M.horizon)
      .min(1, M.horizon)
      .max(L.horizonMaxDays, M.horizon)
      .default(SCHEDULE_DEFAULTS.horizonDays),
    maxSessionsPerDay: z
      .number({ error: M.dailyLimit })
      .int(M.dailyLimit)
      .min(1, M.dailyLimit)
      .max(L.maxSessionsPerDayMax, M.dailyLimit)
      .nullable()
      .default(SCHEDULE_DEFAULTS.maxSessionsPerDay),
  })
  .superRefine((schedule, ctx) => {
    for (const weekday of WEEKDAYS) {
      const indexes: number[] = [];
      schedule.weeklyRules.forEach((rule, index) => {
        if (rule.weekday === weekday) indexes.push(index);
      });
      const windows = indexes.map((index) => schedule.weeklyRules[index] as HoursWindow);
      checkOverlaps(windows, WEEKDAY_NAMES[weekday], (message, i) =>
        ctx.addIssue({ code: 'custom', path: ['weeklyRules', indexes[i] ?? 0, 'start'], message }),
      );
    }
    const seen = new Set<string>();
    schedule.dateOverrides.forEach((override, index) => {
      const label = dateLabel(override.date);
      if (seen.has(override.date))
        ctx.addIssue({ code: 'custom', path: ['dateOverrides', index, 'date'], message: M.duplicateDate(label) });
      seen.add(override.date);
      checkOverlaps(override.windows, label, (message, i) =>
        ctx.addIssue({ code: 'custom', path: ['dateOverrides', index, 'windows', i, 'start'], message }),
      );
    });
  });
export type TSchedule = z.infer<typeof ZSchedule>;
