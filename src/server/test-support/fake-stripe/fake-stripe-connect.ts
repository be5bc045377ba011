// The fake's Connect accounts and account links: enough of Stripe Connect for
// Express onboarding. A new account has everything due; a test then plays the
// coach on Stripe's hosted pages with setAccount() (what Stripe would record).
import { randomBytes } from 'node:crypto';
import { FakeStripeError, noSuchObject } from './fake-stripe-state.js';
import { stringRecord, text, type FormObject } from './form-body.js';

export type FakeAccount = {
  id: string;
  object: 'account';
  type: 'express';
  email: string | null;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  capabilities: Record<string, 'inactive' | 'pending' | 'active'>;
  metadata: Record<string, string>;
  requirements: {
    currently_due: string[];
    past_due: string[];
    eventually_due: string[];
    pending_verification: string[];
    disabled_reason: string | null;
  };
};

export type FakeAccountLink = { object: 'account_link'; url: string; created: number; expires_at: number; account: string };

const invalid = (message: string, param?: string) =>
  new FakeStripeError(400, { type: 'invalid_request_error', message, ...(param && { param }) });

const NEW_ACCOUNT_DUE = ['business_type', 'external_account', 'individual.dob.day', 'tos_acceptance.date'];

export function createFakeConnectState() {
  const accounts = new Map<string, FakeAccount>();
  const links: Array<FakeAccountLink & { return_url: string; refresh_url: string }> = [];

  function account(accountId: string): FakeAccount {
    const found = accounts.get(accountId);
    if (!found) throw noSuchObject('account', accountId);
    return found;
  }

  return {
    accounts,
    links,
    account,

    createAccount(body: FormObject): FakeAccount {
      if (text(body['type']) !== 'express') throw invalid('Only Express accounts are supported by this fake.', 'type');
      const created: FakeAccount = {
        id: `acct_${randomBytes(8).toString('hex')}`,
        object: 'account',
        type: 'express',
        email: text(body['email']) ?? null,
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        capabilities: { card_payments: 'inactive', transfers: 'inactive' },
        metadata: stringRecord(body['metadata']),
        requirements: {
          currently_due: [...NEW_ACCOUNT_DUE],
          past_due: [],
          eventually_due: [...NEW_ACCOUNT_DUE],
          pending_verification: [],
          disabled_reason: 'requirements.past_due',
        },
      };
      accounts.set(created.id, created);
      return created;
    },

    createAccountLink(body: FormObject): FakeAccountLink {
      const accountId = text(body['account']) ?? '';
      account(accountId);
      const returnUrl = text(body['return_url']);
      const refreshUrl = text(body['refresh_url']);
      if (text(body['type']) !== 'account_onboarding') throw invalid('Invalid type.', 'type');
      if (!returnUrl || !refreshUrl) throw invalid('return_url and refresh_url are required.', returnUrl ? 'refresh_url' : 'return_url');
      const created = Math.floor(Date.now() / 1000);
      const link = {
        object: 'account_link' as const,
        url: `https://connect.stripe.com/setup/e/${accountId}/${randomBytes(8).toString('hex')}`,
        created,
        expires_at: created + 300,
        account: accountId,
      };
      links.push({ ...link, return_url: returnUrl, refresh_url: refreshUrl });
      return link;
    },

    // Test helper: what the coach's time on Stripe's onboarding left the account like.
    setAccount(
      accountId: string,
      change: Partial<Omit<FakeAccount, 'requirements'>> & { requirements?: Partial<FakeAccount['requirements']> },
    ) {
      const current = account(accountId);
      const next = { ...current, ...change, requirements: { ...current.requirements, ...change.requirements } };
      accounts.set(accountId, next);
      return next;
    },
  };
}

export type FakeConnectState = ReturnType<typeof createFakeConnectState>;
