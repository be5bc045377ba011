import { describe, expect, it } from 'vitest';
import { requirementLabels } from '../../../../shared/schemas/payouts.js';
import type { PayoutAccountSnapshot } from '../../../integrations/payments/payout-accounts.js';
import { payoutStateOf } from './payout-state.js';

const account = (overrides: Partial<PayoutAccountSnapshot>): PayoutAccountSnapshot => ({
  accountId: 'acct_1',
  chargesEnabled: false,
  payoutsEnabled: false,
  detailsSubmitted: true,
  requirementsDue: [],
  pendingVerification: [],
  disabledReason: null,
  ...overrides,
});

describe('payout state', () => {
  it('is not started without an account, or while onboarding was left before submitting', () => {
    expect(payoutStateOf(undefined)).toBe('not_started');
    expect(payoutStateOf(account({ detailsSubmitted: false, requirementsDue: ['external_account'] }))).toBe('not_started');
  });
  it('is enabled once Stripe enables payouts, restricted while something is due, pending otherwise', () => {
    expect(payoutStateOf(account({ payoutsEnabled: true, chargesEnabled: true }))).toBe('enabled');
    expect(payoutStateOf(account({ requirementsDue: ['external_account'] }))).toBe('restricted');
    expect(payoutStateOf(account({ pendingVerification: ['individual.verification.document'] }))).toBe('pending');
  });
});

describe('requirement labels', () => {
  it('names the known codes in words, once each, and keeps unknown codes recognisable', () => {
    expect(
      requirementLabels([
        'individual.dob.day',
        'individual.dob.month',
        'external_account',
        'individual.address.city',
        'person_x.relationship',
      ]),
    ).toEqual([
      'Your date of birth',
      'A bank account for your payouts',
      'Your home address',
      'Other details Stripe asks for (person_x.relationship)',
    ]);
  });
});
