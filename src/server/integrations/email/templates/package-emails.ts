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
