import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, canTransition, transitionRefusal, type BookingActor, type BookingStatus } from './booking-status.js';

// The full matrix from docs/product/booking-lifecycle.md#who-may-change-a-status; every pair not listed is refused.
const allowed: Record<BookingActor, string[]> = {
  client: ['pending->cancelled', 'confirmed->cancelled'],
  coach: ['pending->confirmed', 'pending->cancelled', 'confirmed->cancelled'],
  system: ['confirmed->completed', 'pending->cancelled'],
  admin: ['pending->cancelled', 'confirmed->cancelled'],
  noShow: ['confirmed->cancelled', 'completed->cancelled'],
  unpaid: ['pending->cancelled', 'confirmed->cancelled'],
};

const cases: Array<[BookingActor, BookingStatus, BookingStatus, boolean]> = [];
for (const actor of Object.keys(allowed) as BookingActor[]) {
  for (const from of BOOKING_STATUSES) {
    for (const to of BOOKING_STATUSES) cases.push([actor, from, to, allowed[actor].includes(`${from}->${to}`)]);
  }
}

describe('canTransition', () => {
  it('covers all 96 actor/from/to combinations', () => {
    expect(cases).toHaveLength(96);
  });

  it.each(cases)('%s: %s -> %s is %s', (actor, from, to, expected) => {
    expect(canTransition(actor, from, to)).toBe(expected);
  });

  it('never leaves a final status, except that an upheld no-show report cancels a completed session', () => {
    for (const [actor, from, to] of cases) {
      const upheldNoShow = actor === 'noShow' && from === 'completed' && to === 'cancelled';
      if ((from === 'cancelled' || from === 'completed') && !upheldNoShow) expect(canTransition(actor, from, to)).toBe(false);
    }
  });
});

describe('transitionRefusal', () => {
  it.each([
    ['client', 'completed', 'cancelled', 'A completed booking cannot be cancelled.'],
    ['coach', 'cancelled', 'confirmed', 'This booking has already been cancelled.'],
    ['client', 'pending', 'confirmed', 'Only the coach can confirm a booking.'],
    ['coach', 'confirmed', 'completed', 'A session is marked completed automatically once it has ended.'],
    ['coach', 'confirmed', 'confirmed', 'This booking is already confirmed.'],
    ['coach', 'confirmed', 'pending', 'A confirmed booking cannot be changed to pending.'],
  ] as const)('%s %s -> %s: %s', (actor, from, to, message) => {
    expect(transitionRefusal(actor, from, to)).toBe(message);
  });
});
