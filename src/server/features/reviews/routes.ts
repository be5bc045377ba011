import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REVIEW_MESSAGES, ZCreateReviewRequest, ZOwnReview } from '../../../shared/schemas/reviews.js';
import { ZCoachReviewList } from '../../../shared/schemas/coaches.js';
import { REVIEW_REPLY_MESSAGES, ZReviewReply, ZReviewReplyRequest } from '../../../shared/schemas/vetting.js';
import { mustBeSignedIn, mustHaveRole, requireRole, requireUser } from '../../http/guards.js';
import { parseRowId, ZIdParams } from '../../http/params.js';
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

  // The coach's own reviews (dashboard), and their one public reply to each (docs/product/vetting.md#review-replies).
  app.get('/api/coach/reviews', { onRequest: mustHaveRole('coach'), schema: { response: { 200: ZCoachReviewList } } }, async (request) =>
    service.forCoach(requireRole(request, 'coach').id),
  );

  app.post(
    '/api/reviews/:id/reply',
    { onRequest: mustHaveRole('coach'), schema: { params: ZIdParams, body: ZReviewReplyRequest, response: { 201: ZReviewReply } } },
    async (request, reply) => {
      const coach = requireRole(request, 'coach');
      const reviewId = parseRowId(request.params.id, REVIEW_REPLY_MESSAGES.reviewNotFound);
      return reply.status(201).send(await service.reply(coach.id, reviewId, request.body.reply));
    },
  );
};
