import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../http/route-deps.js';

// Stub: being built.
export const availabilityRoutes: FastifyPluginAsyncZod<RouteDeps> = async () => {};
