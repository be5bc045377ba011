// No-show routes (docs/product/no-shows.md). The role guard runs before the body is read: the
// coach's actions take coaches only, the client's report clients only, the queue admins only;
// a party of another booking gets 404 like for any booking not theirs.
import type { noShowEndpoints } from '../../../shared/api/endpoints/no-shows.js';
import { BOOKING_MESSAGES } from '../../../shared/schemas/bookings.js';
import type { EndpointHandlers } from '../../http/endpoint-routes.js';
import { requireUser } from '../../http/guards.js';
import { parseRowId } from '../../http/params.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { createBookingsServiceFor, type BookingsRouteDeps } from '../bookings/service.js';
import { createNoShowsService } from './service.js';

const parseBookingId = (raw: string) => parseRowId(raw, BOOKING_MESSAGES.bookingNotFound);

export function noShowsHandlers(deps: RouteDeps & BookingsRouteDeps): EndpointHandlers<typeof noShowEndpoints.endpoints> {
  const bookings = createBookingsServiceFor(deps);
  const service = createNoShowsService({ db: deps.database.db, bookings, now: deps.now });

  return {
    markClientAbsent: async (request) =>
      service.markClientAbsent(requireUser(request), parseBookingId(request.params.id), request.body.statement),

    reportCoachAbsent: async (request) =>
      service.reportCoachAbsent(requireUser(request), parseBookingId(request.params.id), request.body.statement),

    disputeNoShow: async (request) => service.dispute(requireUser(request), parseBookingId(request.params.id), request.body.statement),

    listNoShowCases: async () => service.queue(),

    decideNoShowCase: async (request) => {
      await service.decide(requireUser(request), parseBookingId(request.params.id), request.body);
      return service.queue();
    },
  };
}
