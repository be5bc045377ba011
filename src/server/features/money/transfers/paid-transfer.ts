// What a transfer that went through writes, for a session's share and for a
// program meeting's part alike: the transfer row's new state and its two
// ledger rows (the coach's transfer and the platform's fee), both naming the
// provider's transfer (docs/decisions/0048-ledger-and-transfers.md).
type MadeTransfer = { id: string; amountCents: number };
type Provider = 'test' | 'stripe';

export function paidTransfer<Entry extends object>(
  made: MadeTransfer,
  feeCents: number,
  entry: Entry & { provider: string; createdAt: Date },
  destination: string,
) {
  return {
    values: {
      amountCents: made.amountCents,
      feeCents,
      status: 'paid' as const,
      holdReason: null,
      lastError: null,
      provider: entry.provider as Provider,
      destinationAccountId: destination,
      providerTransferId: made.id,
      paidAt: entry.createdAt,
    },
    ledger: [
      { ...entry, kind: 'transfer' as const, amountCents: made.amountCents, providerReference: made.id },
      { ...entry, kind: 'platform_fee' as const, amountCents: feeCents, providerReference: made.id },
    ],
  };
}
