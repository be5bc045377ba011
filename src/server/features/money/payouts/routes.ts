// The coach's payout account (docs/product/payouts.md). Only the signed-in
// coach, for their own account: no route takes an account or coach id.
//   GET  /api/coach/payouts                  the state the dashboard shows
//   POST /api/coach/payouts/onboarding-link  a fresh link to (the stand-in for) Stripe's onboarding
//   POST /api/coach/payouts/refresh          read the state back from the provider
// In test mode, the stand-in onboarding page's two calls:
//   GET  /api/payouts/test-onboarding/:token
//   POST /api/payouts/test-onboarding/:token  {outcome}
import type { payoutEndpoints } from '../../../../shared/api/endpoints/payouts.js';
import { PAYOUT_MESSAGES } from '../../../../shared/schemas/payouts.js';
import { coachProfiles } from '../../../db/schema.js';
import { findCoachByUserId } from '../../../db/queries/coach-by-user.js';
import { NotFoundError } from '../../../errors/domain-errors.js';
import type { EndpointHandlers } from '../../../http/endpoint-routes.js';
import { requireRole } from '../../../http/guards.js';
import type { RouteDeps } from '../../../http/route-deps.js';
import { createPayoutAccounts } from '../../../integrations/payments/create-payout-accounts.js';
import { createPayoutsRepository } from './repository.js';
import { createPayoutsService } from './service.js';
import { publicOrigin } from '../../../config.js';

// The stand-in sends the coach back within this site only.
const pathOf = (url: string) => {
  const parsed = new URL(url, 'http://stand-in');
  return `${parsed.pathname}${parsed.search}`;
};

export function payoutsHandlers({ config, database, now }: RouteDeps): EndpointHandlers<typeof payoutEndpoints.endpoints> {
  const { gateway, testMode } = createPayoutAccounts(database.db, now, config.payments);
  const service = createPayoutsService({
    db: database.db,
    gateway,
    baseUrl: publicOrigin(config),
    now,
  });
  const repo = createPayoutsRepository(database.db);

  // The open link, if it is this coach's own: anyone else's link is "not found".
  async function ownLink(userId: number, token: string) {
    if (!testMode) throw new NotFoundError(PAYOUT_MESSAGES.testModeOnly);
    const coach = await findCoachByUserId(database.db, userId, { id: coachProfiles.id });
    const account = coach ? await repo.findByCoach(coach.id) : undefined;
    const link = await testMode.findLink(token);
    if (!link || !account || account.accountId !== link.accountId) throw new NotFoundError(PAYOUT_MESSAGES.linkUnknown);
    return { testMode, link };
  }

  return {
    getPayoutAccount: async (request) => service.status(requireRole(request, 'coach').id),

    createPayoutOnboardingLink: async (request) => service.onboardingLink(requireRole(request, 'coach').id),

    refreshPayoutAccount: async (request) => service.refresh(requireRole(request, 'coach').id),

    getTestOnboardingLink: async (request) => {
      const { link } = await ownLink(requireRole(request, 'coach').id, request.params.token);
      return { accountId: link.accountId, returnUrl: pathOf(link.returnUrl) };
    },

    completeTestOnboarding: async (request) => {
      const { testMode: simulation } = await ownLink(requireRole(request, 'coach').id, request.params.token);
      const done = await simulation.completeLink(request.params.token, request.body.outcome);
      if (!done) throw new NotFoundError(PAYOUT_MESSAGES.linkUnknown);
      return { returnUrl: pathOf(done.returnUrl) };
    },
  };
}
