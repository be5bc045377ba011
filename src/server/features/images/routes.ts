import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../http/route-deps.js';

// Stub: GET /api/images/:id is being built (stored images served with caching headers).
export const imageRoutes: FastifyPluginAsyncZod<RouteDeps> = async () => {};
