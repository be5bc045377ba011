import { describe, expect, it } from 'vitest';
import { clientInitials, stageOf, stageTotals, type EarningRow } from './payout-earnings.js';

const row = (overrides: Partial<EarningRow> = {}): EarningRow => ({
  bookingId: 1,
  startTime: new Date('2026-11-20T10:00:00Z'),
  bookingStatus: 'completed',
  paymentStatus: 'paid',
  totalPriceCents: 10_000,
  clientFirstName: 'maya',
  clientLastName: 'Chen',
  transfer: null,
  ...overrides,
});
const transfer = (overrides: Partial<NonNullable<EarningRow['transfer']>> = {}): NonNullable<EarningRow['transfer']> => ({
  id: 7,
  status: 'scheduled',
  amountCents: 9_500,
  feeCents: 500,
  reversedCents: 0,
  feeRefundedCents: 0,
  dueAt: new Date('2026-11-21T11:00:00Z'),
  paidAt: null,
  ...overrides,
});

describe('clientInitials', () => {
  it('gives initials only', () => {
    expect(clientInitials('maya', 'Chen')).toBe('M.C.');
    expect(clientInitials('Éva', '')).toBe('É.');
  });
});

describe('stageOf', () => {
  it('counts a paid session not completed yet as pending, net of the current fee', () => {
    expect(stageOf(row({ bookingStatus: 'confirmed' }), 12)).toMatchObject({
      stage: 'pending',
      grossCents: 10_000,
      feeCents: 1_200,
      netCents: 8_800,
      clientInitials: 'M.C.',
    });
  });

  it('counts a completed session as on the way, before and after its transfer is scheduled', () => {
    expect(stageOf(row(), 0)).toMatchObject({ stage: 'on_the_way', netCents: 10_000, feeCents: 0 });
    for (const status of ['scheduled', 'in_flight', 'failed', 'held'] as const) {
      expect(stageOf(row({ transfer: transfer({ status }) }), 0)).toMatchObject({ stage: 'on_the_way', netCents: 9_500, feeCents: 500 });
    }
  });

  it('counts a paid transfer as paid out, less what a later refund took back', () => {
    expect(stageOf(row({ transfer: transfer({ status: 'paid' }) }), 0)).toMatchObject({
      stage: 'paid_out',
      grossCents: 10_000,
      netCents: 9_500,
    });
    const reversed = transfer({ status: 'partially_reversed', reversedCents: 4_750, feeRefundedCents: 250 });
    expect(stageOf(row({ transfer: reversed }), 0)).toMatchObject({ stage: 'paid_out', grossCents: 5_000, feeCents: 250, netCents: 4_750 });
  });

  it('leaves out what never reaches the coach', () => {
    expect(stageOf(row({ paymentStatus: 'refunded' }), 0)).toBeUndefined();
    expect(stageOf(row({ paymentStatus: 'pending' }), 0)).toBeUndefined();
    expect(stageOf(row({ bookingStatus: 'cancelled' }), 0)).toBeUndefined();
    expect(stageOf(row({ transfer: transfer({ status: 'skipped' }) }), 0)).toBeUndefined();
  });
});

describe('stageTotals', () => {
  it('sums the coach share per stage', () => {
    const staged = [
      stageOf(row({ bookingStatus: 'confirmed' }), 0),
      stageOf(row({ transfer: transfer({ status: 'paid' }) }), 0),
      stageOf(row({ transfer: transfer({ status: 'paid', amountCents: 4_000 }) }), 0),
    ].filter((s) => s !== undefined);
    expect(stageTotals(staged)).toEqual({
      pending: { amountCents: 10_000, sessions: 1 },
      on_the_way: { amountCents: 0, sessions: 0 },
      paid_out: { amountCents: 13_500, sessions: 2 },
    });
  });
});
