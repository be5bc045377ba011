import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listingRuleOf } from '../../db/queries/listable-coach.js';
import {
  BOOKING_MESSAGES,
  ZBooking,
  ZBookingList,
  ZCreateBookingRequest,
  ZCreatePaymentIntentRequest,
  ZCreatePaymentIntentResponse,
  ZIdempotencyKey,
  ZJoinInfo,
  ZRescheduleBookingRequest,
  ZUpdateBookingStatusRequest,
} from '../../../shared/schemas/bookings.js';
import { InvalidInputError } from '../../errors/domain-errors.js';
import { mustBeSignedIn, mustHaveRole, requireUser } from '../../http/guards.js';
import { parseRowId, ZIdParams } from '../../http/params.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { createPaymentGateway } from '../../integrations/payments/create-payment-gateway.js';
import type { BookingMessaging } from './messaging.js';
import { createBookingsService } from './service.js';

const parseBookingId = (raw: string) => parseRowId(raw, BOOKING_MESSAGES.bookingNotFound);

export const bookingsRoutes: FastifyPluginAsyncZod<RouteDeps & { messaging?: BookingMessaging }> = async (
  app,
  { config, database, now, messaging, rateLimits },
) => {
  const service = createBookingsService({
    db: database.db,
    gateway: createPaymentGateway(database.db, now, config.payments),
    now,
    listing: listingRuleOf(config.payments),
    messaging,
  });

  app.post(
    '/api/create-payment-intent',
    { onRequest: mustHaveRole('client'), schema: { body: ZCreatePaymentIntentRequest, response: { 200: ZCreatePaymentIntentResponse } } },
    async (request) => service.createPaymentIntent(requireUser(request), request.body),
  );

  app.post(
    '/api/bookings',
    {
      onRequest: mustHaveRole('client'),
      preHandler: rateLimits.bookingCreate,
      schema: { body: ZCreateBookingRequest, response: { 200: ZBooking, 201: ZBooking } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const key = ZIdempotencyKey.safeParse(request.headers['idempotency-key'] ?? request.body.idempotencyKey);
      if (!key.success) throw new InvalidInputError(BOOKING_MESSAGES.idempotencyKey, { idempotencyKey: BOOKING_MESSAGES.idempotencyKey });
      const { booking, created } = await service.createBooking(user, request.body, key.data);
      return reply.status(created ? 201 : 200).send(booking);
    },
  );

  app.patch(
    '/api/bookings/:id/status',
    { onRequest: mustBeSignedIn, schema: { params: ZIdParams, body: ZUpdateBookingStatusRequest, response: { 200: ZBooking } } },
    async (request) => service.changeStatus(requireUser(request), parseBookingId(request.params.id), request.body.status),
  );

  // A new start time for a booking, answered with the booking.
  const newTime = { params: ZIdParams, body: ZRescheduleBookingRequest, response: { 200: ZBooking } };

  // Only the booking's client moves it (coaches and admins 403, other clients 404): docs/product/reschedule.md.
  app.post('/api/bookings/:id/reschedule', { onRequest: mustHaveRole('client'), schema: newTime }, async (request) =>
    service.reschedule(requireUser(request), parseBookingId(request.params.id), request.body),
  );

  // The coach proposes a new time; the booking's client accepts it, either party drops it
  // (decline or withdraw): docs/product/reschedule.md#the-coach-proposes.
  app.post('/api/bookings/:id/proposal', { onRequest: mustHaveRole('coach'), schema: newTime }, async (request) =>
    service.proposeTime(requireUser(request), parseBookingId(request.params.id), request.body),
  );

  app.post('/api/bookings/:id/proposal/accept', { onRequest: mustHaveRole('client'), schema: newTime }, async (request) =>
    service.acceptProposal(requireUser(request), parseBookingId(request.params.id), request.body),
  );

  app.delete(
    '/api/bookings/:id/proposal',
    { onRequest: mustBeSignedIn, schema: { params: ZIdParams, response: { 200: ZBooking } } },
    async (request) => service.dismissProposal(requireUser(request), parseBookingId(request.params.id)),
  );

  app.get('/api/user/bookings', { onRequest: mustBeSignedIn, schema: { response: { 200: ZBookingList } } }, async (request) =>
    service.listForUser(requireUser(request)),
  );

  // The /booking/join page: only the booking's client, its coach or an admin (others 404), only when confirmed (else 409).
  app.get(
    '/api/bookings/:id/join',
    { onRequest: mustBeSignedIn, schema: { params: ZIdParams, response: { 200: ZJoinInfo } } },
    async (request) => service.getJoinInfo(requireUser(request), parseBookingId(request.params.id)),
  );

  app.get('/api/bookings/:id', { onRequest: mustBeSignedIn, schema: { params: ZIdParams, response: { 200: ZBooking } } }, async (request) =>
    service.getBooking(requireUser(request), parseBookingId(request.params.id)),
  );
};
