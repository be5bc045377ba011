// The receipt of a package or membership purchase (docs/product/packages.md):
// what was paid, the credits and the date they expire, as DECISIONS section 12
// asks of every receipt; in the buyer's language.
import { dollarsToCents } from '../../../../shared/domain/money.js';
import type { Locale } from '../../../../shared/i18n/locales.js';
import type { OutgoingEmail } from '../email-message.js';
import type { EmailKey } from '../../../../shared/i18n/catalogs/emails.en.js';
import { readerOf, type Reader } from './email-texts.js';
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
  client: { firstName: string; email: string; locale: Locale };
  coachName: string;
  sessions: number;
  // Dollars.
  price: number;
  clientTimeZone: string | null;
};

function renewalEmail(f: RenewalFacts, subject: EmailKey, paragraphs: (r: Reader, price: string) => string[]): OutgoingEmail {
  const r = readerOf(f.client.locale);
  return renderEmail(f.appName, {
    to: f.client.email,
    locale: r.locale,
    subject: r.t(subject, { coach: f.coachName }),
    greeting: r.greeting(f.client.firstName),
    paragraphs: paragraphs(r, r.money(dollarsToCents(f.price))),
    action: { label: r.t('action.seePackages'), url: `${f.baseUrl.replace(/\/$/, '')}/dashboard/client` },
  });
}

// A membership's month paid (docs/decisions/0067-membership-renewals.md): the
// receipt of the charge, the credits now held and when the next month is charged.
export function membershipRenewedEmail(f: RenewalFacts & { credits: number; renewsOn: Date; creditsUntil: Date }): OutgoingEmail {
  return renewalEmail(f, 'renewal.subject', (r, price) => [
    r.t('renewal.charged', { coach: f.coachName, sessions: f.sessions, price }),
    r.t('renewal.credits', {
      credits: r.credits(f.credits),
      coach: f.coachName,
      until: r.forClient(f.creditsUntil, 'UTC', f.clientTimeZone),
    }),
    r.t('renewal.next', { renewsOn: r.forClient(f.renewsOn, 'UTC', f.clientTimeZone) }),
  ]);
}

// A renewal the card refused: what happened, how to fix it and by when.
export function membershipRenewalFailedEmail(f: RenewalFacts & { reason: string; graceUntil: Date }): OutgoingEmail {
  return renewalEmail(f, 'renewalFailed.subject', (r, price) => [
    r.t('renewalFailed.body', { price, coach: f.coachName, reason: f.reason }),
    r.t('renewalFailed.how', { until: r.forClient(f.graceUntil, 'UTC', f.clientTimeZone) }),
    r.t('renewalFailed.after'),
  ]);
}
