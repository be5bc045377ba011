// No-show routes (docs/product/no-shows.md). The role guard runs before the body is read: the
// coach's actions take coaches only, the client's report clients only, the queue admins only;
// a party of another booking gets 404 like for any booking not theirs.
import { listingRuleOf } from '../../db/queries/listable-coach.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BOOKING_MESSAGES, ZBooking } from '../../../shared/schemas/bookings.js';
import { ZNoShowCaseList, ZNoShowDecisionRequest, ZNoShowStatementRequest } from '../../../shared/schemas/no-shows.js';
import { mustHaveRole, requireUser } from '../../http/guards.js';
import { parseRowId, ZIdParams } from '../../http/params.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { createPaymentGateway } from '../../integrations/payments/create-payment-gateway.js';
import type { BookingMessaging } from '../bookings/messaging.js';
import { createBookingsService } from '../bookings/service.js';
import { createNoShowsService } from './service.js';

const parseBookingId = (raw: string) => parseRowId(raw, BOOKING_MESSAGES.bookingNotFound);

export const noShowsRoutes: FastifyPluginAsyncZod<RouteDeps & { messaging?: BookingMessaging }> = async (
  app,
  { config, database, now, messaging },
) => {
  const bookings = createBookingsService({
    db: database.db,
    gateway: createPaymentGateway(database.db, now, config.payments),
    now,
    listing: listingRuleOf(config.payments),
    messaging,
  });
  const service = createNoShowsService({ db: database.db, bookings, now });
  const statement = { params: ZIdParams, body: ZNoShowStatementRequest, response: { 200: ZBooking } };

  app.post('/api/bookings/:id/no-show/client-absent', { onRequest: mustHaveRole('coach'), schema: statement }, async (request) =>
    service.markClientAbsent(requireUser(request), parseBookingId(request.params.id), request.body.statement),
  );

  app.post('/api/bookings/:id/no-show/coach-absent', { onRequest: mustHaveRole('client'), schema: statement }, async (request) =>
    service.reportCoachAbsent(requireUser(request), parseBookingId(request.params.id), request.body.statement),
  );

  app.post('/api/bookings/:id/no-show/dispute', { onRequest: mustHaveRole('coach'), schema: statement }, async (request) =>
    service.dispute(requireUser(request), parseBookingId(request.params.id), request.body.statement),
  );

  app.get('/api/admin/no-shows', { onRequest: mustHaveRole('admin'), schema: { response: { 200: ZNoShowCaseList } } }, async () =>
    service.queue(),
  );

  app.post(
    '/api/admin/no-shows/:id/decision',
    { onRequest: mustHaveRole('admin'), schema: { params: ZIdParams, body: ZNoShowDecisionRequest, response: { 200: ZNoShowCaseList } } },
    async (request) => {
      await service.decide(requireUser(request), parseBookingId(request.params.id), request.body);
      return service.queue();
    },
  );
};
