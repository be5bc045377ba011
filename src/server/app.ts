// Builds the HTTP application around a database handle. main.ts uses it for
// the real server; integration tests build it with a fresh database each.
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { authHandlers } from './features/auth/routes.js';
import { createAuthService } from './features/auth/service.js';
import { registerClientAssets } from './http/client-assets.js';
import { registerCompression } from './http/compression.js';
import { OneLinePerRequest, unblockingStdout } from './http/request-log.js';
import { NotFoundError } from './errors/domain-errors.js';
import { frameworkErrors, registerErrorHandling } from './http/error-handler.js';
import { registerNulCharacterCheck } from './http/nul-characters.js';
import { registerPublicReadCache } from './http/read-cache/register-read-cache.js';
import { registerRateLimits } from './http/rate-limit/route-limits.js';
import { registerSameOriginCheck } from './http/same-origin.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerSessionResolution } from './http/session.js';
import { healthHandlers } from './http/health-routes.js';
import type { RouteDeps } from './http/route-deps.js';
import { adminHandlers } from './features/admin/routes.js';
import { mailboxHandlers } from './features/mailbox/routes.js';
import { paymentsRoutes } from './features/money/payments/routes.js';
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
import { createBackground } from './jobs/background.js';
import type { MeetingProvider } from './integrations/meetings/meeting-provider.js';
import { coachToolsHandlers } from './features/coach-tools/routes.js';
import { coachToolsEndpoints } from '../shared/api/endpoints/coach-tools.js';
import { coachScheduleHandlers } from './features/coach-schedule/routes.js';
import { coachScheduleEndpoints } from '../shared/api/endpoints/coach-schedule.js';
import { calendarFeedHandlers } from './features/calendar-feed/routes.js';
import { calendarFeedEndpoints } from '../shared/api/endpoints/calendar-feed.js';
import { busyCalendarHandlers } from './features/busy-calendar/routes.js';
import { busyCalendarEndpoints } from '../shared/api/endpoints/busy-calendar.js';
import { coachesHandlers } from './features/coaches/routes.js';
import { loadPageRenderer, type PageRenderer } from './features/public-pages/page-renderer.js';
import { createFallbackPage, publicPagesRoutes } from './features/public-pages/routes.js';
import { coachProfileExtras, coachProfileHandlers } from './features/coach-profile/routes.js';
import { coachProfileEndpoints } from '../shared/api/endpoints/coach-profile.js';
import { imageHandlers } from './features/images/routes.js';
import { specializationsHandlers } from './features/specializations/routes.js';
import { accountHandlers } from './features/account/routes.js';
import { profileImageExtras, profileImageHandlers } from './features/profile-image/routes.js';
import { coachBillingRoutes } from './features/money/pro-subscription/routes.js';
import { payoutsRoutes } from './features/money/payouts/routes.js';
import { moneyRoutes } from './features/money/transfers/routes.js';
import { earningsRoutes } from './features/money/earnings/routes.js';
import { vettingHandlers } from './features/vetting/routes.js';
import { vettingEndpoints } from '../shared/api/endpoints/vetting.js';
import type { LeakAuditOptions } from './test-audits/leak-audit/register-leak-audit.js';

export type BuildAppOptions = {
  config: AppConfig;
  database: DatabaseHandle;
  clientDistDir?: string;
  // Renders the public pages to HTML; by default the server-rendering bundle built next to clientDistDir.
  pageRenderer?: PageRenderer;
  now?: () => Date;
  logger?: boolean;
  // Tests replace the video-meeting provider (e.g. one that fails).
  meetings?: MeetingProvider;
  // Tests audit every response for leaked private data (src/server/test-audits/leak-audit).
  leakAudit?: LeakAuditOptions;
  // Tests learn every route the app registers (e.g. to fuzz all write routes).
  onRoute?: (route: RouteOptions) => void;
};

// Registered only in test runs (TEST_HOOKS).
const TEST_HOOK_ENDPOINTS: ReadonlySet<string> = new Set(Object.keys(testHookEndpoints.endpoints));
// Registered everywhere but in production.
const DEVELOPMENT_ENDPOINTS: ReadonlySet<string> = new Set(Object.keys(mailboxEndpoints.endpoints));

export async function buildApp({
  config,
  database,
  clientDistDir,
  pageRenderer,
  now,
  logger = true,
  meetings,
  onRoute,
  leakAudit,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? { level: config.logLevel, redact: ['req.headers.cookie', 'res.headers["set-cookie"]'], stream: unblockingStdout() }
      : false,
    logController: new OneLinePerRequest(),
    bodyLimit: config.bodyLimitBytes,
    // A malformed %-escape in the path is answered before routing: same error shape as the rest.
    frameworkErrors,
    // Believe exactly this many proxy hops (the function form of a hop count).
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: a plain-text body is what a cross-site form can send without CORS.
  app.removeContentTypeParser('text/plain');
  await app.register(fastifyCookie);
  // Test runs only: integration tests pass leakAudit; the end-to-end server turns it on with
  // LEAK_AUDIT_DIR, which config.ts accepts only with TEST_HOOKS (itself only with NODE_ENV=test).
  // After the cookie plugin, whose onSend writes Set-Cookie. (Compression hooks each route's own
  // onSend, which runs after app-wide hooks like this one, so the audit reads plain text.)
  // Loaded only then (a chunk of its own in the server build), never in production.
  if (leakAudit || (config.testHooks && config.leakAuditDir)) {
    const { registerLeakAudit } = await import('./test-audits/leak-audit/register-leak-audit.js');
    const { createFileSink } = await import('./test-audits/leak-audit/sinks.js');
    registerLeakAudit(app, config, database.db, leakAudit ?? { sink: createFileSink(config.leakAuditDir ?? '') });
  }
  // Before any route, so that every answer (API and pages) passes through it.
  await registerCompression(app);
  // After compression (its per-route hooks must run first) and before the routes it caches.
  registerPublicReadCache(app, database);
  registerErrorHandling(app);
  registerSecurityHeaders(app, config);
  registerSameOriginCheck(app);
  registerNulCharacterCheck(app);

  const clock = now ?? (() => new Date());
  const auth = createAuthService({ db: database.db, config, now: clock });
  registerSessionResolution(app, config, auth);
  const rateLimits = registerRateLimits(app, { config, database, now: clock });
  const deps: RouteDeps = { config, database, auth, now: clock, rateLimits };
  const endpoints = createEndpointRegistry(app, rateLimits);

  await endpoints.register(healthEndpoints, healthHandlers({ database }));
  await endpoints.register(authEndpoints, authHandlers({ config, auth }));
  await endpoints.register(imageEndpoints, imageHandlers(deps));
  await endpoints.register(specializationEndpoints, specializationsHandlers(deps));
  await endpoints.register(coachEndpoints, coachesHandlers(deps));
  await endpoints.register(availabilityEndpoints, availabilityHandlers(app, deps));
  const { email, messaging } = createBackground(app, { config, database, now: clock, meetings });
  await endpoints.register(bookingEndpoints, bookingsHandlers({ ...deps, messaging }));
  await endpoints.register(noShowEndpoints, noShowsHandlers({ ...deps, messaging }));
  await endpoints.register(reviewEndpoints, reviewsHandlers(deps));
  // The development mailbox is never served in production.
  if (!config.isProduction) await endpoints.register(mailboxEndpoints, mailboxHandlers({ email }));
  await endpoints.register(vettingEndpoints, vettingHandlers({ ...deps, email, log: app.log }));
  await endpoints.register(reportEndpoints, reportsHandlers({ ...deps, email, log: app.log }));
  await endpoints.register(conversationEndpoints, conversationsHandlers({ ...deps, email, log: app.log }));
  await app.register(paymentsRoutes, deps);
  await endpoints.register(coachToolsEndpoints, coachToolsHandlers(deps));
  await endpoints.register(coachScheduleEndpoints, coachScheduleHandlers(deps));
  await endpoints.register(calendarFeedEndpoints, calendarFeedHandlers(deps));
  await endpoints.register(busyCalendarEndpoints, busyCalendarHandlers({ ...deps, log: app.log }));
  await endpoints.register(coachProfileEndpoints, coachProfileHandlers(deps), coachProfileExtras);
  await endpoints.register(adminEndpoints, adminHandlers({ ...deps, messaging }));
  await endpoints.register(accountEndpoints, accountHandlers(deps));
  await endpoints.register(profileImageEndpoints, profileImageHandlers(deps), profileImageExtras);
  await app.register(coachBillingRoutes, deps);
  await app.register(payoutsRoutes, deps);
  await app.register(moneyRoutes, deps);
  await app.register(earningsRoutes, deps);
  // TEST_HOOKS is accepted only with NODE_ENV=test (config.ts).
  if (config.testHooks)
    await endpoints.register(testHookEndpoints, (await import('./features/test-hooks/routes.js')).testHookHandlers(deps));

  // Every endpoint of the table has its handler, or the app does not start.
  const unanswered = endpoints.missing(
    new Set([...(config.testHooks ? [] : TEST_HOOK_ENDPOINTS), ...(config.isProduction ? DEVELOPMENT_ENDPOINTS : [])]),
  );
  if (unanswered.length > 0) throw new Error(`Endpoints without a handler: ${unanswered.join(', ')}`);

  // Before the page routes: the static plugin's own routes must not shadow them.
  const template = clientDistDir ? await registerClientAssets(app, clientDistDir) : undefined;
  const renderer = template && clientDistDir ? (pageRenderer ?? loadPageRenderer(clientDistDir)) : undefined;
  await app.register(publicPagesRoutes, { ...deps, template, renderer });
  const serveClientPage = template ? createFallbackPage(template, config.appName, renderer?.preloadsFor) : undefined;
  app.setNotFoundHandler((request, reply) => {
    if (serveClientPage?.(request, reply)) return;
    throw new NotFoundError(`No route for ${request.method} ${request.url.split('?')[0]}`);
  });
  return app;
}
