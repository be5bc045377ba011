import type { coachToolsEndpoints } from '../../../shared/api/endpoints/coach-tools.js';
import { COACH_TOOLS_MESSAGES } from '../../../shared/schemas/coach-tools.js';
import type { EndpointHandlers } from '../../http/endpoint-routes.js';
import { requireRole, requireUser } from '../../http/guards.js';
import { parseRowId } from '../../http/params.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { createCoachToolsService } from './service.js';

const parseBookingId = (raw: string) => parseRowId(raw, COACH_TOOLS_MESSAGES.bookingNotFound);

export function coachToolsHandlers({ database, now }: RouteDeps): EndpointHandlers<typeof coachToolsEndpoints.endpoints> {
  const service = createCoachToolsService({ db: database.db, now });

  return {
    listCoachHistory: async (request) => service.history(requireRole(request, 'coach'), request.query),

    // Any signed-in user may ask; only the booking's coach gets anything but a 404.
    getSessionNotes: async (request) => service.getNotes(requireUser(request), parseBookingId(request.params.id)),

    saveSessionNotes: async (request) => service.saveNotes(requireUser(request), parseBookingId(request.params.id), request.body.notes),
  };
}
