// E-mails about a coach's proposed time and about no-shows (docs/product/reschedule.md,
// docs/product/no-shows.md). Each tells the party who did not act what happened and what they can do.
import type { OutgoingEmail } from '../email-message.js';
import { formatInZone, renderEmail } from './format.js';
import { clientTime, coachTime } from './booking-emails.js';
import { dollars, fullName, link, type SessionFacts } from './session-facts.js';

export type ProposalEvent = 'proposed' | 'declined' | 'withdrawn';

export function proposalEmail(f: SessionFacts, event: ProposalEvent, proposedStart: Date): OutgoingEmail {
  const proposed = { ...f, start: proposedStart };
  if (event === 'declined') {
    return renderEmail(f.appName, {
      to: f.coach.email,
      subject: `Proposal declined: session with ${fullName(f.client)}`,
      greeting: `Hi ${f.coach.firstName},`,
      paragraphs: [
        `${fullName(f.client)} declined the new time you proposed (${coachTime(proposed)}). The session stays on ${coachTime(f)}.`,
      ],
      action: { label: 'View your schedule', url: link(f, '/dashboard/coach') },
    });
  }
  return renderEmail(f.appName, {
    to: f.client.email,
    subject:
      event === 'proposed'
        ? `${fullName(f.coach)} proposes a new time for your session`
        : `${fullName(f.coach)} withdrew the proposed time`,
    greeting: `Hi ${f.client.firstName},`,
    paragraphs:
      event === 'proposed'
        ? [
            `${fullName(f.coach)} proposes to move your session on ${clientTime(f)} to ${clientTime(proposed)}.`,
            'Accept or decline it on your dashboard. If you decline, or do nothing, the session keeps its current time.',
          ]
        : [`${fullName(f.coach)} withdrew the proposal to move your session. It stays on ${clientTime(f)}.`],
    action: { label: 'View your bookings', url: link(f, '/dashboard/client') },
  });
}

export type NoShowEvent = 'client-absent' | 'coach-absent-reported' | 'disputed' | 'decided-refund' | 'decided-no-refund';

// The client's e-mails show times in their zone, the coach's in theirs.
export function noShowEmails(f: SessionFacts, event: NoShowEvent, disputeUntil: Date | null): OutgoingEmail[] {
  const price = dollars(f.totalPriceCents);
  const mail = (party: 'client' | 'coach') => (subject: string, paragraphs: string[]) =>
    renderEmail(f.appName, {
      to: f[party].email,
      subject,
      greeting: `Hi ${f[party].firstName},`,
      paragraphs,
      action:
        party === 'client'
          ? { label: 'View your bookings', url: link(f, '/dashboard/client') }
          : { label: 'Open your dashboard', url: link(f, '/dashboard/coach') },
    });
  const toClient = mail('client');
  const toCoach = mail('coach');
  switch (event) {
    case 'client-absent':
      return [
        toClient(`${fullName(f.coach)} marked you absent`, [
          `${fullName(f.coach)} marked you absent from your session on ${clientTime(f)}, so the ${price} you paid is not refunded.`,
          'If you were there and the coach was not, you can report the coach absent on your dashboard within 48 hours after the session ended; an admin will then decide.',
        ]),
      ];
    case 'coach-absent-reported':
      return [
        toCoach(`${fullName(f.client)} reported that you missed a session`, [
          `${fullName(f.client)} reported that you did not attend the session on ${coachTime(f)}.`,
          `Unless you dispute it on your dashboard by ${disputeUntil ? formatInZone(disputeUntil, f.coachTimeZone) : 'the deadline'}, the client is refunded ${price} in full.`,
        ]),
      ];
    case 'disputed':
      return [
        toClient(`Your no-show report is with our team`, [
          `${fullName(f.coach)} disputes that they missed your session on ${clientTime(f)}.`,
          'An admin will read both statements and decide whether you are refunded in full. We will e-mail you the decision.',
        ]),
        toCoach(`Your dispute is with our team`, [
          `The no-show case for your session with ${fullName(f.client)} on ${coachTime(f)} is with an admin, who will read both statements and decide.`,
        ]),
      ];
    case 'decided-refund':
    case 'decided-no-refund': {
      const refund = event === 'decided-refund';
      return [
        toClient(`Decision on your no-show report`, [
          refund
            ? `An admin decided your no-show report about the session on ${clientTime(f)}: you are refunded ${price} in full.`
            : `An admin decided your no-show report about the session on ${clientTime(f)}: the ${price} you paid is not refunded.`,
        ]),
        toCoach(`Decision on the no-show report`, [
          refund
            ? `An admin decided the no-show case for your session with ${fullName(f.client)} on ${coachTime(f)}: the client is refunded ${price} in full.`
            : `An admin decided the no-show case for your session with ${fullName(f.client)} on ${coachTime(f)}: the client is not refunded and the payment stays with you.`,
        ]),
      ];
    }
  }
}
