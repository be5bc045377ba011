// The payment step every purchase shares (docs/decisions/0086-one-payment-step.md):
// the intent the browser names is checked against what is being bought, the
// card is held for its amount, and a hold that cannot stand is released. The
// caller captures once what was bought is written, and releases the hold when
// it cannot be (hold.release). Each refusal is the caller's own sentence: its
// catalog's paymentMismatch, paymentUsed and priceChanged.
import { ConflictError, PaymentDeclinedError } from '../../../errors/domain-errors.js';
import {
  PaymentGatewayError,
  type PaymentGateway,
  type PaymentIntent,
  type TestCard,
} from '../../../integrations/payments/payment-gateway.js';

export type HoldMessages = { paymentMismatch: string; paymentUsed: string; priceChanged: string };

export type HoldRequest = {
  intentId: string;
  // The provider's key for placing the hold: a retry of the same request places it once.
  idempotencyKey: string;
  card?: TestCard;
  // The intent's metadata as it was opened for this purchase (who buys, and what).
  openedFor: Record<string, string>;
  amountCents: number;
  // Another term shown to the buyer that has changed since (the checkout's
  // cancellation policy): refused like a changed price, after it.
  changedTerm?: string;
  // Whether the intent already paid for something, asked once the intent is
  // known to be this buyer's (the purchase's own records, or its status).
  spent: (intent: PaymentIntent) => boolean | Promise<boolean>;
  // A hold already on the card (Stripe Elements confirms in the browser) is
  // taken as it is; a checkout instead always has the provider confirm it
  // under its own key, so a twin request with another key is refused.
  takeExistingHold: boolean;
  // A release the provider refuses fails the request (the checkout, whose
  // ledger may only say "released" once it is); otherwise the hold is left
  // to lapse on its own.
  releaseMustSucceed: boolean;
  // Written before a declined card's hold is released (the checkout's ledger row).
  onDeclined?: (intent: PaymentIntent, reason: string) => Promise<unknown>;
  messages: HoldMessages;
};

export type PaymentHold = { intent: PaymentIntent; release: () => Promise<void> };

// A succeeded or cancelled intent pays for nothing new.
export const intentUsedUp = (intent: PaymentIntent) => intent.status === 'succeeded' || intent.status === 'canceled';

export async function placePaymentHold(gateway: PaymentGateway, request: HoldRequest): Promise<PaymentHold> {
  const { intentId, messages } = request;
  const release = async () => {
    if (request.releaseMustSucceed) await gateway.cancel(intentId);
    else await gateway.cancel(intentId).catch(() => undefined);
  };
  const refuse = async (message: string): Promise<never> => {
    await release();
    throw new ConflictError(message);
  };

  const intent = await gateway.getIntent(intentId);
  if (!intent || Object.entries(request.openedFor).some(([key, value]) => intent.metadata[key] !== value))
    throw new ConflictError(messages.paymentMismatch);
  if (await request.spent(intent)) throw new ConflictError(messages.paymentUsed);
  if (intent.amountCents !== request.amountCents) await refuse(messages.priceChanged);
  if (request.changedTerm !== undefined) await refuse(request.changedTerm);

  if (request.takeExistingHold && intent.status === 'requires_capture') return { intent, release };
  if (intentUsedUp(intent)) throw new ConflictError(messages.paymentUsed);
  let authorized;
  try {
    authorized = await gateway.authorize(intentId, { card: request.card, idempotencyKey: request.idempotencyKey });
  } catch (error) {
    if (error instanceof PaymentGatewayError) throw new ConflictError(messages.paymentUsed);
    throw error;
  }
  if (!authorized.ok) {
    // This intent is spent; the buyer starts a new one for the next attempt.
    await request.onDeclined?.(intent, authorized.reason);
    await release();
    throw new PaymentDeclinedError(authorized.reason);
  }
  return { intent, release };
}
