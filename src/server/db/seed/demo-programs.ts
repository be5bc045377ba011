// The demo's group programs, planned from the real current date so the
// "Workshops & Courses" page always shows programs still to come: a Saturday
// morning workshop one to two weeks ahead and two weekly courses starting in
// two to three weeks. Each meets on a day its coach does not offer one-to-one
// sessions, so no demo booking can fall on a meeting; planDemoPrograms still
// checks the booking plan, so a later change to either cannot slip through.
import type { PlannedBooking } from './demo-bookings.js';
import { DEMO_COACHES } from './demo-coaches.js';
import type { DemoSpecializationName } from './demo-specializations.js';
import { meetingTimes, priceRangeCents, type MeetingTime, type ProgramKind } from '../../../shared/domain/programs.js';
import { addDays, weekdayOf, type Weekday } from '../../../shared/domain/local-date.js';
import { localDateOf } from '../../../shared/domain/time-zone.js';
import { DAY_MS } from '../../../shared/domain/time-units.js';

export type PlannedProgram = {
  coach: string;
  title: string;
  description: string;
  specialization: DemoSpecializationName;
  kind: ProgramKind;
  meetingMinutes: number;
  capacity: number;
  minimumSeats: number | null;
  priceCents: number;
  timeZone: string;
  meetings: MeetingTime[];
  // Drafted a few days before it was published, a week before now.
  createdAt: Date;
  publishedAt: Date;
};

type ProgramIdea = Omit<PlannedProgram, 'timeZone' | 'meetings' | 'createdAt' | 'publishedAt'> & {
  // The first meeting: the first `weekday` at least `daysAhead` days from the coach's local today.
  daysAhead: number;
  weekday: Weekday;
  hour: number;
  minute: number;
  weeks: number;
};

const IDEAS: ProgramIdea[] = [
  {
    coach: 'elena',
    title: 'Mindful mornings',
    description:
      'A slow Saturday morning to begin the weekend rested instead of rushed. We start with a guided body scan, move into breath practice and gentle stretching, and finish by shaping a ten-minute morning routine you can keep on busy weekdays. No experience needed: bring a cushion or a chair, a blanket and a cup of tea.',
    specialization: 'Emotional Resilience',
    kind: 'workshop',
    meetingMinutes: 120,
    capacity: 12,
    minimumSeats: null,
    priceCents: 4_500,
    daysAhead: 7,
    weekday: 'saturday',
    hour: 9,
    minute: 0,
    weeks: 1,
  },
  {
    coach: 'james',
    title: 'Calm focus at work: an eight-week course',
    description:
      'Eight weekly meetings for people whose days are full of meetings, messages and deadlines. Each week brings one short practice (single-tasking, mindful breaks, working with worry, ending the day on purpose), time to try it together, and a small experiment to take into your week. The course builds on itself, so plan to join all eight Fridays.',
    specialization: 'Focus & Performance',
    kind: 'course',
    meetingMinutes: 60,
    capacity: 16,
    minimumSeats: 6,
    priceCents: 24_000,
    daysAhead: 14,
    weekday: 'friday',
    hour: 8,
    minute: 0,
    weeks: 8,
  },
  {
    coach: 'hannah',
    title: 'Calm evenings for parents',
    description:
      'Six Wednesday evenings for mothers and fathers who want to meet bedtime battles, sibling fights and their own tiredness with more patience. We practise pausing before reacting, listening with full attention and caring for yourself in the middle of family life. A small group, so there is room for your questions.',
    specialization: 'Mindful Parenting',
    kind: 'course',
    meetingMinutes: 75,
    capacity: 10,
    minimumSeats: 4,
    priceCents: 18_000,
    daysAhead: 17,
    weekday: 'wednesday',
    hour: 19,
    minute: 30,
    weeks: 6,
  },
];

const overlap = (a: MeetingTime, b: MeetingTime) => a.start < b.end && b.start < a.end;

export function planDemoPrograms(now: Date, bookings: readonly PlannedBooking[]): PlannedProgram[] {
  return IDEAS.map(({ daysAhead, weekday, hour, minute, weeks, ...idea }) => {
    const coach = DEMO_COACHES.find((c) => c.username === idea.coach);
    if (!coach) throw new Error(`demo program ${idea.title}: unknown coach ${idea.coach}`);
    const { timeZone } = coach.profile;
    let date = addDays(localDateOf(now, timeZone), daysAhead);
    while (weekdayOf(date) !== weekday) date = addDays(date, 1);
    const meetings = meetingTimes({ date, time: { hour, minute } }, weeks, idea.meetingMinutes, timeZone);
    if (!meetings) throw new Error(`demo program ${idea.title}: a meeting falls in a daylight-saving gap`);
    const { min, max } = priceRangeCents(meetings.length);
    if (idea.priceCents < min || idea.priceCents > max) throw new Error(`demo program ${idea.title}: price outside ${min}..${max}`);
    const clash = bookings.find((b) => b.coach === idea.coach && meetings.some((m) => overlap(m, b)));
    if (clash) throw new Error(`demo program ${idea.title} overlaps ${idea.coach}'s session at ${clash.start.toISOString()}`);
    return {
      ...idea,
      timeZone,
      meetings,
      createdAt: new Date(now.getTime() - 10 * DAY_MS),
      publishedAt: new Date(now.getTime() - 7 * DAY_MS),
    };
  });
}
