import type { authEndpoints } from '../../../shared/api/endpoints/auth.js';
import type { AppConfig } from '../../config.js';
import type { EndpointHandlers } from '../../http/endpoint-routes.js';
import { requireUser } from '../../http/guards.js';
import { requestLocale } from '../../http/request-locale.js';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../../http/session.js';
import type { AuthService } from './service.js';

type Options = { config: AppConfig; auth: AuthService };

export function authHandlers({ config, auth }: Options): EndpointHandlers<typeof authEndpoints.endpoints> {
  return {
    register: async (request, reply) => {
      // The account starts in the language the visitor chose or their browser asks for.
      const signedIn = await auth.register(request.body, request.headers['user-agent'], requestLocale(request));
      setSessionCookie(reply, config, signedIn.token, signedIn.expiresAt);
      return signedIn.user;
    },

    // The limit is checked before the password hash, so a refused guess costs one counter update.
    login: async (request, reply) => {
      // A login replaces whatever session the browser had.
      await auth.logout(readSessionToken(request, config));
      const signedIn = await auth.login(request.body, request.headers['user-agent']);
      setSessionCookie(reply, config, signedIn.token, signedIn.expiresAt);
      return signedIn.user;
    },

    logout: async (request, reply) => {
      await auth.logout(readSessionToken(request, config));
      clearSessionCookie(reply, config);
      return { success: true as const };
    },

    getCurrentUser: async (request) => requireUser(request),
  };
}
