// End-to-end tests cannot wait an hour for a session to end. With TEST_HOOKS
// (allowed only with NODE_ENV=test, checked in config.ts) they may run the
// scheduled jobs as of a later instant; the jobs then complete, cancel and
// remind exactly as they would at that time. Never registered otherwise.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../http/route-deps.js';

export const testHookRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { config }) => {
  if (!config.testHooks) return;
  app.post(
    '/api/test/run-jobs',
    { schema: { body: z.strictObject({ at: z.iso.datetime({ offset: true }) }) } },
    async (request) => ({ handled: await app.jobs.runDueJobs(new Date(request.body.at)) }),
  );
};
