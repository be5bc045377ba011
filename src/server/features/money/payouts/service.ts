// A coach's payout account: start or continue onboarding, and read the state
// back from the provider. The state only ever comes from the gateway (on the
// coach's return, or an account.updated webhook), never from the browser.
import { createHash } from 'node:crypto';
import { requirementLabels, type TPayoutAccount } from '../../../../shared/schemas/payouts.js';
import { COACH_PROFILE_MESSAGES } from '../../../../shared/schemas/coach-profile.js';
import type { Database } from '../../../db/client.js';
import { findCoachByUserId } from '../../../db/queries/coach-by-user.js';
import { coachProfiles, users } from '../../../db/schema.js';
import { NotFoundError } from '../../../errors/domain-errors.js';
import {
  PayoutAccountMissingError,
  type PayoutAccountGateway,
  type PayoutAccountSnapshot,
} from '../../../integrations/payments/payout-accounts.js';
import { payoutStateOf } from './payout-state.js';
import { createPayoutsRepository, type StoredPayoutAccount } from './repository.js';

// Where Stripe sends the coach back (return) or for a fresh link (refresh).
export const PAYOUT_RETURN_PATH = '/coach/payouts/return';
export const PAYOUT_REFRESH_PATH = '/coach/payouts/refresh';

type PayoutsServiceDeps = { db: Database; gateway: PayoutAccountGateway; baseUrl: string; now: () => Date };

export function createPayoutsService({ db, gateway, baseUrl, now }: PayoutsServiceDeps) {
  const repo = createPayoutsRepository(db);

  async function coachOf(userId: number) {
    const coach = await findCoachByUserId(db, userId, { id: coachProfiles.id, email: users.email });
    if (!coach) throw new NotFoundError(COACH_PROFILE_MESSAGES.notFound);
    return coach;
  }

  // The stored account, unless it belongs to the other provider (test mode vs Stripe).
  async function currentAccount(coachId: number): Promise<StoredPayoutAccount | undefined> {
    const stored = await repo.findByCoach(coachId);
    return stored?.provider === gateway.provider ? stored : undefined;
  }

  // Runs a gateway call on the stored account; when the provider no longer
  // knows it, forgets it so payouts read as not started, and answers `missing`.
  async function onAccount<T>(coachId: number, call: () => Promise<T>, missing: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof PayoutAccountMissingError)) throw error;
      await repo.forget(coachId);
      return missing();
    }
  }

  const view = (account: StoredPayoutAccount | undefined): TPayoutAccount => ({
    state: payoutStateOf(account),
    provider: gateway.provider,
    requiredForListing: gateway.provider === 'stripe',
    started: account !== undefined,
    requirementsDue: account?.detailsSubmitted ? requirementLabels(account.requirementsDue) : [],
  });

  return {
    async status(userId: number): Promise<TPayoutAccount> {
      return view(await currentAccount((await coachOf(userId)).id));
    },

    // Creates the account on first use, then a fresh one-time onboarding link.
    async onboardingLink(userId: number): Promise<{ url: string }> {
      const coach = await coachOf(userId);
      const linkFor = (accountId: string) =>
        gateway.createAccountLink({
          accountId,
          returnUrl: `${baseUrl}${PAYOUT_RETURN_PATH}`,
          refreshUrl: `${baseUrl}${PAYOUT_REFRESH_PATH}`,
        });
      const startAccount = async () => {
        await repo.forget(coach.id);
        // One account per coach and e-mail, even when two clicks race.
        const key = `payout-account-${coach.id}-${createHash('sha256').update(coach.email).digest('hex').slice(0, 16)}`;
        const created = await gateway.createAccount({ coachId: coach.id, email: coach.email, idempotencyKey: key });
        return linkFor((await repo.insert(coach.id, gateway.provider, created, now())).accountId);
      };
      const account = await currentAccount(coach.id);
      if (!account) return startAccount();
      // An account the provider no longer knows is replaced by a new one.
      return onAccount(coach.id, () => linkFor(account.accountId), startAccount);
    },

    // Asks the provider for the account's state and keeps a copy.
    async refresh(userId: number): Promise<TPayoutAccount> {
      const coach = await coachOf(userId);
      const account = await currentAccount(coach.id);
      if (!account) return view(undefined);
      return onAccount(
        coach.id,
        async () => {
          const fresh = await gateway.retrieveAccount(account.accountId);
          await repo.saveSnapshot(fresh, now());
          return view({ ...fresh, provider: account.provider });
        },
        async () => view(undefined),
      );
    },
  };
}

// For the account.updated webhook: Stripe's own word on the account, applied
// inside the webhook's transaction. False when no coach has this account.
export async function saveAccountSnapshot(db: Database, snapshot: PayoutAccountSnapshot, now: Date): Promise<boolean> {
  return createPayoutsRepository(db).saveSnapshot(snapshot, now);
}
