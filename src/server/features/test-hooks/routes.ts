// End-to-end tests cannot wait an hour for a session to end. With TEST_HOOKS
// (allowed only with NODE_ENV=test, checked in config.ts) they may run the
// scheduled jobs as of a later instant; the jobs then complete, cancel and
// remind exactly as they would at that time. Never registered otherwise.
// With bookingIds only the booking jobs run, and only for those bookings: the
// end-to-end specs run side by side on one server, and moving the clock for
// everyone would complete or expire another spec's bookings (and clear its
// half-finished checkouts) in the middle of its journey.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../http/route-deps.js';

export const testHookRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app) => {
  app.post(
    '/api/test/run-jobs',
    {
      schema: {
        body: z.strictObject({
          at: z.iso.datetime({ offset: true }),
          bookingIds: z.array(z.number().int().positive()).min(1).max(100).optional(),
        }),
      },
    },
    async (request) => {
      const { at, bookingIds } = request.body;
      return { handled: await app.jobs.runDueJobs(new Date(at), bookingIds ? { bookingIds } : undefined) };
    },
  );
};
