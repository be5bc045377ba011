// POST /api/coaches (onboarding create/update), GET and PUT /api/coaches/me.
// '/api/coaches/me' is a static route, so Fastify's router prefers it over the
// public '/api/coaches/:id'.
import type { coachProfileEndpoints } from '../../../shared/api/endpoints/coach-profile.js';
import { publicOrigin } from '../../config.js';
import type { EndpointExtras, EndpointHandlers } from '../../http/endpoint-routes.js';
import { requireRole } from '../../http/guards.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { createCoachProfileService } from './service.js';

// A profile form may still carry the photo as a data URL in profileImage; it
// is ignored here, but must not turn a save into a 413.
const withPhoto = { bodyLimit: 8 * 1024 * 1024 };
export const coachProfileExtras: EndpointExtras<typeof coachProfileEndpoints.endpoints> = {
  createCoachProfile: withPhoto,
  editCoachProfile: withPhoto,
};

export function coachProfileHandlers({ config, database }: RouteDeps): EndpointHandlers<typeof coachProfileEndpoints.endpoints> {
  const service = createCoachProfileService({ db: database.db });

  return {
    createCoachProfile: async (request, reply) => {
      const user = requireRole(request, 'coach');
      const { created, profile } = await service.createOrUpdate(user.id, request.body, publicOrigin(config));
      return reply.status(created ? 201 : 200).send(profile);
    },

    getCoachMe: async (request) => {
      const user = requireRole(request, 'coach');
      return service.me(user.id, publicOrigin(config));
    },

    editCoachProfile: async (request) => {
      const user = requireRole(request, 'coach');
      return service.edit(user.id, request.body, publicOrigin(config));
    },
  };
}
