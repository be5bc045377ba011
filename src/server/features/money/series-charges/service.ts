// A weekly series paid by card (docs/decisions/0079-series-paid-by-card-on-file.md).
// The client saves a card for the series (a SetupIntent with Stripe), agreeing
// that each session is charged without them; the job charges each session
// once its full-refund cutoff passes, at most once whatever the number of
// processes (a claim per session, one idempotency key per session at the
// provider). A refused card cancels that session (its slot frees and both
// people are told); the client may save another card for the later ones.
import { SERIES_MESSAGES, type TSavedCard, type TCardSetup } from '../../../../shared/schemas/series.js';
import type { TestCard } from '../../../integrations/payments/payment-gateway.js';
import type { SavedCardGateway } from '../../../integrations/payments/saved-cards.js';
import type { Database } from '../../../db/client.js';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../../../errors/domain-errors.js';
import { createSeriesChargesRepository } from './repository.js';

type Viewer = { id: number; role: string };

// What cancelling a session for a refused card needs from the bookings feature.
export type CancelForFailedCharge = (bookingId: number, reason: string) => Promise<void>;

export const chargeFailedReason = (cardReason: string) =>
  `The card on file for this series was declined (${cardReason}), so this session was cancelled and its time is free again.`;

export function createSeriesCharges({ db, cards, now }: { db: Database; cards: SavedCardGateway; now: () => Date }) {
  const repo = createSeriesChargesRepository(db);

  async function ownReadyCard(viewer: Viewer, savedCardId: number) {
    const card = await repo.findCard(viewer.id, { id: savedCardId });
    if (!card || card.status !== 'ready' || card.provider !== cards.provider)
      throw new ConflictError(SERIES_MESSAGES.cardNotSaved, { savedCardId: SERIES_MESSAGES.cardNotSaved });
    return card;
  }

  return {
    // Starts saving a card: Stripe's SetupIntent (its client secret confirms it in the browser) or a test setup.
    async openSetup(viewer: Viewer): Promise<TCardSetup> {
      if (viewer.role !== 'client') throw new ForbiddenError(SERIES_MESSAGES.clientsOnly);
      const client = await repo.customerOf(viewer.id);
      if (!client) throw new NotFoundError(SERIES_MESSAGES.clientsOnly);
      const setup = await cards.openSetup({
        id: client.id,
        email: client.email,
        name: `${client.firstName} ${client.lastName}`,
        stripeCustomerId: client.stripeCustomerId,
      });
      if (setup.customerId && setup.customerId !== client.stripeCustomerId) await repo.saveCustomer(client.id, setup.customerId);
      await repo.insertSetup({
        userId: viewer.id,
        provider: cards.provider,
        setupId: setup.setupId,
        customerId: setup.customerId,
        at: now(),
      });
      return { setupId: setup.setupId, clientSecret: setup.clientSecret, provider: cards.provider };
    },

    // The setup's card is saved (test mode: the test card given now is checked).
    async completeSetup(viewer: Viewer, setupId: string, card?: TestCard): Promise<TSavedCard> {
      if (viewer.role !== 'client') throw new ForbiddenError(SERIES_MESSAGES.clientsOnly);
      const row = await repo.findCard(viewer.id, { setupId });
      if (!row || row.provider !== cards.provider) throw new NotFoundError(SERIES_MESSAGES.setupNotFound);
      if (row.status === 'ready') return { savedCardId: row.id, last4: row.last4 };
      const saved = await cards.completeSetup({ setupId, customerId: row.customerId }, card);
      if (!saved.ok) throw new InvalidInputError(saved.reason, { card: saved.reason });
      const ready = await repo.markReady(row.id, saved, now());
      return { savedCardId: row.id, last4: ready?.last4 ?? null };
    },

    // The checkout's check: the card is the client's own and saved.
    ownReadyCard: async (viewer: Viewer, savedCardId: number) => (await ownReadyCard(viewer, savedCardId)).id,

    // The series' later sessions are charged to another saved card of the client's.
    async updateCard(viewer: Viewer, seriesId: number, savedCardId: number): Promise<void> {
      const series = await repo.seriesOfClient(seriesId);
      if (!series || series.clientId !== viewer.id) throw new NotFoundError(SERIES_MESSAGES.seriesNotFound);
      if (series.paymentMode !== 'card') throw new ConflictError(SERIES_MESSAGES.notPaidByCard);
      await ownReadyCard(viewer, savedCardId);
      await repo.useCard(seriesId, savedCardId, now());
    },

    // The job: every due session charged once; a refused card cancels the session.
    async chargeDue(at: Date, cancel: CancelForFailedCharge, bookingIds?: number[]): Promise<number> {
      let settled = 0;
      for (const due of await repo.due(at, bookingIds)) {
        if (!(await repo.claim(due.bookingId, at))) continue;
        let result: Awaited<ReturnType<SavedCardGateway['charge']>>;
        if (!due.paymentMethod || due.provider !== cards.provider) {
          result = { ok: false, reason: SERIES_MESSAGES.noCardOnFile };
        } else {
          try {
            result = await cards.charge({
              paymentMethod: due.paymentMethod,
              customerId: due.customerId,
              amountCents: due.amountCents,
              currency: 'usd',
              description: `Weekly series session ${due.startTime.toISOString()}`,
              metadata: { bookingId: String(due.bookingId), seriesId: String(due.seriesId), userId: String(due.clientId) },
              idempotencyKey: `series-charge:${due.bookingId}`,
            });
          } catch {
            // The provider is unreachable: nothing was decided, the next run tries again.
            await repo.release(due.bookingId);
            continue;
          }
        }
        if (result.ok) {
          await repo.recordPaid({ ...due, provider: cards.provider, paymentId: result.paymentId }, at);
        } else {
          await repo.recordFailed(due.bookingId, result.reason, at);
          await cancel(due.bookingId, chargeFailedReason(result.reason));
        }
        settled += 1;
      }
      return settled;
    },
  };
}

export type SeriesCharges = ReturnType<typeof createSeriesCharges>;
