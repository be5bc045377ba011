// Cross-site request forgery: a state-changing request must come from our own
// pages. Browsers say where a request comes from in Sec-Fetch-Site (and in
// Origin for POST/PUT/PATCH/DELETE); a request from another site is refused
// with 403. Requests with neither header are not from a browser (curl, server
// to server), carry no ambient cookies of a victim, and are let through.
// Together with "JSON bodies only" (app.ts) a plain HTML form elsewhere can
// never change anything here.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError } from '../errors/domain-errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Stripe calls this from its servers, signed; it has its own verification.
const EXEMPT_PATHS = new Set(['/api/payments/webhook']);

export const CROSS_SITE_MESSAGE = 'This request came from another site and was refused.';

function originMatchesHost(origin: string, request: FastifyRequest): boolean {
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

export function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== 'null' && !originMatchesHost(origin, request)) return true;
  return origin === 'null';
}

export function registerSameOriginCheck(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (EXEMPT_PATHS.has(request.url.split('?')[0] ?? '')) return;
    if (isCrossSite(request)) throw new ForbiddenError(CROSS_SITE_MESSAGE);
  });
}
