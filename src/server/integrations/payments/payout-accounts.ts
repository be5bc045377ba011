// Coaches' payout accounts behind one interface: Stripe Connect Express
// accounts (stripe-payout-accounts.ts) or the test-mode gateway's simulation
// (test-mode-payout-accounts.ts), which goes through the same states with a
// page standing in for Stripe's hosted onboarding.

// What the provider says about an account; the app stores a copy of it.
export type PayoutAccountSnapshot = {
  accountId: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  // requirements.currently_due + past_due: what the coach still has to give.
  requirementsDue: string[];
  // requirements.pending_verification: what Stripe is checking.
  pendingVerification: string[];
  disabledReason: string | null;
};

// The provider has no such account (the test-mode gateway's record was wiped,
// e.g. by a database reset): the app treats payouts as not started.
export class PayoutAccountMissingError extends Error {
  constructor(accountId: string) {
    super(`No such payout account: ${accountId}`);
    this.name = 'PayoutAccountMissingError';
  }
}

export type CreateAccountInput = { coachId: number; email: string; idempotencyKey: string };
export type AccountLinkInput = { accountId: string; returnUrl: string; refreshUrl: string };

export type PayoutAccountGateway = {
  provider: 'test' | 'stripe';
  createAccount: (input: CreateAccountInput) => Promise<PayoutAccountSnapshot>;
  // A one-time URL of the hosted onboarding; it sends the coach back to returnUrl
  // when done and to refreshUrl when the link has expired.
  createAccountLink: (input: AccountLinkInput) => Promise<{ url: string }>;
  retrieveAccount: (accountId: string) => Promise<PayoutAccountSnapshot>;
};
