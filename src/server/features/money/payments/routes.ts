// The payments feature's routes: the public configuration the checkout reads
// and, in its own encapsulated plugin (raw body), the Stripe webhook.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../../http/route-deps.js';
import { ZPublicConfig } from '../../../../shared/schemas/payments.js';
import { publicConfig } from './public-config.js';
import { webhookRoutes } from './webhook-routes.js';

export const paymentsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const body = publicConfig(deps.config);
  app.get('/api/config/public', { schema: { response: { 200: ZPublicConfig } } }, async () => body);
  await app.register(webhookRoutes, deps);
};
