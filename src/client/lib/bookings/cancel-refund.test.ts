import { describe, expect, it } from 'vitest';
import { clientRefundOnCancel } from './cancel-refund';
import { HOUR_MS } from '@shared/domain/time-units';

const start = new Date('2030-06-10T15:00:00Z');
const booking = {
  paymentStatus: 'paid' as const,
  totalPrice: 85.01,
  startTime: start.toISOString(),
  cancellationPolicy: 'moderate' as const,
};
const before = (hours: number) => new Date(start.getTime() - hours * HOUR_MS);

describe('clientRefundOnCancel', () => {
  it('gives the whole price before the first cutoff and says when it drops', () => {
    expect(clientRefundOnCancel(booking, before(72))).toEqual({ amount: 85.01, percent: 100, drop: { until: before(48), percent: 50 } });
  });

  it('rounds a half refund down to the cent', () => {
    expect(clientRefundOnCancel(booking, before(30))).toEqual({ amount: 42.5, percent: 50, drop: { until: before(24), percent: 0 } });
  });

  it('promises nothing after the last cutoff', () => {
    expect(clientRefundOnCancel(booking, before(3))).toEqual({ amount: 0, percent: 0, drop: null });
  });

  it('has nothing to refund when nothing was paid', () => {
    expect(clientRefundOnCancel({ ...booking, paymentStatus: 'pending' }, before(72))).toBeNull();
    expect(clientRefundOnCancel({ ...booking, paymentStatus: 'refunded' }, before(72))).toBeNull();
  });
});
