import { describe, expect, it } from 'vitest';
import { bookingStats, refundOnCancel, splitBookings } from './split-bookings';

const booking = (id: number, status: 'pending' | 'confirmed' | 'cancelled' | 'completed', startTime: string, coachId = 1) => ({
  id,
  status,
  startTime,
  coachId,
});

describe('splitBookings', () => {
  const all = [
    booking(1, 'completed', '2030-01-02T10:00:00Z'),
    booking(2, 'confirmed', '2030-02-10T10:00:00Z'),
    booking(3, 'pending', '2030-02-03T10:00:00Z'),
    booking(4, 'cancelled', '2030-01-20T10:00:00Z'),
    booking(5, 'completed', '2030-01-10T10:00:00Z'),
  ];

  it('puts pending and confirmed first-soonest, completed and cancelled newest-first', () => {
    const { upcoming, past } = splitBookings(all);
    expect(upcoming.map((b) => b.id)).toEqual([3, 2]);
    expect(past.map((b) => b.id)).toEqual([4, 5, 1]);
  });

  it('leaves the input untouched', () => {
    const copy = [...all];
    splitBookings(all);
    expect(all).toEqual(copy);
  });
});

describe('bookingStats', () => {
  it('counts every booking and the distinct coaches', () => {
    expect(bookingStats([{ coachId: 1 }, { coachId: 2 }, { coachId: 1 }])).toEqual({ sessions: 3, coaches: 2 });
    expect(bookingStats([])).toEqual({ sessions: 0, coaches: 0 });
  });
});

describe('refundOnCancel', () => {
  it('refunds paid bookings in full and nothing else', () => {
    expect(refundOnCancel({ paymentStatus: 'paid', totalPrice: 85 })).toBe(85);
    expect(refundOnCancel({ paymentStatus: 'pending', totalPrice: 85 })).toBeNull();
    expect(refundOnCancel({ paymentStatus: 'refunded', totalPrice: 85 })).toBeNull();
  });
});
