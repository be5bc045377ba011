import type { reviewEndpoints } from '../../../shared/api/endpoints/reviews.js';
import { REVIEW_MESSAGES } from '../../../shared/schemas/reviews.js';
import { REVIEW_REPLY_MESSAGES } from '../../../shared/schemas/vetting.js';
import type { EndpointHandlers } from '../../http/endpoint-routes.js';
import { requireRole, requireUser } from '../../http/guards.js';
import { parseRowId } from '../../http/params.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { createReviewsService } from './service.js';

export function reviewsHandlers({ database, now }: RouteDeps): EndpointHandlers<typeof reviewEndpoints.endpoints> {
  const service = createReviewsService({ db: database.db, now });
  return {
    createReview: async (request) => service.create(requireUser(request).id, request.body),
    getOwnReview: async (request) =>
      service.findOwn(requireUser(request).id, parseRowId(request.params.bookingId, REVIEW_MESSAGES.reviewNotFound)),
    // A group program's participants review its coach once per program (docs/product/programs.md#reviews).
    createProgramReview: async (request) =>
      service.createForProgram(
        requireRole(request, 'client').id,
        parseRowId(request.params.id, REVIEW_MESSAGES.programNotFound),
        request.body,
      ),
    getOwnProgramReview: async (request) =>
      service.findOwnForProgram(requireRole(request, 'client').id, parseRowId(request.params.id, REVIEW_MESSAGES.reviewNotFound)),
    listOwnReviewIds: async (request) => service.ownIdsForCoach(requireUser(request).id, request.query.coachId),
    // Each review with the coach's one public reply (docs/product/vetting.md#review-replies).
    listCoachReviews: async (request) => service.forCoach(requireRole(request, 'coach').id),
    replyToReview: async (request) =>
      service.reply(
        requireRole(request, 'coach').id,
        parseRowId(request.params.id, REVIEW_REPLY_MESSAGES.reviewNotFound),
        request.body.reply,
      ),
  };
}
