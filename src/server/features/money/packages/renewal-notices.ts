// The e-mails of membership renewals: the receipt of a month paid, and the
// "renewal failed" notice telling the client how to fix it (once per failure).
// A failure to queue one never undoes the renewal.
import { centsToDollars } from '../../../../shared/domain/money.js';
import { publicOrigin, type AppConfig } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import type { EmailDelivery } from '../../../integrations/email/email-delivery.js';
import { membershipRenewalFailedEmail, membershipRenewedEmail } from '../../../integrations/email/templates/package-emails.js';
import type { RenewalEvent } from './membership-renewals.js';
import { createRenewalsRepository } from './renewals-repository.js';

export function renewalNotifier({ db, config, email }: { db: Database; config: AppConfig; email: EmailDelivery }) {
  const renewals = createRenewalsRepository(db);
  return async (event: RenewalEvent): Promise<void> => {
    if (event.kind === 'ended') return;
    const people = await renewals.people(event.purchase.id);
    if (!people) return;
    const facts = {
      appName: config.appName,
      baseUrl: publicOrigin(config),
      client: people.client,
      coachName: people.coachName,
      sessions: event.purchase.sessions,
      price: centsToDollars(event.purchase.priceCents),
      clientTimeZone: people.timeZone,
    };
    const message =
      event.kind === 'renewed'
        ? membershipRenewedEmail({
            ...facts,
            credits: event.purchase.creditsAvailable,
            renewsOn: event.purchase.periodEnd ?? event.purchase.expiresAt,
            creditsUntil: event.purchase.expiresAt,
          })
        : membershipRenewalFailedEmail({ ...facts, reason: event.reason, graceUntil: event.graceUntil });
    await email.enqueue([message]).catch(() => undefined);
  };
}
