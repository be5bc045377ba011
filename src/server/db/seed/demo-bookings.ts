// The demo booking history, computed from the real current date so that past
// sessions are completed (or cancelled) and upcoming ones are still ahead.
import { DEMO_CLIENTS } from './demo-clients.js';
import { DEMO_COACHES, type DemoCoach } from './demo-coaches.js';
import { DEMO_RATINGS, DEMO_REVIEW_COMMENTS } from './demo-reviews.js';
import { createCoachScheduler } from './demo-schedule.js';
import { DAY_MS, HOUR_MS } from '../../../shared/domain/time-units.js';

type Status = 'pending' | 'confirmed' | 'cancelled' | 'completed';
type Actor = 'client' | 'coach' | 'system';

export type PlannedBooking = {
  coach: string;
  client: string;
  start: Date;
  end: Date;
  status: Status;
  paymentStatus: 'paid' | 'refunded';
  priceCents: number;
  notes: string | null;
  createdAt: Date;
  history: { from: Status | null; to: Status; by: Actor; at: Date; reason: string | null }[];
  review?: { rating: number; comment: string | null; createdAt: Date };
};

// [completed sessions, of which reviewed]. Rafael has none yet: a coach with no reviews.
const HISTORY: Record<string, [number, number]> = {
  elena: [8, 7],
  james: [6, 5],
  priya: [5, 4],
  tomas: [4, 3],
  aiko: [5, 4],
  marcus: [3, 2],
  sofia: [4, 4],
  noah: [3, 2],
  grace: [6, 5],
  daniel: [2, 1],
  hannah: [3, 3],
  rafael: [0, 0],
  leila: [4, 3],
  owen: [2, 1],
  victor: [2, 1],
};

type Special = {
  coach: string;
  client: string;
  days: number;
  status: Status;
  by?: Actor;
  review?: [number, string | null];
  notes?: string;
};

// Hand-picked sessions: Maya's full story plus upcoming requests for the coach dashboards.
const SPECIAL: Special[] = [
  {
    coach: 'elena',
    client: 'maya',
    days: -20,
    status: 'completed',
    review: [
      5,
      'Elena has a gift for making you feel safe. After years of running on empty I finally have a morning practice that sticks, and I feel like myself again.',
    ],
    notes: 'Work has been overwhelming lately and I am not sleeping well.',
  },
  {
    coach: 'aiko',
    client: 'maya',
    days: -12,
    status: 'completed',
    review: [4, 'Short, focused and very kind. Thirty minutes was just right for a beginner like me.'],
  },
  { coach: 'sofia', client: 'maya', days: -5, status: 'completed', notes: 'I would like help with a wind-down routine.' },
  { coach: 'james', client: 'maya', days: -9, status: 'cancelled', by: 'client' },
  {
    coach: 'elena',
    client: 'maya',
    days: 3,
    status: 'confirmed',
    notes: 'Following up on our last session: the morning practice is going well!',
  },
  {
    coach: 'priya',
    client: 'maya',
    days: 6,
    status: 'pending',
    notes: 'I would love some ideas for calmer mornings with my niece staying over.',
  },
  {
    coach: 'elena',
    client: 'zoe',
    days: 7,
    status: 'pending',
    notes: 'First session. I am a nurse on rotating shifts and struggling to switch off.',
  },
  { coach: 'elena', client: 'isabel', days: 12, status: 'cancelled', by: 'client' },
  { coach: 'james', client: 'liam', days: 4, status: 'confirmed' },
  {
    coach: 'grace',
    client: 'olivia',
    days: 5,
    status: 'pending',
    notes: 'I lost my father this spring and would like to find some stillness again.',
  },
  { coach: 'tomas', client: 'ethan', days: 8, status: 'confirmed' },
  {
    coach: 'rafael',
    client: 'chloe',
    days: 10,
    status: 'confirmed',
    notes: 'Training for my first marathon; I want to work on focus during long runs.',
  },
  { coach: 'hannah', client: 'samir', days: 2, status: 'confirmed' },
  { coach: 'aiko', client: 'ben', days: 9, status: 'confirmed' },
  { coach: 'leila', client: 'liam', days: 4, status: 'pending' },
  { coach: 'noah', client: 'chloe', days: 6, status: 'confirmed' },
  { coach: 'marcus', client: 'zoe', days: 5, status: 'confirmed' },
  { coach: 'owen', client: 'olivia', days: 11, status: 'confirmed' },
  { coach: 'noah', client: 'ben', days: -15, status: 'cancelled', by: 'coach' },
  { coach: 'grace', client: 'ethan', days: -25, status: 'cancelled', by: 'client' },
  { coach: 'daniel', client: 'samir', days: -7, status: 'cancelled', by: 'coach' },
];

export function planDemoBookings(now: Date): PlannedBooking[] {
  const scheduler = createCoachScheduler(now);
  const coachBy = new Map(DEMO_COACHES.map((coach) => [coach.username, coach]));
  const others = DEMO_CLIENTS.filter((client) => client.username !== 'maya').map((client) => client.username);
  const planned: PlannedBooking[] = [];
  let reviewCounter = 0;
  const nextReview = (): [number, string | null] => {
    const i = reviewCounter++;
    return [DEMO_RATINGS[i % DEMO_RATINGS.length] ?? 5, DEMO_REVIEW_COMMENTS[i % DEMO_REVIEW_COMMENTS.length] ?? null];
  };

  // Hand-picked ones first so they get the slots they ask for.
  for (const [i, special] of SPECIAL.entries()) {
    const coach = coachBy.get(special.coach);
    if (!coach) throw new Error(`Unknown demo coach ${special.coach}`);
    planned.push(build(now, coach, special, scheduler.place(coach, special.days, special.days < 0 ? -1 : 1, i)));
  }
  DEMO_COACHES.forEach((coach, coachIndex) => {
    const [completed, reviewed] = HISTORY[coach.username] ?? [0, 0];
    for (let k = 0; k < completed; k++) {
      // The most recent sessions are the ones still waiting for a review.
      const review = k >= completed - reviewed ? nextReview() : undefined;
      const special: Special = {
        coach: coach.username,
        client: others[(coachIndex * 3 + k) % others.length] ?? 'liam',
        days: -(4 + (completed - 1 - k) * 9 + coachIndex),
        status: 'completed',
        ...(review ? { review } : {}),
      };
      planned.push(build(now, coach, special, scheduler.place(coach, special.days, -1, k + coachIndex)));
    }
  });
  return planned.sort((a, b) => a.start.getTime() - b.start.getTime());
}

function build(now: Date, coach: DemoCoach, s: Special, slot: { start: Date; end: Date }): PlannedBooking {
  const upcoming = slot.start > now;
  // Requested a week ahead for past sessions; two days ago for upcoming ones.
  const createdAt = new Date(upcoming ? now.getTime() - 2 * DAY_MS : slot.start.getTime() - 7 * DAY_MS);
  const confirmedAt = new Date(createdAt.getTime() + 3 * HOUR_MS);
  const history: PlannedBooking['history'] = [{ from: null, to: 'pending', by: 'client', at: createdAt, reason: null }];
  if (s.status === 'confirmed' || s.status === 'completed')
    history.push({ from: 'pending', to: 'confirmed', by: 'coach', at: confirmedAt, reason: null });
  if (s.status === 'completed')
    history.push({ from: 'confirmed', to: 'completed', by: 'system', at: new Date(slot.end.getTime() + 5 * 60_000), reason: null });
  if (s.status === 'cancelled') {
    const at = upcoming ? new Date(now.getTime() - 2 * HOUR_MS) : new Date(slot.start.getTime() - DAY_MS);
    const reason = s.by === 'coach' ? 'Declined by the coach' : 'Cancelled by the client';
    history.push({ from: 'pending', to: 'cancelled', by: s.by ?? 'client', at, reason });
  }
  const reviewAt = new Date(Math.min(slot.end.getTime() + DAY_MS, now.getTime() - HOUR_MS));
  return {
    coach: coach.username,
    client: s.client,
    start: slot.start,
    end: slot.end,
    status: s.status,
    paymentStatus: s.status === 'cancelled' ? 'refunded' : 'paid',
    priceCents: coach.profile.hourlyRateCents,
    notes: s.notes ?? null,
    createdAt,
    history,
    ...(s.review ? { review: { rating: s.review[0], comment: s.review[1], createdAt: reviewAt } } : {}),
  };
}
