// The development mailbox (docs/product/emails-and-jobs.md#development-mailbox): the latest outbox messages as
// JSON, for admins, never in production (the route is not registered there).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mustHaveRole } from '../../http/guards.js';
import type { RouteDeps } from '../../http/route-deps.js';
import type { EmailDelivery } from '../../integrations/email/email-delivery.js';
import { ZDevMailbox } from '../../../shared/schemas/mailbox.js';

export const MAILBOX_LIMIT = 50;

export const mailboxRoutes: FastifyPluginAsyncZod<RouteDeps & { email: EmailDelivery }> = async (app, { config, email }) => {
  if (config.isProduction) return;
  app.get('/api/dev/mailbox', { onRequest: mustHaveRole('admin'), schema: { response: { 200: ZDevMailbox } } }, async () => {
    const rows = await email.recent(MAILBOX_LIMIT);
    return rows.map((m) => ({
      id: m.id,
      to: m.toAddress,
      subject: m.subject,
      text: m.textBody,
      status: m.status,
      hasInvite: m.icsAttachment !== null,
      createdAt: m.createdAt.toISOString(),
    }));
  });
};
