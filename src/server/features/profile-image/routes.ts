// POST/DELETE /api/user/profile-image: any signed-in user's own photo.
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COACH_PROFILE_MESSAGES, ZProfileImageRequest, ZProfileImageResponse } from '../../../shared/schemas/coach-profile.js';
import { TooLargeError } from '../../errors/domain-errors.js';
import { mustBeSignedIn, requireUser } from '../../http/guards.js';
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

export const profileImageRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { database, rateLimits }) => {
  const repo = createProfileImageRepository(database.db);

  app.post(
    '/api/user/profile-image',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      onRequest: [mustBeSignedIn, rateLimits.profileImage],
      errorHandler: uploadErrors,
      schema: { body: ZProfileImageRequest, response: { 200: ZProfileImageResponse } },
    },
    async (request) => {
      const user = requireUser(request);
      const image = await processProfileImage(request.body.imageData);
      return { profileImage: await repo.replace(user.id, image) };
    },
  );

  app.delete(
    '/api/user/profile-image',
    { onRequest: mustBeSignedIn, schema: { response: { 200: ZProfileImageResponse } } },
    async (request) => {
      const user = requireUser(request);
      await repo.remove(user.id);
      return { profileImage: null };
    },
  );
};
