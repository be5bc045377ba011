import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCurrentUser, ZLoginRequest, ZRegisterRequest } from '../../../shared/schemas/auth.js';
import type { AppConfig } from '../../config.js';
import { requireUser } from '../../http/guards.js';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../../http/session.js';
import type { AuthService } from './service.js';

type Options = { config: AppConfig; auth: AuthService };

export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { config, auth }) => {
  app.post('/api/register', { schema: { body: ZRegisterRequest, response: { 201: ZCurrentUser } } }, async (request, reply) => {
    const signedIn = await auth.register(request.body, request.headers['user-agent']);
    setSessionCookie(reply, config, signedIn.token, signedIn.expiresAt);
    return reply.status(201).send(signedIn.user);
  });

  app.post('/api/login', { schema: { body: ZLoginRequest, response: { 200: ZCurrentUser } } }, async (request, reply) => {
    // A login replaces whatever session the browser had.
    await auth.logout(readSessionToken(request, config));
    const signedIn = await auth.login(request.body, request.headers['user-agent']);
    setSessionCookie(reply, config, signedIn.token, signedIn.expiresAt);
    return signedIn.user;
  });

  app.post('/api/logout', { schema: { response: { 200: z.object({ success: z.literal(true) }) } } }, async (request, reply) => {
    await auth.logout(readSessionToken(request, config));
    clearSessionCookie(reply, config);
    return { success: true as const };
  });

  app.get('/api/user', { schema: { response: { 200: ZCurrentUser } } }, async (request) => requireUser(request));
};
