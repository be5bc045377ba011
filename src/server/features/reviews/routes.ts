import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REVIEW_MESSAGES, ZCreateReviewRequest, ZOwnReview } from '../../../shared/schemas/reviews.js';
import { mustBeSignedIn, requireUser } from '../../http/guards.js';
import { parseRowId } from '../../http/params.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { createReviewsService } from './service.js';

const ZBookingIdParams = z.object({ bookingId: z.string() });

export const reviewsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { database, now }) => {
  const service = createReviewsService({ db: database.db, now });

  app.post(
    '/api/reviews',
    { onRequest: mustBeSignedIn, schema: { body: ZCreateReviewRequest, response: { 201: ZOwnReview } } },
    async (request, reply) => {
      const review = await service.create(requireUser(request).id, request.body);
      return reply.status(201).send(review);
    },
  );

  // The signed-in client's own review of that booking (the review page shows it instead of the form).
  app.get(
    '/api/reviews/booking/:bookingId',
    { onRequest: mustBeSignedIn, schema: { params: ZBookingIdParams, response: { 200: ZOwnReview } } },
    async (request) => {
      const user = requireUser(request);
      return service.findOwn(user.id, parseRowId(request.params.bookingId, REVIEW_MESSAGES.reviewNotFound));
    },
  );
};
