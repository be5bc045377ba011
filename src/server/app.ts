// Builds the HTTP application around a database handle. main.ts uses it for
// the real server; integration tests build it with a fresh database each.
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { authRoutes } from './features/auth/routes.js';
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
import { healthRoutes } from './http/health-routes.js';
import type { RouteDeps } from './http/route-deps.js';
import { adminRoutes } from './features/admin/routes.js';
import { availabilityRoutes } from './features/availability/routes.js';
import { bookingsRoutes } from './features/bookings/routes.js';
import { noShowsRoutes } from './features/no-shows/routes.js';
import { mailboxRoutes } from './features/mailbox/routes.js';
import { conversationsRoutes } from './features/conversations/routes.js';
import { paymentsRoutes } from './features/payments/routes.js';
import { reviewsHandlers } from './features/reviews/routes.js';
import { reviewEndpoints } from '../shared/api/endpoints/reviews.js';
import { createEndpointRegistry } from './http/endpoint-routes.js';
import { reportsRoutes } from './features/reports/routes.js';
import { apiDocsRoutes } from './features/api-docs/routes.js';
import { createBackground } from './jobs/background.js';
import type { MeetingProvider } from './integrations/meetings/meeting-provider.js';
import { coachesRoutes } from './features/coaches/routes.js';
import { imageRoutes } from './features/images/routes.js';
import { specializationsRoutes } from './features/specializations/routes.js';
import { coachToolsRoutes } from './features/coach-tools/routes.js';
import { coachScheduleRoutes } from './features/coach-schedule/routes.js';
import { calendarFeedRoutes } from './features/calendar-feed/routes.js';
import { busyCalendarRoutes } from './features/busy-calendar/routes.js';
import { accountRoutes } from './features/account/routes.js';
import { loadPageRenderer, type PageRenderer } from './features/public-pages/page-renderer.js';
import { createFallbackPage, publicPagesRoutes } from './features/public-pages/routes.js';
import { coachProfileRoutes } from './features/coach-profile/routes.js';
import { profileImageRoutes } from './features/profile-image/routes.js';
import { coachBillingRoutes } from './features/coach-billing/routes.js';
import { payoutsRoutes } from './features/payouts/routes.js';
import { moneyRoutes } from './features/transfers/routes.js';
import { earningsRoutes } from './features/earnings/routes.js';
import { vettingRoutes } from './features/vetting/routes.js';
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
const TEST_HOOK_ENDPOINTS: ReadonlySet<string> = new Set([]);

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

  await app.register(healthRoutes, { database });
  await app.register(authRoutes, { config, auth, rateLimits });
  await app.register(imageRoutes, deps);
  await app.register(specializationsRoutes, deps);
  await app.register(coachesRoutes, deps);
  await app.register(availabilityRoutes, deps);
  const { email, messaging } = createBackground(app, { config, database, now: clock, meetings });
  await app.register(bookingsRoutes, { ...deps, messaging });
  await app.register(noShowsRoutes, { ...deps, messaging });
  await endpoints.register(reviewEndpoints, reviewsHandlers(deps));
  await app.register(reportsRoutes, { ...deps, email });
  await app.register(mailboxRoutes, { ...deps, email });
  await app.register(conversationsRoutes, { ...deps, email });
  await app.register(adminRoutes, { ...deps, messaging });
  await app.register(vettingRoutes, { ...deps, email });
  await app.register(paymentsRoutes, deps);
  await app.register(coachToolsRoutes, deps);
  await app.register(coachScheduleRoutes, deps);
  await app.register(calendarFeedRoutes, deps);
  await app.register(busyCalendarRoutes, deps);
  await app.register(accountRoutes, deps);
  await app.register(coachProfileRoutes, deps);
  await app.register(profileImageRoutes, deps);
  await app.register(coachBillingRoutes, deps);
  await app.register(payoutsRoutes, deps);
  await app.register(moneyRoutes, deps);
  await app.register(earningsRoutes, deps);
  // The reference of all the above: /api/openapi.json and the /api/docs page.
  await app.register(apiDocsRoutes, { config });
  // TEST_HOOKS is accepted only with NODE_ENV=test (config.ts).
  if (config.testHooks) await app.register((await import('./features/test-hooks/routes.js')).testHookRoutes, deps);

  // Every endpoint of the table has its handler, or the app does not start.
  const unanswered = endpoints.missing(config.testHooks ? undefined : TEST_HOOK_ENDPOINTS);
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
