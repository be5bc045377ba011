import { describe, expect, it } from 'vitest';
import { HOUR_MS } from './time-units.js';
import {
  MAX_RESCHEDULES,
  openProposal,
  PROPOSAL_MESSAGES,
  proposalRefusal,
  RESCHEDULE_MESSAGES,
  rescheduleRefusal,
  statusAfterMove,
  STATUS_AFTER_ACCEPTED_PROPOSAL,
} from './reschedule.js';

const start = new Date('2030-06-10T15:00:00Z');
const booking = { status: 'confirmed' as const, startTime: start, cancellationPolicy: 'flexible' as const, rescheduleCount: 0 };
const before = (hours: number) => new Date(start.getTime() - hours * HOUR_MS);

describe('rescheduleRefusal', () => {
  it('allows a move until the full-refund cutoff, exactly on it included', () => {
    expect(rescheduleRefusal(booking, before(100))).toBeNull();
    expect(rescheduleRefusal(booking, before(24))).toBeNull();
    expect(rescheduleRefusal(booking, new Date(before(24).getTime() + 1))).toBe(RESCHEDULE_MESSAGES.tooLate);
    expect(rescheduleRefusal({ ...booking, cancellationPolicy: 'strict' }, before(100))).toBe(RESCHEDULE_MESSAGES.tooLate);
    expect(rescheduleRefusal({ ...booking, cancellationPolicy: 'strict' }, before(168))).toBeNull();
  });

  it('allows at most two moves', () => {
    expect(rescheduleRefusal({ ...booking, rescheduleCount: MAX_RESCHEDULES - 1 }, before(100))).toBeNull();
    expect(rescheduleRefusal({ ...booking, rescheduleCount: MAX_RESCHEDULES }, before(100))).toBe(RESCHEDULE_MESSAGES.tooMany);
  });

  it('never moves a cancelled or completed booking', () => {
    expect(rescheduleRefusal({ ...booking, status: 'cancelled' }, before(100))).toBe(RESCHEDULE_MESSAGES.notMovable);
    expect(rescheduleRefusal({ ...booking, status: 'completed' }, before(100))).toBe(RESCHEDULE_MESSAGES.notMovable);
    expect(rescheduleRefusal({ ...booking, status: 'pending' }, before(100))).toBeNull();
  });
});

it('sends a confirmed booking back to the coach and leaves a pending one pending', () => {
  expect(statusAfterMove('confirmed')).toBe('pending');
  expect(statusAfterMove('pending')).toBe('pending');
});

describe('the coach’s proposal', () => {
  const proposed = new Date('2030-06-12T15:00:00Z');
  const withProposal = { ...booking, proposedStartTime: proposed };

  it('stays open while the booking could be moved, and lapses with the cutoff, the status or the moves', () => {
    expect(openProposal(withProposal, before(24))).toEqual(proposed);
    expect(openProposal(withProposal, new Date(before(24).getTime() + 1))).toBeNull();
    expect(openProposal({ ...withProposal, status: 'cancelled' }, before(100))).toBeNull();
    expect(openProposal({ ...withProposal, rescheduleCount: MAX_RESCHEDULES }, before(100))).toBeNull();
    expect(openProposal({ ...booking, proposedStartTime: null }, before(100))).toBeNull();
  });

  it('allows one open proposal at a time; a lapsed one does not count', () => {
    const other = new Date('2030-06-13T15:00:00Z');
    expect(proposalRefusal({ ...booking, proposedStartTime: null }, other, before(100))).toBeNull();
    expect(proposalRefusal(withProposal, other, before(100))).toBe(PROPOSAL_MESSAGES.alreadyOpen);
    expect(proposalRefusal(withProposal, proposed, before(100))).toBeNull();
    expect(proposalRefusal({ ...withProposal, status: 'completed' }, other, before(100))).toBe(RESCHEDULE_MESSAGES.notMovable);
    expect(proposalRefusal({ ...booking, proposedStartTime: null }, start, before(100))).toBe(PROPOSAL_MESSAGES.sameTime);
  });

  it('confirms the booking when the client accepts the coach’s time', () => {
    expect(STATUS_AFTER_ACCEPTED_PROPOSAL).toBe('confirmed');
  });
});
