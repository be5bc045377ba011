// Both section 12 invariants over generated histories, on the real app: a
// client buys a package of 5 and then books with credits, cancels early
// (credit back) or late (credit spent), has the coach cancel (credit back),
// and may cancel the package (pro-rata refund) in any order fast-check
// chooses. After every history the credits left match a plain model, and the
// reconciliation's checks (available = granted - redeemed + returned -
// expired - refunded >= 0; paid = transferred + fee + refunded + held, held
// covering the unused credits; the gateway's charge and refunds) all hold.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test-support/app-per-file.js';
import { NOW } from '../../../test-support/bookings.js';
import { newEveryDayCoach, setStatus } from '../../../test-support/booked-sessions.js';
import { bookWithCredit, buy, myPackages, offerOf, packageMismatches } from '../../../test-support/packages.js';
import { signIn } from '../../../test-support/sign-in.js';
import { callEndpoint, type TestApp } from '../../../test-support/test-app.js';
import * as api from '../../../../shared/api/api-routes.generated.js';

let t: TestApp;
useTestApp({ now: NOW }, (app) => (t = app));

type Step =
  | { kind: 'book'; late: boolean }
  | { kind: 'clientCancel'; which: number }
  | { kind: 'coachCancel'; which: number }
  | { kind: 'cancelPackage' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('book' as const), late: fc.boolean() }),
  fc.record({ kind: fc.constant('clientCancel' as const), which: fc.nat(6) }),
  fc.record({ kind: fc.constant('coachCancel' as const), which: fc.nat(6) }),
  fc.constant({ kind: 'cancelPackage' as const }),
);

describe('credits ledger invariants', () => {
  it('hold after any history of bookings, cancellations and a package cancel', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        t.clock.now = NOW;
        const coach = await newEveryDayCoach(t);
        const offerId = await offerOf(t.app, coach.cookie, { kind: 'package', sessions: 5, price: 333.33, validityDays: 60 });
        const client = await signIn(t);
        const bought = await buy(t.app, client.cookie, offerId);
        expect(bought.response.statusCode).toBe(201);
        const purchaseId: number = bought.response.json().id;

        let credits = 5;
        let packageOpen = true;
        const booked: Array<{ id: number; late: boolean; open: boolean }> = [];
        let lateHour = 9;
        let earlyDay = 9;
        for (const s of steps) {
          if (s.kind === 'book') {
            // Late: today from 09:00, under 24 hours away; early: days away.
            const start = s.late
              ? `2030-01-07T${String(lateHour++ % 24).padStart(2, '0')}:30:00.000Z`
              : `2030-01-${String(earlyDay++).padStart(2, '0')}T10:00:00.000Z`;
            const answer = await bookWithCredit(t.app, client.cookie, coach.id, start);
            if (credits > 0 && packageOpen && answer.statusCode === 201) {
              credits -= 1;
              booked.push({ id: answer.json().id, late: s.late, open: true });
            } else expect(answer.statusCode, answer.body).toBe(credits > 0 && packageOpen ? 201 : 409);
          } else if (s.kind === 'cancelPackage') {
            const answer = await callEndpoint(t.app, api.cancelMyPackage, { params: { id: purchaseId }, cookie: client.cookie });
            expect(answer.statusCode).toBe(packageOpen ? 200 : 409);
            packageOpen = false;
            credits = 0;
          } else {
            const target = booked.filter((b) => b.open)[s.which % Math.max(1, booked.length)];
            if (!target) continue;
            const cookie = s.kind === 'clientCancel' ? client.cookie : coach.cookie;
            expect((await setStatus(t, cookie, target.id, 'cancelled')).statusCode).toBe(200);
            target.open = false;
            // Back as a credit while the package is open; refunded in money once it is cancelled.
            const back = s.kind === 'coachCancel' || !target.late;
            if (back && packageOpen) credits += 1;
          }
        }
        const [mine] = (await myPackages(t.app, client.cookie)).filter((p) => p.id === purchaseId);
        expect(mine?.creditsLeft).toBe(credits);
        expect(await packageMismatches(t)).toEqual([]);
      }),
      { numRuns: 12 },
    );
  });
});
