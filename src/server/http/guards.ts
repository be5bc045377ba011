// Authorisation is decided here, from the session, never from ids in the request.
import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, type TRole } from '../../shared/schemas/auth.js';
import { ForbiddenError, NotSignedInError } from '../errors/domain-errors.js';
import { type PublicUser } from '../db/queries/people.js';

export function requireUser(request: FastifyRequest): PublicUser {
  if (!request.user) throw new NotSignedInError(AUTH_MESSAGES.notAuthenticated);
  return request.user;
}

export function requireRole(request: FastifyRequest, ...roles: TRole[]): PublicUser {
  const user = requireUser(request);
  if (!roles.includes(user.role)) throw new ForbiddenError('You do not have permission to do that.');
  return user;
}

// The guard of every route that needs a session, as its onRequest hook (or
// the plugin's, for a whole feature such as admin): it runs before anything
// is parsed or validated, so a visitor gets 401 and a wrong role 403 whatever
// was sent (the authorization matrix checks this). Handlers then take the
// user with requireUser / requireRole, which also narrows its type.
export const mustBeSignedIn = async (request: FastifyRequest) => void requireUser(request);
export const mustHaveRole =
  (...roles: TRole[]) =>
  async (request: FastifyRequest) =>
    void requireRole(request, ...roles);
