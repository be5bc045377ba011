// Every admin endpoint, behind one guard: the plugin's onRequest hook runs
// after the session is resolved and before any validation, so visitors get 401
// and clients and coaches 403 whatever they send.
import { listingRuleOf } from '../../db/queries/listable-coach.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_MESSAGES,
  ZAdminBookingDetail,
  ZAdminBookingList,
  ZAdminBookingsQuery,
  ZAdminCoachesQuery,
  ZAdminCoachList,
  ZAdminOverview,
  ZAdminSettings,
  ZAdminUser,
  ZAdminUserDetail,
  ZAdminUserList,
  ZAdminUsersQuery,
  ZCreateSpecializationRequest,
  ZUpdateSpecializationRequest,
  ZUpdateUserStatusRequest,
} from '../../../shared/schemas/admin.js';
import {
  REPORT_MESSAGES,
  ZAdminReport,
  ZAdminReportList,
  ZAdminReportsQuery,
  ZResolveReportRequest,
  ZRestoredReview,
} from '../../../shared/schemas/reports.js';
import { ZAdminMoney } from '../../../shared/schemas/earnings.js';
import { ZSpecialization, ZSpecializationList } from '../../../shared/schemas/specializations.js';
import { mustHaveRole, requireRole } from '../../http/guards.js';
import { parseRowId, ZIdParams } from '../../http/params.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { createPaymentGateway } from '../../integrations/payments/create-payment-gateway.js';
import type { BookingMessaging } from '../bookings/messaging.js';
import { createAdminBookingsService } from './bookings-service.js';
import { adminSettings, createCatalogService } from './catalog-service.js';
import { createMoneyService } from './money-service.js';
import { createAdminReportsService } from './reports-service.js';
import { createAdminUsersService } from './users-service.js';

export const adminRoutes: FastifyPluginAsyncZod<RouteDeps & { messaging?: BookingMessaging }> = async (
  app,
  { config, database, auth, now, messaging },
) => {
  const gateway = createPaymentGateway(database.db, now, config.payments);
  const listing = listingRuleOf(config.payments);
  const users = createAdminUsersService({ db: database.db, auth, now });
  const bookings = createAdminBookingsService({ db: database.db, gateway, now, listing, messaging });
  const catalog = createCatalogService({ db: database.db, listing });
  const reports = createAdminReportsService({ db: database.db, users, now });
  const money = createMoneyService({ db: database.db, now });

  app.addHook('onRequest', mustHaveRole('admin'));

  app.get('/api/admin/overview', { schema: { response: { 200: ZAdminOverview } } }, async () => catalog.overview());

  // Fee revenue only: transfers and reconciliation are GET /api/admin/transfers and /reconciliation.
  app.get('/api/admin/money', { schema: { response: { 200: ZAdminMoney } } }, async () => money.overview());

  app.get('/api/admin/users', { schema: { querystring: ZAdminUsersQuery, response: { 200: ZAdminUserList } } }, async (request) =>
    users.list(request.query),
  );

  app.get('/api/admin/users/:id', { schema: { params: ZIdParams, response: { 200: ZAdminUserDetail } } }, async (request) =>
    users.detail(parseRowId(request.params.id, ADMIN_MESSAGES.userNotFound)),
  );

  app.patch(
    '/api/admin/users/:id/status',
    { schema: { params: ZIdParams, body: ZUpdateUserStatusRequest, response: { 200: ZAdminUser } } },
    async (request) =>
      users.setActive(requireRole(request, 'admin'), parseRowId(request.params.id, ADMIN_MESSAGES.userNotFound), request.body.isActive),
  );

  // The admins' list of all bookings (docs/product/admin.md#bookings); the parties' own lists are /api/user/bookings.
  app.get('/api/bookings', { schema: { querystring: ZAdminBookingsQuery, response: { 200: ZAdminBookingList } } }, async (request) =>
    bookings.list(request.query),
  );

  app.get('/api/admin/bookings/:id', { schema: { params: ZIdParams, response: { 200: ZAdminBookingDetail } } }, async (request) =>
    bookings.detail(parseRowId(request.params.id, ADMIN_MESSAGES.bookingNotFound)),
  );

  app.post('/api/admin/bookings/:id/cancel', { schema: { params: ZIdParams, response: { 200: ZAdminBookingDetail } } }, async (request) =>
    bookings.cancel(requireRole(request, 'admin'), parseRowId(request.params.id, ADMIN_MESSAGES.bookingNotFound)),
  );

  app.get('/api/admin/specializations', { schema: { response: { 200: ZSpecializationList } } }, async () => catalog.listSpecializations());

  app.post(
    '/api/admin/specializations',
    { schema: { body: ZCreateSpecializationRequest, response: { 201: ZSpecialization } } },
    async (request, reply) => reply.status(201).send(await catalog.createSpecialization(request.body)),
  );

  app.patch(
    '/api/admin/specializations/:id',
    { schema: { params: ZIdParams, body: ZUpdateSpecializationRequest, response: { 200: ZSpecialization } } },
    async (request) => catalog.updateSpecialization(parseRowId(request.params.id, ADMIN_MESSAGES.specializationNotFound), request.body),
  );

  app.get('/api/admin/coaches', { schema: { querystring: ZAdminCoachesQuery, response: { 200: ZAdminCoachList } } }, async (request) =>
    catalog.listCoaches(request.query),
  );

  // The reports queue (docs/product/reports.md).
  app.get('/api/admin/reports', { schema: { querystring: ZAdminReportsQuery, response: { 200: ZAdminReportList } } }, async (request) =>
    reports.list(request.query),
  );

  app.post(
    '/api/admin/reports/:id/resolve',
    { schema: { params: ZIdParams, body: ZResolveReportRequest, response: { 200: ZAdminReport } } },
    async (request) =>
      reports.resolve(requireRole(request, 'admin'), parseRowId(request.params.id, REPORT_MESSAGES.reportNotFound), request.body.action),
  );

  app.post('/api/admin/reviews/:id/restore', { schema: { params: ZIdParams, response: { 200: ZRestoredReview } } }, async (request) =>
    reports.restoreReview(parseRowId(request.params.id, REPORT_MESSAGES.reviewNotFound)),
  );

  app.get('/api/admin/settings', { schema: { response: { 200: ZAdminSettings } } }, async () => adminSettings(config, database, gateway));
};
