// People with a past: a client and a coach with the mix of sessions the demo
// accounts have (upcoming, cancelled, completed and reviewed), made by the test
// itself through the API and the test hooks, with coaches of its own.
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { bookViaApi, openSlots } from './booking-flow';
import { confirmAsCoach, expect, sessionThatEnded, uniqueSurname, type NewCoach, type OwnCoach } from './fixtures';
import { newUser, registerViaApi } from './users';

const HOUR = 3_600_000;

// `count` open slots at least `gap` apart (so one client's sessions never overlap),
// all more than a day ahead, where any coach's Flexible policy refunds in full.
async function spacedSlots(request: APIRequestContext, coachId: number, count: number, gap = 2 * HOUR): Promise<string[]> {
  const picked: string[] = [];
  for (const slot of await openSlots(request, coachId)) {
    const at = Date.parse(slot);
    if (at - Date.now() <= 26 * HOUR) continue;
    if (picked.length > 0 && at - Date.parse(picked[picked.length - 1] ?? '') < gap) continue;
    picked.push(slot);
    if (picked.length === count) return picked;
  }
  throw new Error(`only ${picked.length} of ${count} spaced slots open for coach ${coachId}`);
}

// The client cancels; more than a day ahead, so the payment is refunded in full.
async function cancelAsClient(request: APIRequestContext, bookingId: number) {
  const cancelled = await request.patch(`/api/bookings/${bookingId}/status`, { data: { status: 'cancelled' } });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  expect(await cancelled.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
}

async function review(request: APIRequestContext, bookingId: number, rating: number, comment: string) {
  const posted = await request.post('/api/reviews', { data: { bookingId, rating, comment } });
  expect(posted.status(), await posted.text()).toBe(201);
}

export type ClientHistory = {
  confirmed: { id: number; coach: OwnCoach };
  pending: { id: number; coach: OwnCoach };
  // Only with `past`.
  cancelled?: { id: number; coach: OwnCoach };
  reviewed?: { id: number; coach: OwnCoach };
};

// For the client signed in on `request`: an upcoming confirmed session and an
// upcoming pending one, with two different coaches; with `past`, also a session
// they cancelled (refunded) and one that took place and that they reviewed.
export async function clientHistory(request: APIRequestContext, newCoach: NewCoach, { past = false } = {}): Promise<ClientHistory> {
  // Not "Marsh": the demo's Elena Marsh is searched for by her full name (server-rendering.spec.ts).
  const [confirmedCoach, pendingCoach] = await Promise.all([
    newCoach('Elena', { lastName: uniqueSurname('Moss') }),
    newCoach('James', { lastName: uniqueSurname('Okafor') }),
  ]);
  const [first = '', second = '', third = ''] = await spacedSlots(request, confirmedCoach.id, 3);
  const confirmed = await bookViaApi(request, confirmedCoach.id, first);
  await confirmAsCoach(confirmedCoach, confirmed.id);
  const pending = await bookViaApi(request, pendingCoach.id, second);
  const history: ClientHistory = {
    confirmed: { id: confirmed.id, coach: confirmedCoach },
    pending: { id: pending.id, coach: pendingCoach },
  };
  if (!past) return history;

  const cancelled = await bookViaApi(request, pendingCoach.id, third);
  await cancelAsClient(request, cancelled.id);
  const pastCoach = await newCoach('Priya', { lastName: uniqueSurname('Raman') });
  const [slot = ''] = await openSlots(request, pastCoach.id);
  const reviewed = await sessionThatEnded(request, pastCoach, slot, 24 * 60);
  await review(request, reviewed.id, 5, 'Gentle, clear and practical: I sleep better already.');
  return { ...history, cancelled: { id: cancelled.id, coach: pendingCoach }, reviewed: { id: reviewed.id, coach: pastCoach } };
}

// A coach with more past sessions than the dashboard previews (5): `completed`
// sessions that took place over the last day, then `cancelled` upcoming ones
// their clients cancelled; one new client each, so the earnings list several.
export async function coachHistory(
  coach: OwnCoach,
  baseURL: string,
  { completed = 4, cancelled = 2 } = {},
): Promise<{ completedIds: number[]; cancelledIds: number[] }> {
  const names = ['Maya', 'Liam', 'Olivia', 'Ethan', 'Chloe', 'Samir', 'Isabel', 'Ben'];
  const clients = await Promise.all(
    Array.from({ length: completed + cancelled }, async (_, i) => {
      const client = await playwrightRequest.newContext({ baseURL });
      await registerViaApi(client, newUser('client', names[i % names.length]));
      return client;
    }),
  );
  try {
    const ahead = await spacedSlots(clients[0] as APIRequestContext, coach.id, completed + cancelled);
    const completedIds: number[] = [];
    // Each is moved into the past in turn, three hours apart, so none overlap.
    for (let i = 0; i < completed; i += 1) {
      const session = await sessionThatEnded(clients[i] as APIRequestContext, coach, ahead[i] ?? '', 10 + i * 180);
      completedIds.push(session.id);
    }
    const cancelledIds: number[] = [];
    for (let i = completed; i < completed + cancelled; i += 1) {
      const client = clients[i] as APIRequestContext;
      const booking = await bookViaApi(client, coach.id, ahead[i] ?? '');
      await cancelAsClient(client, booking.id);
      cancelledIds.push(booking.id);
    }
    return { completedIds, cancelledIds };
  } finally {
    await Promise.all(clients.map((client) => client.dispose()));
  }
}
