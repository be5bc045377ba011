// POST /api/payments/webhook. Stripe signs the exact bytes it sends, so the
// endpoint table marks this route rawBody: its body stays raw (a Buffer) for
// this route only.
import { NotFoundError } from '../../../errors/domain-errors.js';
import type { EndpointHandler } from '../../../http/endpoint-routes.js';
import type { RouteDeps } from '../../../http/route-deps.js';
import type { EmailDelivery } from '../../../integrations/email/email-delivery.js';
import { renewalNotifier } from '../packages/renewal-notices.js';
import type { paymentEndpoints } from '../../../../shared/api/endpoints/payments.js';
import { createWebhookService, WEBHOOK_MESSAGES } from './webhook-service.js';

export function webhookHandler({
  config,
  database,
  now,
  email,
}: RouteDeps & { email: EmailDelivery }): EndpointHandler<typeof paymentEndpoints.endpoints.receiveStripeWebhook> {
  const payments = config.payments;
  const service =
    payments.provider === 'stripe'
      ? createWebhookService({
          db: database.db,
          webhookSecret: payments.webhookSecret,
          now,
          // A membership renewed or refused at Stripe: the same e-mails as the app-clock renewals.
          notifyRenewal: renewalNotifier({ db: database.db, config, email }),
        })
      : undefined;

  return async (request) => {
    if (!service) throw new NotFoundError(WEBHOOK_MESSAGES.notEnabled);
    const event = await service.verify(request.body, request.headers['stripe-signature']);
    const outcome = await service.handle(event);
    request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook');
    return { received: true, outcome };
  };
}
