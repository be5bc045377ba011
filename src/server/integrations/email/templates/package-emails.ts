// The receipt of a package or membership purchase (docs/product/packages.md):
// what was paid, the credits and the date they expire, as DECISIONS section 12
// asks of every receipt.
import { formatDollars } from '../../../../shared/domain/money.js';
import type { OutgoingEmail } from '../email-message.js';
import { formatForClient, renderEmail } from './format.js';
import { creditsText } from './session-facts.js';

export type PackageReceiptFacts = {
  appName: string;
  baseUrl: string;
  client: { firstName: string; email: string };
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
  const what = f.kind === 'package' ? `${f.sessions} sessions` : `${f.sessions} sessions a month`;
  const paid =
    f.kind === 'package'
      ? `You paid ${formatDollars(f.price)} (${formatDollars(f.perSession)} per session), charged once to your card.`
      : `You paid ${formatDollars(f.price)} for this month (${formatDollars(f.perSession)} per session); it renews monthly until you cancel.`;
  return renderEmail(f.appName, {
    to: f.client.email,
    subject: `Your receipt: ${what} with ${f.coachName}`,
    greeting: `Hi ${f.client.firstName},`,
    paragraphs: [
      `Thank you for buying ${what} with ${f.coachName}. ${paid}`,
      `You have ${creditsText(f.credits)} for sessions with ${f.coachName}, valid until ${formatForClient(f.expiresAt, 'UTC', f.clientTimeZone)}. At checkout, choose "Use 1 credit".`,
      'Credits not used by then expire and are not refunded. You can cancel any time from My packages: unused credits are refunded at the price per session.',
    ],
    action: { label: 'See My packages', url: `${f.baseUrl.replace(/\/$/, '')}/dashboard/client` },
  });
}
