import type { bookingEndpoints } from '../../../shared/api/endpoints/bookings.js';
import { BOOKING_MESSAGES, ZIdempotencyKey } from '../../../shared/schemas/bookings.js';
import { SERIES_MESSAGES } from '../../../shared/schemas/series.js';
import { InvalidInputError } from '../../errors/domain-errors.js';
import type { EndpointHandlers } from '../../http/endpoint-routes.js';
import { requireUser } from '../../http/guards.js';
import { parseRowId } from '../../http/params.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { createBookingsServiceFor, type BookingsRouteDeps } from './service.js';

const parseBookingId = (raw: string) => parseRowId(raw, BOOKING_MESSAGES.bookingNotFound);
const parseSeriesId = (raw: string) => parseRowId(raw, SERIES_MESSAGES.seriesNotFound);

export function bookingsHandlers(deps: RouteDeps & BookingsRouteDeps): EndpointHandlers<typeof bookingEndpoints.endpoints> {
  const service = createBookingsServiceFor(deps);

  return {
    createPaymentIntent: async (request) => service.createPaymentIntent(requireUser(request), request.body),

    createBooking: async (request, reply) => {
      const user = requireUser(request);
      const key = ZIdempotencyKey.safeParse(request.headers['idempotency-key'] ?? request.body.idempotencyKey);
      if (!key.success) throw new InvalidInputError(BOOKING_MESSAGES.idempotencyKey, { idempotencyKey: BOOKING_MESSAGES.idempotencyKey });
      const { booking, created } = await service.createBooking(user, request.body, key.data);
      return reply.status(created ? 201 : 200).send(booking);
    },

    createCreditBooking: async (request, reply) => reply.status(201).send(await service.bookWithCredit(requireUser(request), request.body)),

    previewSeries: async (request) => service.series.preview(requireUser(request), request.body),

    createSeries: async (request, reply) => reply.status(201).send(await service.series.create(requireUser(request), request.body)),

    openSeriesCardSetup: async (request) => service.seriesCards.openSetup(requireUser(request)),

    saveSeriesCard: async (request) => service.seriesCards.completeSetup(requireUser(request), request.body.setupId, request.body.card),

    updateSeriesCard: async (request) =>
      service.series.updateCard(requireUser(request), parseSeriesId(request.params.id), request.body.savedCardId),

    listUserSeries: async (request) => service.series.listForUser(requireUser(request)),

    confirmSeries: async (request) => service.series.confirm(requireUser(request), parseSeriesId(request.params.id)),

    declineSeries: async (request) => service.series.decline(requireUser(request), parseSeriesId(request.params.id)),

    cancelSeriesFrom: async (request) => service.series.cancelFollowing(requireUser(request), parseBookingId(request.params.id)),

    updateBookingStatus: async (request) =>
      service.changeStatus(requireUser(request), parseBookingId(request.params.id), request.body.status),

    // Only the booking's client moves it (coaches and admins 403, other clients 404): docs/product/reschedule.md.
    rescheduleBooking: async (request) => service.reschedule(requireUser(request), parseBookingId(request.params.id), request.body),

    // The coach proposes a new time; the booking's client accepts it, either party drops it
    // (decline or withdraw): docs/product/reschedule.md#the-coach-proposes.
    proposeBookingTime: async (request) => service.proposeTime(requireUser(request), parseBookingId(request.params.id), request.body),

    acceptBookingProposal: async (request) => service.acceptProposal(requireUser(request), parseBookingId(request.params.id), request.body),

    dismissBookingProposal: async (request) => service.dismissProposal(requireUser(request), parseBookingId(request.params.id)),

    listUserBookings: async (request) => service.listForUser(requireUser(request)),

    // The /booking/join page: only the booking's client, its coach or an admin (others 404), only when confirmed (else 409).
    getBookingJoinInfo: async (request) => service.getJoinInfo(requireUser(request), parseBookingId(request.params.id)),

    getBooking: async (request) => service.getBooking(requireUser(request), parseBookingId(request.params.id)),
  };
}
