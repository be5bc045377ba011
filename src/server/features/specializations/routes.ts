import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSpecializationList } from '../../../shared/schemas/specializations.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { createSpecializationsRepository } from './repository.js';

// Public and read-only here; creating and editing specializations is the admin feature's.
export const specializationsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { database }) => {
  const repo = createSpecializationsRepository(database.db);

  app.get('/api/specializations', { schema: { response: { 200: ZSpecializationList } } }, async () => repo.listWithCoachCounts());
};
