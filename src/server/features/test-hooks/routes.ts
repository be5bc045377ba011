// End-to-end tests cannot wait an hour for a session to end. With TEST_HOOKS
// (allowed only with NODE_ENV=test, checked in config.ts) they may run the
// scheduled jobs as of a later instant; the jobs then complete, cancel and
// remind exactly as they would at that time. Never registered otherwise.
// With bookingIds only the booking jobs run, and only for those bookings: the
// end-to-end specs run side by side on one server, and moving the clock for
// everyone would complete or expire another spec's bookings (and clear its
// half-finished checkouts) in the middle of its journey. With purchaseIds only
// the membership renewals run, for those purchases: a spec renews its own
// memberships a month ahead. With programIds only the group programs' jobs
// run, for those programs: a spec lets its own waitlist offers lapse hours ahead.
// A no-show can be reported only after a session ended (docs/product/no-shows.md), while the
// server answers at the real time: /api/test/end-session moves one booking so it ended the
// given number of minutes ago. /api/test/gateway-payouts turns a coach's payouts off (or back
// on) at the test-mode gateway only, so the next transfer to them fails as Stripe's would.
// Registration refuses the admin role and the command line cannot reach a running embedded
// database, so /api/test/admins creates an admin (createAdmin, as `npm run create-admin` does)
// for a spec that needs one of its own. /api/test/dead-email writes a message whose delivery gave up,
// for the admin's dead-work view (docs/decisions/0087-one-work-queue.md) without waiting out five attempts.
import type { testHookEndpoints } from '../../../shared/api/endpoints/test-hooks.js';
import { BOOKING_MESSAGES } from '../../../shared/schemas/bookings.js';
import { createAdmin, CreateAdminError } from '../../cli/create-admin-core.js';
import { InvalidInputError, NotFoundError } from '../../errors/domain-errors.js';
import type { EndpointHandlers } from '../../http/endpoint-routes.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { createTestHooksRepository } from './repository.js';

const TEST_HOOK_MESSAGES = { noTestAccount: 'That coach has no test-mode payout account.' } as const;

export function testHookHandlers({ database, now }: RouteDeps): EndpointHandlers<typeof testHookEndpoints.endpoints> {
  const repo = createTestHooksRepository(database.db);
  return {
    runTestJobs: async (request) => {
      const { at, bookingIds, purchaseIds, programIds } = request.body;
      const scope = bookingIds ? { bookingIds } : purchaseIds ? { purchaseIds } : programIds ? { programIds } : undefined;
      return { handled: await request.server.jobs.runDueJobs(new Date(at), scope) };
    },

    endTestSession: async (request) => {
      const { bookingId, endedMinutesAgo } = request.body;
      const moved = await repo.endSessionAt(bookingId, new Date(now().getTime() - endedMinutesAgo * 60_000));
      if (!moved) throw new NotFoundError(BOOKING_MESSAGES.bookingNotFound);
      return { startTime: moved.startTime.toISOString(), endTime: moved.endTime.toISOString() };
    },

    setTestGatewayPayouts: async (request, reply) => {
      const { coachId, payoutsEnabled } = request.body;
      if (!(await repo.setGatewayPayouts(coachId, payoutsEnabled))) throw new NotFoundError(TEST_HOOK_MESSAGES.noTestAccount);
      return reply.code(204).send();
    },

    createTestAdmin: async (request) => {
      try {
        const { user } = await createAdmin(database.db, request.body);
        return { id: user.id };
      } catch (error) {
        if (error instanceof CreateAdminError) throw new InvalidInputError(error.message, error.fieldErrors);
        throw error;
      }
    },

    createTestDeadEmail: async (request) => {
      const { to, subject, error } = request.body;
      return { id: await repo.deadEmail(to, subject, error, now()) };
    },
  };
}
