// POST /api/coaches (onboarding create/update), GET and PUT /api/coaches/me.
// '/api/coaches/me' is a static route, so Fastify's router prefers it over the
// public '/api/coaches/:id'.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCoachMe, ZCreateCoachProfileRequest, ZEditCoachProfileRequest } from '../../../shared/schemas/coach-profile.js';
import type { AppConfig } from '../../config.js';
import { mustHaveRole, requireRole } from '../../http/guards.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { createCoachProfileService } from './service.js';

// Absolute URLs (the calendar feed) use PUBLIC_URL, else localhost: never the
// request's Host header, which the sender controls. Same rule as calendar-feed.
export function baseUrlOf(config: AppConfig, _request?: FastifyRequest): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

const coachOnly = { onRequest: mustHaveRole('coach') };
// A profile form may still carry the photo as a data URL in profileImage; it
// is ignored here, but must not turn a save into a 413.
const withPhoto = { ...coachOnly, bodyLimit: 8 * 1024 * 1024 };

export const coachProfileRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { config, database }) => {
  const service = createCoachProfileService({ db: database.db });

  app.post(
    '/api/coaches',
    { ...withPhoto, schema: { body: ZCreateCoachProfileRequest, response: { 200: ZCoachMe, 201: ZCoachMe } } },
    async (request, reply) => {
      const user = requireRole(request, 'coach');
      const { created, profile } = await service.createOrUpdate(user.id, request.body, baseUrlOf(config, request));
      return reply.status(created ? 201 : 200).send(profile);
    },
  );

  app.get('/api/coaches/me', { ...coachOnly, schema: { response: { 200: ZCoachMe } } }, async (request) => {
    const user = requireRole(request, 'coach');
    return service.me(user.id, baseUrlOf(config, request));
  });

  app.put('/api/coaches/me', { ...withPhoto, schema: { body: ZEditCoachProfileRequest, response: { 200: ZCoachMe } } }, async (request) => {
    const user = requireRole(request, 'coach');
    return service.edit(user.id, request.body, baseUrlOf(config, request));
  });
};
