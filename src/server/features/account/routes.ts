import type { accountEndpoints } from '../../../shared/api/endpoints/account.js';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth.js';
import { NotSignedInError } from '../../errors/domain-errors.js';
import type { EndpointHandlers } from '../../http/endpoint-routes.js';
import { requireUser } from '../../http/guards.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { readSessionToken } from '../../http/session.js';
import { createAccountService } from './service.js';

export function accountHandlers({ config, database, now }: RouteDeps): EndpointHandlers<typeof accountEndpoints.endpoints> {
  const service = createAccountService({ db: database.db, now });
  return {
    updateProfile: async (request) => service.updateProfile(requireUser(request), request.body),

    changeLanguage: async (request) => service.changeLanguage(requireUser(request), request.body),

    changePassword: async (request) => {
      const user = requireUser(request);
      const token = readSessionToken(request, config);
      // A resolved user always came with a cookie; this only satisfies the type.
      if (!token) throw new NotSignedInError(AUTH_MESSAGES.notAuthenticated);
      await service.changePassword(user, request.body, token);
      return { success: true as const };
    },
  };
}
