// The packages feature's handlers (docs/product/packages.md). Who the caller
// is comes from the session; the offer's price, the credits and the refund are
// decided by the server, whatever the body says.
import type { packageEndpoints } from '../../../../shared/api/endpoints/packages.js';
import { BOOKING_MESSAGES, ZIdempotencyKey } from '../../../../shared/schemas/bookings.js';
import { PACKAGE_MESSAGES } from '../../../../shared/schemas/packages.js';
import { InvalidInputError } from '../../../errors/domain-errors.js';
import type { EndpointHandlers } from '../../../http/endpoint-routes.js';
import { requireRole } from '../../../http/guards.js';
import { parseRowId } from '../../../http/params.js';
import type { RouteDeps } from '../../../http/route-deps.js';
import type { EmailDelivery } from '../../../integrations/email/email-delivery.js';
import { packageReceiptEmail } from '../../../integrations/email/templates/package-emails.js';
import { isValidTimeZone } from '../../../../shared/domain/time-zone.js';
import { createMembershipBilling, createPaymentGateway } from '../../../integrations/payments/create-payment-gateway.js';
import { createMoneyService, renewalNotifier } from '../money-service.js';
import { publicOrigin } from '../../../config.js';

const offerId = (raw: string) => parseRowId(raw, PACKAGE_MESSAGES.offerNotFound);
const purchaseId = (raw: string) => parseRowId(raw, PACKAGE_MESSAGES.purchaseNotFound);

export function packagesHandlers({
  config,
  database,
  now,
  email,
}: RouteDeps & { email: EmailDelivery }): EndpointHandlers<typeof packageEndpoints.endpoints> {
  const gateway = createPaymentGateway(database.db, now, config.payments);
  const { offers, purchases, memberships } = createMoneyService({ db: database.db, now }).packages(
    gateway,
    renewalNotifier({ db: database.db, config, email }),
    createMembershipBilling(config.payments),
  );

  return {
    listMyOffers: async (request) => offers.mine(requireRole(request, 'coach')),

    createOffer: async (request, reply) => reply.status(201).send(await offers.create(requireRole(request, 'coach'), request.body)),

    retireOffer: async (request) => offers.retire(requireRole(request, 'coach'), offerId(request.params.id)),

    listCoachOffers: async (request) => offers.ofCoach(parseRowId(request.params.id, BOOKING_MESSAGES.coachNotFound)),

    getCreditBalance: async (request) =>
      purchases.balance(requireRole(request, 'client').id, parseRowId(request.params.id, BOOKING_MESSAGES.coachNotFound)),

    createPackageIntent: async (request) => purchases.createIntent(requireRole(request, 'client'), offerId(request.params.id)),

    buyPackage: async (request, reply) => {
      const user = requireRole(request, 'client');
      const key = ZIdempotencyKey.safeParse(request.headers['idempotency-key'] ?? request.body.idempotencyKey);
      if (!key.success) throw new InvalidInputError(BOOKING_MESSAGES.idempotencyKey, { idempotencyKey: BOOKING_MESSAGES.idempotencyKey });
      const { purchase, created } = await purchases.buy(user, offerId(request.params.id), request.body, key.data);
      // The receipt, once per purchase (a repeat of the same key sends none). A
      // failure to queue it never fails the purchase that was charged.
      if (created) {
        const zone = request.body.timeZone;
        const receipt = packageReceiptEmail({
          appName: config.appName,
          baseUrl: publicOrigin(config),
          client: user,
          coachName: purchase.coachName,
          kind: purchase.kind,
          sessions: purchase.sessions,
          price: purchase.price,
          perSession: purchase.perSession,
          credits: purchase.creditsLeft,
          expiresAt: new Date(purchase.expiresAt),
          clientTimeZone: zone && isValidTimeZone(zone) ? zone : null,
        });
        await email.enqueue([receipt]).catch((error: unknown) => request.log.warn({ err: error }, 'could not queue the package receipt'));
      }
      return reply.status(created ? 201 : 200).send(purchase);
    },

    listMyPackages: async (request) => purchases.mine(requireRole(request, 'client')),

    cancelMyPackage: async (request) => purchases.cancel(requireRole(request, 'client'), purchaseId(request.params.id)),

    payMembershipOverdue: async (request) => {
      const user = requireRole(request, 'client');
      return purchases.viewOf(await memberships.payOverdue(user, purchaseId(request.params.id), request.body.card));
    },

    listAllPackages: async (request) => {
      requireRole(request, 'admin');
      return purchases.all();
    },

    listMembershipRenewals: async (request) => {
      requireRole(request, 'admin');
      return memberships.forAdmin();
    },

    refundPackage: async (request) => {
      requireRole(request, 'admin');
      return purchases.adminRefund(purchaseId(request.params.id), request.body.reason);
    },
  };
}
