import { describe, expect, it } from 'vitest';
import {
  disputeRefusal,
  disputeUntil,
  isOpenNoShow,
  markClientAbsentRefusal,
  NO_SHOW_MESSAGES,
  reportCoachAbsentRefusal,
} from './no-shows.js';
import { HOUR_MS } from './time-units.js';

const end = new Date('2030-06-10T16:00:00Z');
const after = (hours: number) => new Date(end.getTime() + hours * HOUR_MS);
const held = { status: 'completed' as const, endTime: end };

describe('the no-show window', () => {
  it('opens at the end and closes 48 hours after it, both instants included', () => {
    expect(markClientAbsentRefusal(held, null, new Date(end.getTime() - 1))).toBe(NO_SHOW_MESSAGES.tooEarly);
    expect(markClientAbsentRefusal(held, null, end)).toBeNull();
    expect(markClientAbsentRefusal(held, null, after(48))).toBeNull();
    expect(markClientAbsentRefusal(held, null, new Date(after(48).getTime() + 1))).toBe(NO_SHOW_MESSAGES.tooLate);
    expect(reportCoachAbsentRefusal(held, null, after(48))).toBeNull();
    expect(reportCoachAbsentRefusal(held, null, new Date(after(48).getTime() + 1))).toBe(NO_SHOW_MESSAGES.tooLate);
  });

  it('applies to confirmed and completed sessions only', () => {
    expect(markClientAbsentRefusal({ ...held, status: 'confirmed' }, null, after(1))).toBeNull();
    expect(markClientAbsentRefusal({ ...held, status: 'cancelled' }, null, after(1))).toBe(NO_SHOW_MESSAGES.notHeld);
    expect(reportCoachAbsentRefusal({ ...held, status: 'pending' }, null, after(1))).toBe(NO_SHOW_MESSAGES.notHeld);
  });
});

describe('one case per session', () => {
  const marked = { state: 'client_absent' as const, disputeUntil: null };
  const reported = { state: 'reported' as const, disputeUntil: disputeUntil(after(2)) };

  it('lets the coach mark the client absent only while nothing is recorded', () => {
    expect(markClientAbsentRefusal(held, marked, after(1))).toBe(NO_SHOW_MESSAGES.alreadyReported);
    expect(markClientAbsentRefusal(held, reported, after(3))).toBe(NO_SHOW_MESSAGES.alreadyReported);
  });

  it('lets the client answer the coach’s mark with a report, which is disputed at once', () => {
    expect(reportCoachAbsentRefusal(held, marked, after(1))).toBeNull();
    expect(reportCoachAbsentRefusal(held, reported, after(3))).toBe(NO_SHOW_MESSAGES.alreadyReported);
  });

  it('gives the coach 48 hours from the report to dispute it, inclusive', () => {
    expect(disputeUntil(after(2))).toEqual(after(50));
    expect(disputeRefusal(reported, after(50))).toBeNull();
    expect(disputeRefusal(reported, new Date(after(50).getTime() + 1))).toBe(NO_SHOW_MESSAGES.disputeClosed);
    expect(disputeRefusal(null, after(3))).toBe(NO_SHOW_MESSAGES.noReport);
    expect(disputeRefusal({ state: 'disputed', disputeUntil: after(50) }, after(3))).toBe(NO_SHOW_MESSAGES.noReport);
  });

  it('holds completion and earnings only while a report is open', () => {
    expect(['reported', 'disputed'].every((s) => isOpenNoShow(s as 'reported'))).toBe(true);
    expect(['client_absent', 'refunded', 'not_refunded', null].some((s) => isOpenNoShow(s as 'refunded' | null))).toBe(false);
  });
});
