// A charge made without the client in test mode (a membership's renewal, a
// series session at its cutoff): the intent is authorized on the test card
// named by its last four digits and captured at once, so the ledger and the
// reconciliation see an ordinary captured payment.
import type { createTestModeGateway } from './test-mode-gateway.js';
import type { createTestModeRepository } from './test-mode-repository.js';

type Charge = {
  gateway: ReturnType<typeof createTestModeGateway>;
  repo: ReturnType<typeof createTestModeRepository>;
  intentId: string;
  idempotencyKey: string;
  last4: string;
  now: Date;
};

export async function captureOffSession({ gateway, repo, intentId, idempotencyKey, last4, now }: Charge) {
  await repo.transition(
    intentId,
    ['requires_payment_method'],
    { status: 'requires_capture', authorizeIdempotencyKey: idempotencyKey, cardLast4: last4 },
    now,
  );
  const captured = await gateway.capture(intentId, { idempotencyKey: `capture:${idempotencyKey}` });
  return { ok: true as const, paymentId: captured.id };
}
