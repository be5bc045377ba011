// The development mailbox (docs/product/emails-and-jobs.md#development-mailbox): the latest outbox messages as
// JSON, for admins, never in production (the route is not registered there: src/server/app.ts).
import type { mailboxEndpoints } from '../../../shared/api/endpoints/mailbox.js';
import type { EndpointHandlers } from '../../http/endpoint-routes.js';
import type { EmailDelivery } from '../../integrations/email/email-delivery.js';

export const MAILBOX_LIMIT = 50;

export function mailboxHandlers({ email }: { email: EmailDelivery }): EndpointHandlers<typeof mailboxEndpoints.endpoints> {
  return {
    getDevMailbox: async () => {
      // What is queued now is written and delivered first: the mailbox shows the e-mails a person would have by now.
      await email.deliverPending();
      const rows = await email.recent(MAILBOX_LIMIT);
      return rows.map((m) => ({
        id: m.id,
        to: m.toAddress,
        subject: m.subject,
        text: m.textBody,
        html: m.htmlBody,
        status: m.status,
        hasInvite: m.icsAttachment !== null,
        createdAt: m.createdAt.toISOString(),
      }));
    },
  };
}
