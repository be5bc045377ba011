// The rules of group programs (DECISIONS section 14, docs/product/programs.md)
// that the editor and the server share: the limits, the meeting times of a
// workshop or a weekly course, the columns a coach's entry sets, and when a
// waitlist offer lapses.
import { parseLocalDateTime } from './availability-prepare.js';
import { dollarsToCents } from './money.js';
import { HOUR_MS, MINUTE_MS } from './time-units.js';
import { addDays, utcMsToLocalDate, type LocalDate, type LocalTime } from './local-date.js';
import { zonedWallTimeToUtc } from './time-zone.js';

export const PROGRAM_LIMITS = {
  minWorkshopMinutes: 30,
  maxWorkshopMinutes: 240,
  minCourseMeetings: 2,
  maxCourseMeetings: 12,
  minCapacity: 2,
  maxCapacity: 50,
  // The platform's session rate limits (coach profiles: $10-$999 an hour), per meeting of a seat.
  minPricePerMeetingCents: 1_000,
  maxPricePerMeetingCents: 99_900,
  titleMax: 120,
  descriptionMin: 20,
  descriptionMax: 4_000,
} as const;

// A waitlist offer holds a freed seat this long, but never past this much before the start.
export const WAITLIST_OFFER_MS = 12 * HOUR_MS;
export const WAITLIST_OFFER_CLOSES_BEFORE_START_MS = 2 * HOUR_MS;
// A program short of its minimum this long before its start is cancelled with full refunds.
export const MINIMUM_CHECK_BEFORE_START_MS = 24 * HOUR_MS;

export type ProgramKind = 'workshop' | 'course';

export function priceRangeCents(meetings: number): { min: number; max: number } {
  return { min: PROGRAM_LIMITS.minPricePerMeetingCents * meetings, max: PROGRAM_LIMITS.maxPricePerMeetingCents * meetings };
}

export type MeetingTime = { start: Date; end: Date };

// The meetings of a program starting on `date` at `time` in the coach's zone:
// one for a workshop; `count` a week apart at the same local time for a
// course (so a change of daylight saving time keeps the wall time). Null when
// a meeting's local time does not exist in the zone (a spring-forward gap).
export function meetingTimes(
  first: { date: LocalDate; time: LocalTime },
  count: number,
  minutes: number,
  timeZone: string,
): MeetingTime[] | null {
  const times: MeetingTime[] = [];
  for (let week = 0; week < count; week += 1) {
    const start = zonedWallTimeToUtc(addDays(first.date, 7 * week), first.time, timeZone);
    if (!start) return null;
    times.push({ start, end: new Date(start.getTime() + minutes * MINUTE_MS) });
  }
  return times;
}

// What the coach enters for a program, once the request schema
// (shared/schemas/programs.ts: ZProgramInput) has checked it; declared here
// because that schema stands on this module.
export type ProgramEntry = {
  title: string;
  description: string;
  specializationId: number;
  kind: ProgramKind;
  // A workshop's is 1; a course's, its weekly meetings.
  meetings: number;
  meetingMinutes: number;
  // 'YYYY-MM-DDTHH:MM' in the coach's zone.
  firstMeeting: string;
  capacity: number;
  minimumSeats: number | null;
  // Dollars per seat.
  price: number;
};

// Why an entry's meetings cannot be planned: the key of the message the coach
// reads (PROGRAM_MESSAGES in shared/schemas/programs.ts), always about the first meeting.
export type UnplannedMeetings = 'firstMeeting' | 'meetingTimeMissing' | 'meetingsInPast';

// The meetings an entry asks for, in UTC, or why there are none: a first
// meeting that does not read as a local date and time, a meeting on a time the
// zone's clocks skip, or a first meeting not after `now`.
export function plannedMeetings(
  entry: Pick<ProgramEntry, 'kind' | 'meetings' | 'meetingMinutes' | 'firstMeeting'>,
  timeZone: string,
  now: Date,
): { meetings: MeetingTime[] } | { problem: UnplannedMeetings } {
  const local = parseLocalDateTime(entry.firstMeeting);
  if (!local) return { problem: 'firstMeeting' };
  const first = { date: utcMsToLocalDate(local.dayMs), time: { hour: Math.floor(local.minute / 60), minute: local.minute % 60 } };
  const times = meetingTimes(first, entry.kind === 'workshop' ? 1 : entry.meetings, entry.meetingMinutes, timeZone);
  if (!times) return { problem: 'meetingTimeMissing' };
  if ((times[0]?.start ?? now) <= now) return { problem: 'meetingsInPast' };
  return { meetings: times };
}

// The columns the coach's entry sets, on a new program and on an edit alike;
// `span` stands in for the first and last meeting when there are none.
export function editableFields(entry: ProgramEntry, meetings: readonly MeetingTime[], span: { firstStart: Date; lastEnd: Date }) {
  return {
    title: entry.title,
    description: entry.description,
    specializationId: entry.specializationId,
    kind: entry.kind,
    meetingMinutes: entry.meetingMinutes,
    capacity: entry.capacity,
    minimumSeats: entry.minimumSeats,
    priceCents: dollarsToCents(entry.price),
    firstStart: meetings[0]?.start ?? span.firstStart,
    lastEnd: meetings[meetings.length - 1]?.end ?? span.lastEnd,
  };
}

// When an offer made at `now` lapses: 12 hours later, or 2 hours before the start if sooner.
export function offerExpiry(now: Date, firstStart: Date): Date {
  return new Date(Math.min(now.getTime() + WAITLIST_OFFER_MS, firstStart.getTime() - WAITLIST_OFFER_CLOSES_BEFORE_START_MS));
}

// A participant's name as other participants see it: first name and initial.
export function participantLabel(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0);
  return initial ? `${firstName} ${initial.toUpperCase()}.` : firstName;
}

/**
 * What one meeting of a seat is worth (DECISIONS section 14: price / n): the
 * seat's money kept after refunds, split over its meetings so that the parts
 * add up to it exactly (the cents a division leaves over go to the later
 * meetings). `position` counts from 0.
 */
export function meetingPartCents(keptCents: number, meetings: number, position: number): number {
  if (meetings <= 0 || position < 0 || position >= meetings) return 0;
  const upTo = (k: number) => Math.floor((Math.max(0, keptCents) * k) / meetings);
  return upTo(position + 1) - upTo(position);
}
