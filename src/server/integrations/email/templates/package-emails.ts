// The receipt of a package or membership purchase (docs/product/packages.md):
// what was paid, the credits and the date they expire, as DECISIONS section 12
// asks of every receipt; in the buyer's language.
import { dollarsToCents } from '../../../../shared/domain/money.js';
import type { Locale } from '../../../../shared/i18n/locales.js';
import type { OutgoingEmail } from '../email-message.js';
import { readerOf } from './email-texts.js';
import { renderEmail } from './format.js';

export type PackageReceiptFacts = {
  appName: string;
  baseUrl: string;
  client: { firstName: string; email: string; locale: Locale };
  coachName: string;
  kind: 'package' | 'membership';
  sessions: number;
  // Dollars, as the purchase view has them.
  price: number;
  perSession: number;
  credits: number;
  expiresAt: Date;
  // From the buyer's browser; UTC when unknown.
  clientTimeZone: string | null;
};

export function packageReceiptEmail(f: PackageReceiptFacts): OutgoingEmail {
  const r = readerOf(f.client.locale);
  const what = r.t('package.what', { kind: f.kind, sessions: f.sessions });
  const amounts = { price: r.money(dollarsToCents(f.price)), perSession: r.money(dollarsToCents(f.perSession)) };
  const paid = r.t(f.kind === 'package' ? 'package.paid.package' : 'package.paid.membership', amounts);
  return renderEmail(f.appName, {
    to: f.client.email,
    locale: r.locale,
    subject: r.t('package.subject', { what, coach: f.coachName }),
    greeting: r.greeting(f.client.firstName),
    paragraphs: [
      r.t('package.thanks', { what, coach: f.coachName, paid }),
      r.t('package.credits', {
        credits: r.credits(f.credits),
        coach: f.coachName,
        until: r.forClient(f.expiresAt, 'UTC', f.clientTimeZone),
      }),
      r.t('package.expiry'),
    ],
    action: { label: r.t('action.seePackages'), url: `${f.baseUrl.replace(/\/$/, '')}/dashboard/client` },
  });
}

export type RenewalFacts = {
  appName: string;
  baseUrl: string;
  client: { firstName: string; email: string };
  coachName: string;
  sessions: number;
  // Dollars.
  price: number;
  clientTimeZone: string | null;
};

const myPackages = (baseUrl: string) => ({ label: 'See My packages', url: `${baseUrl.replace(/\/$/, '')}/dashboard/client` });

// A membership's month paid (docs/decisions/0067-membership-renewals.md): the
// receipt of the charge, the credits now held and when the next month is charged.
export function membershipRenewedEmail(f: RenewalFacts & { credits: number; renewsOn: Date; creditsUntil: Date }): OutgoingEmail {
  return renderEmail(f.appName, {
    to: f.client.email,
    subject: `Your membership with ${f.coachName} renewed`,
    greeting: `Hi ${f.client.firstName},`,
    paragraphs: [
      `Your membership with ${f.coachName} (${f.sessions} sessions a month) renewed: ${formatDollars(f.price)} was charged to your card.`,
      `You now have ${creditsText(f.credits)} for sessions with ${f.coachName}. This month's credits are valid until ${formatForClient(f.creditsUntil, 'UTC', f.clientTimeZone)}; unused credits roll over one month, then expire.`,
      `The next renewal is on ${formatForClient(f.renewsOn, 'UTC', f.clientTimeZone)}. You can cancel any time from My packages and keep this month's credits.`,
    ],
    action: myPackages(f.baseUrl),
  });
}

// A renewal the card refused: what happened, how to fix it and by when.
export function membershipRenewalFailedEmail(f: RenewalFacts & { reason: string; graceUntil: Date }): OutgoingEmail {
  return renderEmail(f.appName, {
    to: f.client.email,
    subject: `Action needed: your membership with ${f.coachName} could not be renewed`,
    greeting: `Hi ${f.client.firstName},`,
    paragraphs: [
      `We could not charge ${formatDollars(f.price)} for this month of your membership with ${f.coachName}: ${f.reason}`,
      `To keep it, open My packages and choose "Update card" by ${formatForClient(f.graceUntil, 'UTC', f.clientTimeZone)}. We will also try your card again once a day until then.`,
      `If it is not paid by then, no new credits are added and the membership ends. Credits you already hold stay valid until their date.`,
    ],
    action: myPackages(f.baseUrl),
  });
}
