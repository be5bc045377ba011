import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSpecializationList } from '../../../shared/schemas/specializations.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { createSpecializationsService } from './service.js';

// Public and read-only here; creating and editing specializations is the admin feature's.
export const specializationsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { database }) => {
  const service = createSpecializationsService({ db: database.db });

  app.get('/api/specializations', { schema: { response: { 200: ZSpecializationList } } }, async () => service.listWithCoachCounts());
};
