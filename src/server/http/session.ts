// Resolves the signed-in user from the session cookie once per request and
// offers the cookie helpers the auth routes use.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';
import { SESSION_HINT_COOKIE } from '../../shared/session-hint.js';
import { type PublicUser } from '../db/queries/people.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: PublicUser | null;
  }
}

// What the HTTP edge asks of the sessions. The auth feature's service provides
// it (app.ts passes that service in), so this layer never imports a feature.
export type Sessions = {
  userForToken(token: string): Promise<PublicUser | undefined>;
  // Signs a user out everywhere (the admin's deactivation).
  endAllSessions(userId: number): Promise<void>;
};

export function sessionCookieName(config: AppConfig): string {
  // __Host- forbids Domain and requires Secure + Path=/, so no subdomain can plant it.
  return config.isProduction ? '__Host-sid' : 'sid';
}

export function registerSessionResolution(app: FastifyInstance, config: AppConfig, auth: Sessions) {
  const cookieName = sessionCookieName(config);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[cookieName];
    if (token) request.user = (await auth.userForToken(token)) ?? null;
    // A session that has ended (expired, signed out elsewhere, deactivated): the browser drops its
    // cookie and the signed-in hint, so its pages stop asking who is signed in.
    if (!request.user && (token || request.cookies[SESSION_HINT_COOKIE])) clearSessionCookie(reply, config);
  });
}

export function readSessionToken(request: FastifyRequest, config: AppConfig): string | undefined {
  return request.cookies[sessionCookieName(config)];
}

export function setSessionCookie(reply: FastifyReply, config: AppConfig, token: string, expiresAt: Date) {
  reply.setCookie(sessionCookieName(config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    expires: expiresAt,
  });
  // Readable by the page, so it asks who is signed in only when someone may be (src/shared/session-hint.ts).
  reply.setCookie(SESSION_HINT_COOKIE, '1', { path: '/', sameSite: 'lax', secure: config.isProduction, expires: expiresAt });
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig) {
  reply.clearCookie(sessionCookieName(config), { path: '/', httpOnly: true, sameSite: 'lax', secure: config.isProduction });
  reply.clearCookie(SESSION_HINT_COOKIE, { path: '/', sameSite: 'lax', secure: config.isProduction });
}
