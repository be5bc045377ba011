// Every admin endpoint, behind one guard: the table gives each access ['admin'],
// whose onRequest hook runs after the session is resolved and before any
// validation, so visitors get 401 and clients and coaches 403 whatever they send.
import type { adminEndpoints } from '../../../shared/api/endpoints/admin.js';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin.js';
import { REPORT_MESSAGES } from '../../../shared/schemas/reports.js';
import { listingRuleOf } from '../../db/queries/listable-coach.js';
import type { EndpointHandlers } from '../../http/endpoint-routes.js';
import { requireRole } from '../../http/guards.js';
import { parseRowId } from '../../http/params.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { createPaymentGateway } from '../../integrations/payments/create-payment-gateway.js';
import type { BookingMessaging } from '../bookings/messaging.js';
import { createAdminBookingsService } from './bookings-service.js';
import { adminSettings, createCatalogService } from './catalog-service.js';
import { createMoneyService } from '../money/money-service.js';
import { createAdminReportsService } from './reports-service.js';
import { createAdminUsersService } from './users-service.js';

export function adminHandlers({
  config,
  database,
  auth,
  now,
  messaging,
}: RouteDeps & { messaging?: BookingMessaging }): EndpointHandlers<typeof adminEndpoints.endpoints> {
  const gateway = createPaymentGateway(database.db, now, config.payments);
  const listing = listingRuleOf(config.payments);
  const users = createAdminUsersService({ db: database.db, auth, now });
  const bookings = createAdminBookingsService({ db: database.db, gateway, now, listing, messaging });
  const catalog = createCatalogService({ db: database.db, listing });
  const reports = createAdminReportsService({ db: database.db, users, now });
  const money = createMoneyService({ db: database.db, now });

  return {
    getAdminOverview: async () => catalog.overview(),

    // Fee revenue only: transfers and reconciliation are GET /api/admin/transfers and /reconciliation.
    getAdminMoney: async () => money.overview(),

    listAdminUsers: async (request) => users.list(request.query),

    getAdminUser: async (request) => users.detail(parseRowId(request.params.id, ADMIN_MESSAGES.userNotFound)),

    updateAdminUserStatus: async (request) =>
      users.setActive(requireRole(request, 'admin'), parseRowId(request.params.id, ADMIN_MESSAGES.userNotFound), request.body.isActive),

    // The admins' list of all bookings (docs/product/admin.md#bookings); the parties' own lists are /api/user/bookings.
    listAdminBookings: async (request) => bookings.list(request.query),

    getAdminBooking: async (request) => bookings.detail(parseRowId(request.params.id, ADMIN_MESSAGES.bookingNotFound)),

    cancelAdminBooking: async (request) =>
      bookings.cancel(requireRole(request, 'admin'), parseRowId(request.params.id, ADMIN_MESSAGES.bookingNotFound)),

    listAdminSpecializations: async () => catalog.listSpecializations(),

    createSpecialization: async (request) => catalog.createSpecialization(request.body),

    updateSpecialization: async (request) =>
      catalog.updateSpecialization(parseRowId(request.params.id, ADMIN_MESSAGES.specializationNotFound), request.body),

    listAdminCoaches: async (request) => catalog.listCoaches(request.query),

    // The reports queue (docs/product/reports.md).
    listAdminReports: async (request) => reports.list(request.query),

    resolveReport: async (request) =>
      reports.resolve(requireRole(request, 'admin'), parseRowId(request.params.id, REPORT_MESSAGES.reportNotFound), request.body.action),

    restoreReview: async (request) => reports.restoreReview(parseRowId(request.params.id, REPORT_MESSAGES.reviewNotFound)),

    getAdminSettings: async () => adminSettings(config, database, gateway),
  };
}
