import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZChangePasswordRequest, ZChangePasswordResponse, ZUpdateProfileRequest } from '../../../shared/schemas/account.js';
import { AUTH_MESSAGES, ZCurrentUser } from '../../../shared/schemas/auth.js';
import { NotSignedInError } from '../../errors/domain-errors.js';
import { mustBeSignedIn, requireUser } from '../../http/guards.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { readSessionToken } from '../../http/session.js';
import { createAccountService } from './service.js';

export const accountRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { config, database, now }) => {
  const service = createAccountService({ db: database.db, now });

  app.patch(
    '/api/user/profile',
    { onRequest: mustBeSignedIn, schema: { body: ZUpdateProfileRequest, response: { 200: ZCurrentUser } } },
    async (request) => service.updateProfile(requireUser(request), request.body),
  );

  app.post(
    '/api/user/password',
    { onRequest: mustBeSignedIn, schema: { body: ZChangePasswordRequest, response: { 200: ZChangePasswordResponse } } },
    async (request) => {
      const user = requireUser(request);
      const token = readSessionToken(request, config);
      // A resolved user always came with a cookie; this only satisfies the type.
      if (!token) throw new NotSignedInError(AUTH_MESSAGES.notAuthenticated);
      await service.changePassword(user, request.body, token);
      return { success: true as const };
    },
  );
};
