// GET /metrics for Prometheus, and the hook that times every request for it.
// Not public: the scraper sends METRICS_TOKEN as a bearer token (and the proxy
// does not pass /metrics on at all, docs/operations.md); without a token set
// the metrics are off and /metrics is a 404 like any unknown path.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { DatabaseHandle } from '../../db/client.js';
import { NotFoundError, NotSignedInError } from '../../errors/domain-errors.js';
import { createAppMetrics, type AppMetrics } from './service.js';

export const METRICS_PATH = '/metrics';
// Answers of the not-found handler (client pages and 404s) share one series.
export const FALLBACK_ROUTE = 'fallback';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

// Returns what the job runner and the work queue report to (nothing when metrics are off).
export function registerMetrics(
  app: FastifyInstance,
  { config, database, now }: { config: AppConfig; database: DatabaseHandle; now: () => Date },
): Pick<AppMetrics, 'observeJob' | 'observeWork'> | undefined {
  const metrics = config.metrics ? createAppMetrics({ database, now }) : undefined;
  app.get(METRICS_PATH, async (request, reply) => {
    if (!config.metrics || !metrics) throw new NotFoundError(`No route for GET ${METRICS_PATH}`);
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    if (scheme !== 'Bearer' || !token || !sameSecret(token, config.metrics.token)) {
      reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new NotSignedInError('The metrics need the scrape token.');
    }
    return reply
      .header('Cache-Control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
  if (!metrics) return undefined;
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest({
      method: request.method,
      route: request.routeOptions.url ?? FALLBACK_ROUTE,
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
  });
  return { observeJob: metrics.observeJob, observeWork: metrics.observeWork };
}
