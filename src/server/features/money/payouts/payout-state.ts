// The one place that turns a stored payout account into what the coach sees.
import type { TPayoutState } from '../../../../shared/schemas/payouts.js';
import type { PayoutAccountSnapshot } from '../../../integrations/payments/payout-accounts.js';

export function payoutStateOf(account: PayoutAccountSnapshot | undefined): TPayoutState {
  if (!account) return 'not_started';
  if (account.payoutsEnabled) return 'enabled';
  // Left Stripe's onboarding before submitting: the coach still has to go through it.
  if (!account.detailsSubmitted) return 'not_started';
  if (account.requirementsDue.length > 0) return 'restricted';
  return 'pending';
}
