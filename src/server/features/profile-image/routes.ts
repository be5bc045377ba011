// POST/DELETE /api/user/profile-image: any signed-in user's own photo.
import type { FastifyError } from 'fastify';
import type { profileImageEndpoints } from '../../../shared/api/endpoints/profile-image.js';
import { COACH_PROFILE_MESSAGES } from '../../../shared/schemas/coach-profile.js';
import { TooLargeError } from '../../errors/domain-errors.js';
import type { EndpointExtras, EndpointHandlers } from '../../http/endpoint-routes.js';
import { requireUser } from '../../http/guards.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { processProfileImage } from './process-image.js';
import { createProfileImageRepository } from './repository.js';

// A 5 MB image is about 6.7 MB as base64, plus the JSON around it.
const UPLOAD_BODY_LIMIT = 8 * 1024 * 1024;
// A body over the limit is certainly an image over 5 MB: say so in the picker's
// words (docs/product/profile-photos.md#image-flow). Anything else is thrown on to the app's error handler unchanged.
const uploadErrors = (error: FastifyError) => {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new TooLargeError(COACH_PROFILE_MESSAGES.imageSize);
  throw error;
};

export function profileImageHandlers({ database }: RouteDeps): EndpointHandlers<typeof profileImageEndpoints.endpoints> {
  const repo = createProfileImageRepository(database.db);
  return {
    uploadProfileImage: async (request) => {
      const user = requireUser(request);
      const image = await processProfileImage(request.body.imageData);
      return { profileImage: await repo.replace(user.id, image) };
    },

    deleteProfileImage: async (request) => {
      const user = requireUser(request);
      await repo.remove(user.id);
      return { profileImage: null };
    },
  };
}

// The upload's own body limit and error mapping.
export const profileImageExtras: EndpointExtras<typeof profileImageEndpoints.endpoints> = {
  uploadProfileImage: { bodyLimit: UPLOAD_BODY_LIMIT, errorHandler: uploadErrors },
};
