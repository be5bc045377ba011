// Moving the coach's share to the coach's payout account, behind one
// interface: Stripe Connect transfers and transfer reversals
// (stripe-transfers.ts) or the test-mode gateway's simulation
// (test-mode-transfers.ts). The read half gives reconciliation the gateway's
// own records of a payment and a transfer (docs/decisions/0048-ledger-and-transfers.md).

export type TransferInput = {
  amountCents: number;
  currency: string;
  // The coach's payout account (acct_... or the test-mode stand-in's id).
  destination: string;
  // booking-<id>: also how a transfer already made is found again after a crash.
  transferGroup: string;
  idempotencyKey: string;
  metadata: Record<string, string>;
};

export type TransferRecord = { id: string; amountCents: number; reversedCents: number };
export type ReversalRecord = { id: string; amountCents: number };
// What the gateway says about a payment: the amount captured and the sum of its refunds.
export type PaymentRecord = { capturedCents: number; refundedCents: number; refundIds: string[] };

export type TransferGateway = {
  provider: 'test' | 'stripe';
  // The transfer already made for this group, if any (a retry after a crash must not pay twice).
  findTransfer: (transferGroup: string) => Promise<TransferRecord | undefined>;
  transfer: (input: TransferInput) => Promise<TransferRecord>;
  reverse: (transferId: string, input: { amountCents: number; idempotencyKey: string }) => Promise<ReversalRecord>;
  paymentRecord: (intentId: string) => Promise<PaymentRecord | undefined>;
  transferRecord: (transferId: string) => Promise<TransferRecord | undefined>;
};

// The gateway refused or failed the transfer; the message is kept as the row's last_error.
export class TransferFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TransferFailedError';
  }
}
