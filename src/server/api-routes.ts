// Every endpoint of the API, registered from the endpoint table with its
// feature's handlers (docs/decisions/0054-endpoint-table.md). The order is
// free: routes are matched by path, not by registration.
import type { FastifyInstance } from 'fastify';
import { authHandlers } from './features/auth/routes.js';
import { healthHandlers } from './http/health-routes.js';
import { adminHandlers } from './features/admin/routes.js';
import { mailboxHandlers } from './features/mailbox/routes.js';
import { paymentsHandlers } from './features/money/payments/routes.js';
import { reviewsHandlers } from './features/reviews/routes.js';
import { accountEndpoints } from '../shared/api/endpoints/account.js';
import { adminEndpoints } from '../shared/api/endpoints/admin.js';
import { authEndpoints } from '../shared/api/endpoints/auth.js';
import { healthEndpoints } from '../shared/api/endpoints/health.js';
import { imageEndpoints } from '../shared/api/endpoints/images.js';
import { mailboxEndpoints } from '../shared/api/endpoints/mailbox.js';
import { profileImageEndpoints } from '../shared/api/endpoints/profile-image.js';
import { availabilityHandlers } from './features/availability/routes.js';
import { bookingsHandlers } from './features/bookings/routes.js';
import { noShowsHandlers } from './features/no-shows/routes.js';
import { conversationsHandlers } from './features/conversations/routes.js';
import { availabilityEndpoints } from '../shared/api/endpoints/availability.js';
import { bookingEndpoints } from '../shared/api/endpoints/bookings.js';
import { coachEndpoints } from '../shared/api/endpoints/coaches.js';
import { conversationEndpoints } from '../shared/api/endpoints/conversations.js';
import { noShowEndpoints } from '../shared/api/endpoints/no-shows.js';
import { reportEndpoints } from '../shared/api/endpoints/reports.js';
import { reviewEndpoints } from '../shared/api/endpoints/reviews.js';
import { specializationEndpoints } from '../shared/api/endpoints/specializations.js';
import { testHookEndpoints } from '../shared/api/endpoints/test-hooks.js';
import { createEndpointRegistry } from './http/endpoint-routes.js';
import { reportsHandlers } from './features/reports/routes.js';
import { coachToolsHandlers } from './features/coach-tools/routes.js';
import { coachToolsEndpoints } from '../shared/api/endpoints/coach-tools.js';
import { coachScheduleHandlers } from './features/coach-schedule/routes.js';
import { coachScheduleEndpoints } from '../shared/api/endpoints/coach-schedule.js';
import { calendarFeedHandlers } from './features/calendar-feed/routes.js';
import { calendarFeedEndpoints } from '../shared/api/endpoints/calendar-feed.js';
import { busyCalendarHandlers } from './features/busy-calendar/routes.js';
import { busyCalendarEndpoints } from '../shared/api/endpoints/busy-calendar.js';
import { caldavHandlers } from './features/caldav/routes.js';
import { caldavEndpoints } from '../shared/api/endpoints/caldav.js';
import { coachesHandlers } from './features/coaches/routes.js';
import { coachProfileExtras, coachProfileHandlers } from './features/coach-profile/routes.js';
import { coachProfileEndpoints } from '../shared/api/endpoints/coach-profile.js';
import { imageHandlers } from './features/images/routes.js';
import { specializationsHandlers } from './features/specializations/routes.js';
import { accountHandlers } from './features/account/routes.js';
import { profileImageExtras, profileImageHandlers } from './features/profile-image/routes.js';
import { proSubscriptionHandlers } from './features/money/pro-subscription/routes.js';
import { payoutsHandlers } from './features/money/payouts/routes.js';
import { transfersHandlers } from './features/money/transfers/routes.js';
import { earningsHandlers } from './features/money/earnings/routes.js';
import { packagesHandlers } from './features/money/packages/routes.js';
import { packageEndpoints } from '../shared/api/endpoints/packages.js';
import { programsHandlers } from './features/programs/routes.js';
import { programEndpoints } from '../shared/api/endpoints/programs.js';
import { earningsEndpoints } from '../shared/api/endpoints/earnings.js';
import { paymentEndpoints } from '../shared/api/endpoints/payments.js';
import { payoutEndpoints } from '../shared/api/endpoints/payouts.js';
import { proSubscriptionEndpoints } from '../shared/api/endpoints/pro-subscription.js';
import { transferEndpoints } from '../shared/api/endpoints/transfers.js';
import { vettingHandlers } from './features/vetting/routes.js';
import { vettingEndpoints } from '../shared/api/endpoints/vetting.js';
import { liveHandlers } from './features/live/routes.js';
import { workQueueHandlers } from './features/work-queue/routes.js';
import { workQueueEndpoints } from '../shared/api/endpoints/work-queue.js';
import { liveEndpoints } from '../shared/api/endpoints/live.js';
import type { EmailDelivery } from './integrations/email/email-delivery.js';
import type { BookingMessaging } from './features/bookings/messaging.js';
import type { RouteDeps } from './http/route-deps.js';
import type { AuthService } from './features/auth/service.js';

// Registered only in test runs (TEST_HOOKS).
const TEST_HOOK_ENDPOINTS: ReadonlySet<string> = new Set(Object.keys(testHookEndpoints.endpoints));
// Registered everywhere but in production.
const DEVELOPMENT_ENDPOINTS: ReadonlySet<string> = new Set(Object.keys(mailboxEndpoints.endpoints));

export async function registerApi(
  app: FastifyInstance,
  deps: RouteDeps & { auth: AuthService; email: EmailDelivery; messaging: BookingMessaging },
) {
  const { config, database, auth, rateLimits, email, messaging } = deps;
  const endpoints = createEndpointRegistry(app, rateLimits);
  await endpoints.register(healthEndpoints, healthHandlers({ database }));
  await endpoints.register(authEndpoints, authHandlers({ config, auth }));
  await endpoints.register(imageEndpoints, imageHandlers(deps));
  await endpoints.register(specializationEndpoints, specializationsHandlers(deps));
  await endpoints.register(coachEndpoints, coachesHandlers(deps));
  await endpoints.register(availabilityEndpoints, availabilityHandlers(app, deps));
  await endpoints.register(bookingEndpoints, bookingsHandlers({ ...deps, messaging }));
  await endpoints.register(noShowEndpoints, noShowsHandlers({ ...deps, messaging }));
  await endpoints.register(reviewEndpoints, reviewsHandlers(deps));
  // The development mailbox is never served in production.
  if (!config.isProduction) await endpoints.register(mailboxEndpoints, mailboxHandlers({ email }));
  await endpoints.register(vettingEndpoints, vettingHandlers({ ...deps, email, log: app.log }));
  await endpoints.register(reportEndpoints, reportsHandlers({ ...deps, email, log: app.log }));
  await endpoints.register(conversationEndpoints, conversationsHandlers({ ...deps, email, log: app.log }));
  await endpoints.register(paymentEndpoints, paymentsHandlers({ ...deps, email }));
  await endpoints.register(coachToolsEndpoints, coachToolsHandlers(deps));
  await endpoints.register(coachScheduleEndpoints, coachScheduleHandlers(deps));
  await endpoints.register(calendarFeedEndpoints, calendarFeedHandlers(deps));
  await endpoints.register(busyCalendarEndpoints, busyCalendarHandlers({ ...deps, log: app.log }));
  await endpoints.register(caldavEndpoints, caldavHandlers({ ...deps, log: app.log }));
  await endpoints.register(coachProfileEndpoints, coachProfileHandlers(deps), coachProfileExtras);
  await endpoints.register(adminEndpoints, adminHandlers({ ...deps, messaging }));
  await endpoints.register(accountEndpoints, accountHandlers(deps));
  await endpoints.register(profileImageEndpoints, profileImageHandlers(deps), profileImageExtras);
  await endpoints.register(proSubscriptionEndpoints, proSubscriptionHandlers(deps));
  await endpoints.register(payoutEndpoints, payoutsHandlers(deps));
  await endpoints.register(transferEndpoints, transfersHandlers({ ...deps, log: app.log }));
  await endpoints.register(earningsEndpoints, earningsHandlers(deps));
  await endpoints.register(workQueueEndpoints, workQueueHandlers(deps));
  await endpoints.register(liveEndpoints, liveHandlers(app, { ...deps, email }));
  await endpoints.register(packageEndpoints, packagesHandlers({ ...deps, email }));
  await endpoints.register(programEndpoints, programsHandlers({ ...deps, email }));
  // TEST_HOOKS is accepted only with NODE_ENV=test (config.ts).
  if (config.testHooks)
    await endpoints.register(testHookEndpoints, (await import('./features/test-hooks/routes.js')).testHookHandlers(deps));

  // Every endpoint of the table has its handler, or the app does not start.
  const unanswered = endpoints.missing(
    new Set([...(config.testHooks ? [] : TEST_HOOK_ENDPOINTS), ...(config.isProduction ? DEVELOPMENT_ENDPOINTS : [])]),
  );
  if (unanswered.length > 0) throw new Error(`Endpoints without a handler: ${unanswered.join(', ')}`);
}
