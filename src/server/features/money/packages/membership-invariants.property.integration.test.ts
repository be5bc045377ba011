// Both section 12 invariants over generated membership histories, on the real
// app (docs/decisions/0067-membership-renewals.md): a client subscribes with a
// card that pays its renewals or one that fails them (4000 0000 0000 0341),
// then in any order fast-check chooses books with credits, has the coach
// cancel (credit back), lets days and months pass on the clock (renewals,
// failures, grace with its daily retries, rollover and lapses), updates the
// card, or cancels the membership. After every history the reconciliation's
// checks hold for it: available = granted - redeemed + returned - expired -
// refunded >= 0 and equal to the purchase's count; paid (every monthly
// charge) = transferred + fee + refunded + held, held covering the unused
// credits; the gateway's charges and refunds match. And a month is never
// granted twice.
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditEntries } from '../../../db/schema.js';
import { useTestApp } from '../../../test-support/app-per-file.js';
import { GOOD_CARD, NOW } from '../../../test-support/bookings.js';
import { newEveryDayCoach, setStatus } from '../../../test-support/booked-sessions.js';
import { runJobsAt } from '../../../test-support/money.js';
import { bookWithCredit, buyWithCard, offerOf, packageMismatches } from '../../../test-support/packages.js';
import { signIn } from '../../../test-support/sign-in.js';
import { callEndpoint, type TestApp } from '../../../test-support/test-app.js';
import * as api from '../../../../shared/api/api-routes.generated.js';

const FAILS_LATER_CARD = { number: '4000 0000 0000 0341', expiry: '12/34', cvc: '123' };
const DAY = 86_400_000;

let t: TestApp;
// Months pass on the clock: the people stay signed in through them.
useTestApp({ now: NOW, env: { SESSION_IDLE_DAYS: '400', SESSION_MAX_DAYS: '400' } }, (app) => (t = app));

type Step =
  { kind: 'book' } | { kind: 'coachCancel'; which: number } | { kind: 'wait'; days: number } | { kind: 'updateCard' } | { kind: 'cancel' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constant({ kind: 'book' as const }),
  fc.record({ kind: fc.constant('coachCancel' as const), which: fc.nat(6) }),
  fc.record({ kind: fc.constant('wait' as const), days: fc.constantFrom(1, 2, 4, 16, 31) }),
  fc.constant({ kind: 'updateCard' as const }),
  fc.constant({ kind: 'cancel' as const }),
);

describe('membership credits and money invariants', () => {
  it('hold after any history of renewals, failures, grace, lapses, bookings and a cancel', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.array(step, { minLength: 1, maxLength: 8 }), async (cardPays, steps) => {
        t.clock.now = NOW;
        const coach = await newEveryDayCoach(t);
        const offerId = await offerOf(t.app, coach.cookie, { kind: 'membership', sessions: 2, price: 99.99 });
        const client = await signIn(t);
        const bought = await buyWithCard(t.app, client.cookie, offerId, cardPays ? GOOD_CARD : FAILS_LATER_CARD);
        expect(bought.statusCode, bought.body).toBe(201);
        const purchaseId: number = bought.json().id;

        const booked: Array<{ id: number; open: boolean }> = [];
        for (const s of steps) {
          const now = t.clock.now.getTime();
          if (s.kind === 'book') {
            // Three days on at 10:00, confirmed by the coach (so it is held, not expired unanswered).
            const day = new Date(now + 3 * DAY).toISOString().slice(0, 10);
            const answer = await bookWithCredit(t.app, client.cookie, coach.id, `${day}T10:00:00.000Z`);
            expect([201, 409]).toContain(answer.statusCode);
            if (answer.statusCode === 201) {
              booked.push({ id: answer.json().id, open: true });
              expect((await setStatus(t, coach.cookie, answer.json().id, 'confirmed')).statusCode).toBe(200);
            }
          } else if (s.kind === 'coachCancel') {
            const target = booked.filter((b) => b.open)[s.which % Math.max(1, booked.length)];
            if (!target) continue;
            target.open = false;
            // Already held (completed) sessions cannot be cancelled; either way the invariants must hold.
            expect([200, 409]).toContain((await setStatus(t, coach.cookie, target.id, 'cancelled')).statusCode);
          } else if (s.kind === 'wait') {
            await runJobsAt(t, new Date(now + s.days * DAY));
          } else if (s.kind === 'updateCard') {
            const answer = await callEndpoint(t.app, api.payMembershipOverdue, {
              params: { id: purchaseId },
              cookie: client.cookie,
              body: { card: GOOD_CARD },
            });
            expect([200, 409]).toContain(answer.statusCode);
          } else {
            const answer = await callEndpoint(t.app, api.cancelMyPackage, { params: { id: purchaseId }, cookie: client.cookie });
            expect([200, 409]).toContain(answer.statusCode);
          }
        }
        expect(await packageMismatches(t)).toEqual([]);
        const grants = (await t.db.select().from(creditEntries).where(eq(creditEntries.purchaseId, purchaseId))).filter(
          (e) => e.kind === 'granted',
        );
        expect(new Set(grants.map((g) => g.reference)).size).toBe(grants.length);
      }),
      { numRuns: 10 },
    );
  });
});
