// Everything the booking e-mails need to know about one session. Built by the
// bookings feature from the database; the templates are pure functions of it.
import type { CalendarInvite } from '../email-message.js';
import { minutesBetween } from '../../../../shared/domain/time-units.js';
import type { Locale } from '../../../../shared/i18n/locales.js';

// locale: the language the person reads their e-mails in (their account's).
export type EmailParty = { firstName: string; lastName: string; email: string; locale: Locale };

export type SessionFacts = {
  appName: string;
  // Where links point, e.g. https://stillpoint.app (no trailing slash).
  baseUrl: string;
  bookingId: number;
  start: Date;
  end: Date;
  coachTimeZone: string;
  // Learnt from the client's browser at checkout; null until then.
  clientTimeZone: string | null;
  coach: EmailParty;
  client: EmailParty;
  meetingUrl: string | null;
  notes: string | null;
  totalPriceCents: number;
  // Paid with a package credit (docs/product/packages.md): what the client has left of that package.
  credit?: CreditLeft;
};

export type CreditLeft = { left: number; expiresAt: Date };

// What a cancellation did with the money (docs/product/cancellation-policy.md):
// refunded or still being refunded (amountCents, all or part of the price),
// nothing refunded under the policy, or nothing was ever charged.
export type RefundOutcome =
  { state: 'refunded' | 'refund-pending'; amountCents: number } | { state: 'no-refund' } | { state: 'not-charged' };

export const fullName = (p: EmailParty) => `${p.firstName} ${p.lastName}`;

export function link(facts: SessionFacts, path: string): string {
  return `${facts.baseUrl.replace(/\/$/, '')}${path}`;
}

export function minutesOf(facts: SessionFacts): number {
  return minutesBetween(facts.start, facts.end);
}

export type { CalendarInvite };

// The invitation attached to each party's e-mail, worded in their language (one object when both read the same).
export type PartyInvites = { client: CalendarInvite; coach: CalendarInvite };
