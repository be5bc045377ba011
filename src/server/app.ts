// Builds the HTTP application around a database handle. main.ts uses it for
// the real server; integration tests build it with a fresh database each.
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { createAuthService } from './features/auth/service.js';
import { createLiveBus } from './integrations/live-events/live-bus.js';
import { databaseTransport } from './integrations/live-events/live-transport.js';
import { redisTransport } from './integrations/live-events/redis-transport.js';
import { registerClientAssets } from './http/client-assets.js';
import { registerCompression } from './http/compression.js';
import { OneLinePerRequest, unblockingStdout } from './http/request-log.js';
import { NotFoundError } from './errors/domain-errors.js';
import { frameworkErrors, registerErrorHandling } from './http/error-handler.js';
import { registerMetrics } from './features/metrics/routes.js';
import { registerNulCharacterCheck } from './http/nul-characters.js';
import { registerPublicReadCache } from './http/read-cache/register-read-cache.js';
import { registerRateLimits } from './http/rate-limit/route-limits.js';
import { registerSameOriginCheck } from './http/same-origin.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerSessionResolution } from './http/session.js';
import type { RouteDeps } from './http/route-deps.js';
import { createBackground } from './jobs/background.js';
import { registerApi } from './api-routes.js';
import { apiDocsRoutes } from './features/api-docs/routes.js';
import type { MeetingProvider } from './integrations/meetings/meeting-provider.js';
import { loadPageRenderer, type PageRenderer } from './features/public-pages/page-renderer.js';
import { createClientPages } from './features/public-pages/client-pages.js';
import { publicPagesRoutes } from './features/public-pages/routes.js';

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
  // Test instrumentation that watches every answer (the leak audit of
  // src/server/test-support/leak-audit): passed in by the test harness and the
  // end-to-end server's entry, so the app itself never loads test code.
  auditResponses?: (app: FastifyInstance, context: { config: AppConfig; database: DatabaseHandle }) => void;
  // Tests learn every route the app registers (e.g. to fuzz all write routes).
  onRoute?: (route: RouteOptions) => void;
};

export async function buildApp({
  config,
  database,
  clientDistDir,
  pageRenderer,
  now,
  logger = true,
  meetings,
  onRoute,
  auditResponses,
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
    // A request that reached this process just as it began shutting down (a
    // rolling restart) is answered in full, not with 503: nginx never resends
    // a POST, so a 503 here would be a failed booking (docs/decisions/0064-deployment-behind-nginx.md).
    return503OnClosing: false,
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: a plain-text body is what a cross-site form can send without CORS.
  app.removeContentTypeParser('text/plain');
  await app.register(fastifyCookie);
  // After the cookie plugin, whose onSend writes Set-Cookie. (Compression hooks each route's own
  // onSend, which runs after app-wide hooks like this one, so an audit reads plain text.)
  auditResponses?.(app, { config, database });
  // Before any route, so that every answer (API and pages) passes through it.
  await registerCompression(app);
  // After compression (its per-route hooks must run first) and before the routes it caches.
  registerPublicReadCache(app, database);
  registerErrorHandling(app);
  registerSecurityHeaders(app, config);
  registerSameOriginCheck(app);
  registerNulCharacterCheck(app);

  const clock = now ?? (() => new Date());
  const observers = registerMetrics(app, { config, database, now: clock });
  // Live updates between processes: Redis when configured, else the database's NOTIFY (docs/decisions/0059-live-updates.md).
  const redis = config.rateLimit.redis;
  const live = createLiveBus(redis ? redisTransport({ ...redis, log: app.log }) : databaseTransport(database), app.log);
  app.addHook('onClose', async () => live.close());
  const auth = createAuthService({ db: database.db, config, now: clock, live });
  registerSessionResolution(app, config, auth);
  const rateLimits = registerRateLimits(app, { config, database, now: clock });
  const deps: RouteDeps = { config, database, auth, now: clock, rateLimits, live };

  const { email, messaging } = createBackground(app, {
    config,
    database,
    now: clock,
    meetings,
    observeJob: observers?.observeJob,
    observeWork: observers?.observeWork,
    live,
  });
  await registerApi(app, { ...deps, auth, email, messaging });
  // The API's reference: its OpenAPI document and a page to read it (docs/decisions/0053-openapi-document.md).
  await app.register(apiDocsRoutes, { config });

  // Before the page routes: the static plugin's own routes must not shadow them.
  const template = clientDistDir ? await registerClientAssets(app, clientDistDir) : undefined;
  const renderer = template && clientDistDir ? (pageRenderer ?? loadPageRenderer(clientDistDir)) : undefined;
  await app.register(publicPagesRoutes, { ...deps, template, renderer });
  const serveClientPage = template ? createClientPages(app, template, config.appName, renderer) : undefined;
  app.setNotFoundHandler(async (request, reply) => {
    if (await serveClientPage?.(request, reply)) return reply;
    throw new NotFoundError(`No route for ${request.method} ${request.url.split('?')[0]}`);
  });
  return app;
}
