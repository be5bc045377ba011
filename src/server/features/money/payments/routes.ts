// The payments feature's handlers: the public configuration the checkout
// reads and the Stripe webhook (its body kept raw: the table says rawBody).
import type { EndpointHandlers } from '../../../http/endpoint-routes.js';
import type { RouteDeps } from '../../../http/route-deps.js';
import type { EmailDelivery } from '../../../integrations/email/email-delivery.js';
import type { paymentEndpoints } from '../../../../shared/api/endpoints/payments.js';
import { publicConfig } from './public-config.js';
import { webhookHandler } from './webhook-routes.js';

export function paymentsHandlers(deps: RouteDeps & { email: EmailDelivery }): EndpointHandlers<typeof paymentEndpoints.endpoints> {
  const body = publicConfig(deps.config);
  return {
    getPublicConfig: async () => body,
    receiveStripeWebhook: webhookHandler(deps),
  };
}
