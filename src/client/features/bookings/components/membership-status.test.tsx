import { describe, expect, it } from 'vitest';
import { membershipLine } from './membership-status';

// What "My packages" says of a membership in each state (docs/decisions/0067-membership-renewals.md).
describe('membershipLine', () => {
  const base = { renewsOn: null, graceUntil: null, endsOn: null };
  it('says when it renews, when the card must be updated by, and when a cancelled or ended one ends', () => {
    expect(membershipLine({ ...base, state: 'renewing', renewsOn: '2030-02-07T06:00:00.000Z' }, 'UTC')).toBe('Renews on Feb 7, 2030');
    expect(membershipLine({ ...base, state: 'payment_failed', graceUntil: '2030-02-10T06:00:00.000Z' }, 'UTC')).toBe(
      'Payment failed — update your card by Feb 10, 2030',
    );
    expect(membershipLine({ ...base, state: 'cancelled', endsOn: '2030-04-07T06:00:00.000Z' }, 'UTC')).toBe(
      'Cancelled · ends on Apr 7, 2030',
    );
    expect(membershipLine({ ...base, state: 'ended', endsOn: '2030-03-07T06:00:00.000Z' }, 'UTC')).toBe(
      'Ended · credits usable until Mar 7, 2030',
    );
  });
  it("uses the client's zone for the date", () => {
    expect(membershipLine({ ...base, state: 'renewing', renewsOn: '2030-02-07T02:00:00.000Z' }, 'America/New_York')).toBe(
      'Renews on Feb 6, 2030',
    );
  });
});
