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
