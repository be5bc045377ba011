// The client's extra bookings with the coach that the reschedule, proposal and
// no-show targets act on, one per target so no target changes another's
// booking. Booked as the checkout books (a payment intent, then the test
// card), confirmed by the coach where the route needs a held session. A no-show
// can be reported only within 48 hours after a session ended, and the demo's
// sessions ended days ago, so those bookings are moved into the past with the
// end-to-end tests' hook (/api/test/end-session; TEST_HOOKS in scan-app.ts).
import { expectOk, type Sessions } from './scan-http.js';

export type BookingFixtures = {
  // Open, and booked by no fixture or target: for the payment intent, which does not hold its slot.
  openSlot: string;
  // Pending; the client moves it to `to`.
  move: { bookingId: number; to: string };
  // Pending; the coach proposes `to`.
  propose: { bookingId: number; to: string };
  // Pending with the coach's proposal of `to` open; the client accepts it.
  accept: { bookingId: number; to: string };
  // Held and ended within the no-show window, each in the state its route acts on.
  noShow: {
    // Nothing recorded: the client reports the coach absent.
    forClientReport: number;
    // Nothing recorded: the coach marks the client absent.
    forCoachMark: number;
    // Reported by the client: the coach disputes.
    reported: number;
    // Reported and disputed: an admin decides.
    disputed: number;
  };
};

// The test-mode gateway's card that always pays.
export const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
const DAY_MS = 86_400_000;
// Moving a booking is allowed only while cancelling would refund it in full:
// up to 7 days before the start under the strictest policy.
const FIRST_DAY_AHEAD = 8;
const LAST_DAY_AHEAD = 21;
// Ends of the no-show sessions, in minutes ago: inside the 48-hour window and
// more than an hour apart, so the moved sessions do not overlap.
const ENDED_MINUTES_AGO = [60, 150, 240, 330] as const;

type Booked = { id: number };

export async function setUpBookings(baseUrl: string, sessions: Sessions, coachId: number): Promise<BookingFixtures> {
  const { client, coach } = sessions;
  const from = new Date(Date.now() + FIRST_DAY_AHEAD * DAY_MS).toISOString();
  const to = new Date(Date.now() + LAST_DAY_AHEAD * DAY_MS).toISOString();
  const open = await expectOk<{ slots: string[]; sessionLength: number }>(
    baseUrl,
    'GET',
    `/api/coaches/${coachId}/availability?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
  );
  // Seven bookings, the three times the move, the proposal and the accepted proposal go to, and one left open.
  const [openSlot, move, moveTo, propose, proposeTo, accept, acceptTo, ...forNoShows] = separateSlots(open.slots, open.sessionLength, 12);
  if (!openSlot || !move || !moveTo || !propose || !proposeTo || !accept || !acceptTo || forNoShows.length < ENDED_MINUTES_AGO.length)
    throw new Error(`The coach has too few separate open slots between ${from} and ${to}`);

  const book = async (startTime: string, key: string): Promise<number> => {
    const intent = await expectOk<{ paymentIntentId: string }>(baseUrl, 'POST', '/api/create-payment-intent', {
      cookie: client,
      body: { coachId, startTime },
    });
    const body = { coachId, startTime, paymentIntentId: intent.paymentIntentId, card: GOOD_CARD, idempotencyKey: key };
    return (await expectOk<Booked>(baseUrl, 'POST', '/api/bookings', { cookie: client, body })).id;
  };
  const post = (cookie: string | undefined, path: string, body: unknown) => expectOk(baseUrl, 'POST', path, { cookie, body });

  const moveId = await book(move, 'security-scan-fixture-move');
  const proposeId = await book(propose, 'security-scan-fixture-propose');
  const acceptId = await book(accept, 'security-scan-fixture-accept');
  await post(coach, `/api/bookings/${acceptId}/proposal`, { startTime: acceptTo });

  const ended: number[] = [];
  for (const [index, minutesAgo] of ENDED_MINUTES_AGO.entries()) {
    const id = await book(forNoShows[index] ?? '', `security-scan-fixture-no-show-${index + 1}`);
    await expectOk(baseUrl, 'PATCH', `/api/bookings/${id}/status`, { cookie: coach, body: { status: 'confirmed' } });
    await post(undefined, '/api/test/end-session', { bookingId: id, endedMinutesAgo: minutesAgo });
    ended.push(id);
  }
  const [forClientReport, forCoachMark, reported, disputed] = ended as [number, number, number, number];
  await post(client, `/api/bookings/${reported}/no-show/coach-absent`, { statement: 'The coach did not join the call.' });
  await post(client, `/api/bookings/${disputed}/no-show/coach-absent`, { statement: 'The coach did not join the call.' });
  await post(coach, `/api/bookings/${disputed}/no-show/dispute`, { statement: 'I waited in the call for the whole hour.' });

  return {
    openSlot,
    move: { bookingId: moveId, to: moveTo },
    propose: { bookingId: proposeId, to: proposeTo },
    accept: { bookingId: acceptId, to: acceptTo },
    noShow: { forClientReport, forCoachMark, reported, disputed },
  };
}

// The first `count` open slots of which no two overlap (slots start every half hour; sessions are longer).
function separateSlots(slots: string[], sessionMinutes: number, count: number): string[] {
  const picked: string[] = [];
  let nextFree = 0;
  for (const slot of slots) {
    const start = Date.parse(slot);
    if (start < nextFree) continue;
    picked.push(slot);
    nextFree = start + sessionMinutes * 60_000;
    if (picked.length === count) break;
  }
  return picked;
}
