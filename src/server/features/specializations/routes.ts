import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listingRuleOf } from '../../db/queries/listable-coach.js';
import { ZSpecializationList } from '../../../shared/schemas/specializations.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { createSpecializationsService } from './service.js';

// Public and read-only here; creating and editing specializations is the admin feature's.
export const specializationsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { config, database }) => {
  const service = createSpecializationsService({ db: database.db, listing: listingRuleOf(config.payments) });

  app.get('/api/specializations', { schema: { response: { 200: ZSpecializationList } } }, async () => service.listWithCoachCounts());
};
