import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCurrentUser, ZLoginRequest, ZRegisterRequest } from '../../../shared/schemas/auth.js';
import type { AppConfig } from '../../config.js';
import { mustBeSignedIn, requireUser } from '../../http/guards.js';
import type { RouteLimits } from '../../http/rate-limit/route-limits.js';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../../http/session.js';
import type { AuthService } from './service.js';

type Options = { config: AppConfig; auth: AuthService; rateLimits: RouteLimits };

export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { config, auth, rateLimits }) => {
  app.post(
    '/api/register',
    { preHandler: rateLimits.register, schema: { body: ZRegisterRequest, response: { 201: ZCurrentUser } } },
    async (request, reply) => {
      const signedIn = await auth.register(request.body, request.headers['user-agent']);
      setSessionCookie(reply, config, signedIn.token, signedIn.expiresAt);
      return reply.status(201).send(signedIn.user);
    },
  );

  // The limit is checked before the password hash, so a refused guess costs one counter update.
  app.post(
    '/api/login',
    { preHandler: rateLimits.login, schema: { body: ZLoginRequest, response: { 200: ZCurrentUser } } },
    async (request, reply) => {
      // A login replaces whatever session the browser had.
      await auth.logout(readSessionToken(request, config));
      const signedIn = await auth.login(request.body, request.headers['user-agent']);
      setSessionCookie(reply, config, signedIn.token, signedIn.expiresAt);
      return signedIn.user;
    },
  );

  app.post('/api/logout', { schema: { response: { 200: z.object({ success: z.literal(true) }) } } }, async (request, reply) => {
    await auth.logout(readSessionToken(request, config));
    clearSessionCookie(reply, config);
    return { success: true as const };
  });

  app.get('/api/user', { onRequest: mustBeSignedIn, schema: { response: { 200: ZCurrentUser } } }, async (request) => requireUser(request));
};
