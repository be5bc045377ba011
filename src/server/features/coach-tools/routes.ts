import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COACH_TOOLS_MESSAGES,
  ZCoachHistoryPage,
  ZCoachHistoryQuery,
  ZSessionNotes,
  ZUpdateSessionNotesRequest,
} from '../../../shared/schemas/coach-tools.js';
import { mustBeSignedIn, mustHaveRole, requireRole, requireUser } from '../../http/guards.js';
import { parseRowId, ZIdParams } from '../../http/params.js';
import type { RouteDeps } from '../../http/route-deps.js';

const parseBookingId = (raw: string) => parseRowId(raw, COACH_TOOLS_MESSAGES.bookingNotFound);
import { createCoachToolsService } from './service.js';

export const coachToolsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { database, now }) => {
  const service = createCoachToolsService({ db: database.db, now });

  app.get(
    '/api/coach/bookings/history',
    { onRequest: mustHaveRole('coach'), schema: { querystring: ZCoachHistoryQuery, response: { 200: ZCoachHistoryPage } } },
    async (request) => service.history(requireRole(request, 'coach'), request.query),
  );

  // Any signed-in user may ask; only the booking's coach gets anything but a 404.
  app.get(
    '/api/bookings/:id/notes',
    { onRequest: mustBeSignedIn, schema: { params: ZIdParams, response: { 200: ZSessionNotes } } },
    async (request) => service.getNotes(requireUser(request), parseBookingId(request.params.id)),
  );

  app.put(
    '/api/bookings/:id/notes',
    { onRequest: mustBeSignedIn, schema: { params: ZIdParams, body: ZUpdateSessionNotesRequest, response: { 200: ZSessionNotes } } },
    async (request) => service.saveNotes(requireUser(request), parseBookingId(request.params.id), request.body.notes),
  );
};
