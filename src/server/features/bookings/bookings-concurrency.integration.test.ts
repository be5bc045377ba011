// Double booking under concurrent requests, on both drivers: embedded PGlite
// always, PostgreSQL when TEST_DATABASE_URL is set. The exclusion constraint
// is the final guard; these tests check that the money follows it: one
// capture for the one booking, every other authorisation released.
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '../../../shared/schemas/bookings.js';
import { bookings, payments, testPaymentIntents } from '../../db/schema.js';
import { createTestModeGateway } from '../../integrations/payments/test-mode-gateway.js';
import { bothDrivers } from '../../test-support/both-drivers.js';
import type { TestApp } from '../../test-support/test-app.js';
import { useTestAppOn } from '../../test-support/app-per-file.js';
import { signIn } from '../../test-support/sign-in.js';
import { coachWithSession } from '../../test-support/coaches.js';
import { createIntent, GOOD_CARD, insertBooking, newKey, NOW, postBooking } from '../../test-support/bookings.js';
import { createBookingsService } from './service.js';

const CLIENTS = 24;

const drivers = bothDrivers();

describe.each(drivers)('concurrent checkout on %s', (_name, open) => {
  let t: TestApp;
  useTestAppOn(open, { now: NOW }, (app) => (t = app));

  it(`gives one slot to exactly one of ${CLIENTS} simultaneous clients and charges only them`, async () => {
    const coach = await coachWithSession(t);
    const start = '2030-01-08T10:00:00.000Z';
    const clients = await Promise.all(Array.from({ length: CLIENTS }, () => signIn(t)));
    // Every client opened the checkout while the slot was still free.
    const intents: string[] = [];
    for (const client of clients) {
      const intent = await createIntent(t.app, client.cookie, coach.id, start);
      expect(intent.statusCode).toBe(200);
      intents.push(intent.json().paymentIntentId);
    }

    const responses = await Promise.all(
      clients.map((client, i) =>
        postBooking(t.app, client.cookie, { coachId: coach.id, startTime: start, paymentIntentId: intents[i], card: GOOD_CARD }),
      ),
    );

    const created = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode === 409);
    // Named in the failure message: anything but 201/409 is a bug to see at once.
    expect(responses.filter((r) => r.statusCode !== 201 && r.statusCode !== 409).map((r) => `${r.statusCode} ${r.body}`)).toEqual([]);
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(CLIENTS - 1);
    for (const r of refused) expect([BOOKING_MESSAGES.slotTaken, BOOKING_MESSAGES.slotUnavailable]).toContain(r.json().message);

    const rows = await t.db
      .select({ id: bookings.id, stripePaymentId: bookings.stripePaymentId })
      .from(bookings)
      .where(eq(bookings.coachId, coach.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(created[0]?.json().id);

    const ledger = await t.db.select().from(payments).where(inArray(payments.providerPaymentId, intents));
    const captured = ledger.filter((p) => p.status === 'captured');
    expect(captured).toEqual([expect.objectContaining({ bookingId: rows[0]?.id, providerPaymentId: rows[0]?.stripePaymentId })]);
    // Every hold that was placed for a losing request has been released.
    expect(ledger.filter((p) => p.status === 'authorized')).toHaveLength(0);
    for (const p of ledger.filter((row) => row.status !== 'captured')) expect(p).toMatchObject({ status: 'released', bookingId: null });

    const stored = await t.db
      .select({ id: testPaymentIntents.id, status: testPaymentIntents.status })
      .from(testPaymentIntents)
      .where(inArray(testPaymentIntents.id, intents));
    expect(stored.filter((i) => i.status === 'succeeded').map((i) => i.id)).toEqual([rows[0]?.stripePaymentId]);
    expect(stored.filter((i) => i.status === 'requires_capture')).toHaveLength(0);
  });

  it('releases the hold when the slot is taken between the check and the insert', async () => {
    const coach = await coachWithSession(t);
    const rival = await signIn(t);
    const client = await signIn(t);
    const start = new Date('2030-01-09T10:00:00Z');
    const gateway = createTestModeGateway(t.db, () => NOW);
    // The rival's booking lands while the client's card is being authorised.
    const racingGateway = {
      ...gateway,
      authorize: async (...args: Parameters<typeof gateway.authorize>) => {
        const result = await gateway.authorize(...args);
        await insertBooking(t.db, { coachId: coach.id, clientId: rival.id, start, status: 'pending' });
        return result;
      },
    };
    const service = createBookingsService({ db: t.db, gateway: racingGateway, now: () => NOW, listing: { payoutsRequired: false } });
    const viewer = { id: client.id, role: 'client' as const };
    const intent = await service.createPaymentIntent(viewer, { coachId: coach.id, startTime: start.toISOString() });
    const key = newKey();

    const attempt = service.createBooking(
      viewer,
      { coachId: coach.id, startTime: start.toISOString(), paymentIntentId: intent.paymentIntentId, card: GOOD_CARD },
      key,
    );
    await expect(attempt).rejects.toMatchObject({ code: 'CONFLICT', message: BOOKING_MESSAGES.slotTaken });

    const [entry] = await t.db.select().from(payments).where(eq(payments.providerPaymentId, intent.paymentIntentId));
    expect(entry).toMatchObject({ status: 'released', bookingId: null, failureReason: BOOKING_MESSAGES.slotTaken });
    const [stored] = await t.db
      .select({ status: testPaymentIntents.status })
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, intent.paymentIntentId));
    expect(stored?.status).toBe('canceled');
    const mine = await t.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.coachId, coach.id), eq(bookings.clientId, client.id)));
    expect(mine).toHaveLength(0);
    // Retrying with the same key tells the same story and moves no money.
    await expect(
      service.createBooking(
        viewer,
        { coachId: coach.id, startTime: start.toISOString(), paymentIntentId: intent.paymentIntentId, card: GOOD_CARD },
        key,
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: BOOKING_MESSAGES.slotTaken });
  });
});
