// GET /api/images/:id serves stored profile photos. An image is never changed
// in place (a new upload gets a new random id), so browsers and proxies may
// cache it forever and revalidation only needs the id as ETag.
import { z } from 'zod';
import type { imageEndpoints } from '../../../shared/api/endpoints/images.js';
import { NotFoundError } from '../../errors/domain-errors.js';
import type { EndpointHandlers } from '../../http/endpoint-routes.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { createImageRepository } from './repository.js';

export const IMAGE_NOT_FOUND = 'Image not found.';
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

const ZImageId = z.uuid();

export function imageHandlers({ database }: RouteDeps): EndpointHandlers<typeof imageEndpoints.endpoints> {
  const repo = createImageRepository(database.db);
  return {
    getImage: async (request, reply) => {
      // Checked here rather than in the params schema so a malformed id reads as
      // "no such image" (404), and never reaches PostgreSQL's uuid cast (500).
      const id = ZImageId.safeParse(request.params.id.toLowerCase());
      if (!id.success) throw new NotFoundError(IMAGE_NOT_FOUND);
      const image = await repo.findById(id.data);
      if (!image) throw new NotFoundError(IMAGE_NOT_FOUND);

      const etag = `"${image.id}"`;
      reply.header('cache-control', CACHE_FOREVER).header('etag', etag).header('x-content-type-options', 'nosniff');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
      return reply.type(image.contentType).send(image.data);
    },
  };
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}
