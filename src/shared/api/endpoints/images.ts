import { z } from 'zod';
import { defineEndpoints } from '../endpoint.js';
import { ZIdParams } from '../path-params.js';

export const imageEndpoints = defineEndpoints('Images', {
  getImage: {
    method: 'GET',
    path: '/api/images/:id',
    summary: 'A stored profile photo, cacheable forever (304 when If-None-Match names it).',
    access: 'public',
    params: ZIdParams,
    responses: { 200: z.string().describe('The image bytes (JPEG or PNG).') },
    produces: 'image/*',
  },
});
