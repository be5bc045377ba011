// The fake's Connect transfers and transfer reversals: what the money flow
// sends to coaches and what reconciliation reads back. Like Stripe, a transfer
// needs a destination account with payouts enabled, and reversals add up to at
// most the amount transferred. failNextTransfer() plays a refusal Stripe
// could give (e.g. an insufficient platform balance) for the retry tests.
import { randomBytes } from 'node:crypto';
import type { FakeConnectState } from './fake-stripe-connect.js';
import { FakeStripeError, noSuchObject } from './fake-stripe-state.js';
import { stringRecord, text, type FormObject } from './form-body.js';

export type FakeTransferReversal = { id: string; object: 'transfer_reversal'; amount: number; transfer: string; created: number };
export type FakeTransfer = {
  id: string;
  object: 'transfer';
  amount: number;
  amount_reversed: number;
  currency: string;
  destination: string;
  transfer_group: string | null;
  metadata: Record<string, string>;
  reversed: boolean;
  reversals: { object: 'list'; data: FakeTransferReversal[]; has_more: false };
  created: number;
};

const invalid = (message: string, code?: string, param?: string) =>
  new FakeStripeError(400, { type: 'invalid_request_error', message, ...(code && { code }), ...(param && { param }) });

export function createFakeTransfersState(connect: FakeConnectState) {
  const transfers = new Map<string, FakeTransfer>();
  const refusals: string[] = [];

  function transfer(transferId: string): FakeTransfer {
    const found = transfers.get(transferId);
    if (!found) throw noSuchObject('transfer', transferId);
    return found;
  }

  return {
    transfers,
    transfer,
    failNextTransfer(message = 'You have insufficient available funds in your Stripe account.') {
      refusals.push(message);
    },

    createTransfer(body: FormObject): FakeTransfer {
      const refusal = refusals.shift();
      if (refusal) throw invalid(refusal, 'balance_insufficient');
      const amount = Number(text(body['amount']));
      if (!Number.isInteger(amount) || amount < 1) throw invalid('Invalid positive integer', 'parameter_invalid_integer', 'amount');
      const destination = text(body['destination']) ?? '';
      if (!connect.account(destination).payouts_enabled)
        throw invalid(
          'Your destination account needs to have at least one of the following capabilities enabled: transfers.',
          'insufficient_capabilities_for_transfer',
        );
      const made: FakeTransfer = {
        id: `tr_${randomBytes(12).toString('hex')}`,
        object: 'transfer',
        amount,
        amount_reversed: 0,
        currency: text(body['currency']) ?? 'usd',
        destination,
        transfer_group: text(body['transfer_group']) ?? null,
        metadata: stringRecord(body['metadata']),
        reversed: false,
        reversals: { object: 'list', data: [], has_more: false },
        created: Math.floor(Date.now() / 1000),
      };
      transfers.set(made.id, made);
      return made;
    },

    listTransfers(query: URLSearchParams) {
      const group = query.get('transfer_group');
      const data = [...transfers.values()].filter((t) => !group || t.transfer_group === group).reverse();
      return { object: 'list', data, has_more: false, url: '/v1/transfers' };
    },

    createReversal(transferId: string, body: FormObject): FakeTransferReversal {
      const target = transfer(transferId);
      const requested = text(body['amount']);
      const left = target.amount - target.amount_reversed;
      const amount = requested === undefined ? left : Number(requested);
      if (!Number.isInteger(amount) || amount < 1 || amount > left)
        throw invalid(
          `Reversal amount (${amount}) is greater than the amount left on the transfer (${left}).`,
          'parameter_invalid_integer',
          'amount',
        );
      const reversal: FakeTransferReversal = {
        id: `trr_${randomBytes(12).toString('hex')}`,
        object: 'transfer_reversal',
        amount,
        transfer: transferId,
        created: Math.floor(Date.now() / 1000),
      };
      target.reversals.data.push(reversal);
      target.amount_reversed += amount;
      target.reversed = target.amount_reversed === target.amount;
      return reversal;
    },
  };
}

export type FakeTransfersState = ReturnType<typeof createFakeTransfersState>;
