// POST /api/payments/webhook. Stripe signs the exact bytes it sends, so this
// encapsulated plugin keeps the body raw (a Buffer) for this route only.
import type { FastifyPluginAsync } from 'fastify';
import { NotFoundError } from '../../../errors/domain-errors.js';
import type { RouteDeps } from '../../../http/route-deps.js';
import { createWebhookService, WEBHOOK_MESSAGES } from './webhook-service.js';

export const webhookRoutes: FastifyPluginAsync<RouteDeps> = async (app, { config, database, now }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  const payments = config.payments;
  const service =
    payments.provider === 'stripe' ? createWebhookService({ db: database.db, webhookSecret: payments.webhookSecret, now }) : undefined;

  app.post('/api/payments/webhook', async (request) => {
    if (!service) throw new NotFoundError(WEBHOOK_MESSAGES.notEnabled);
    const event = await service.verify(request.body, request.headers['stripe-signature']);
    const outcome = await service.handle(event);
    request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook');
    return { received: true, outcome };
  });
};
