// E-mails about a coach's proposed time and about no-shows (docs/product/reschedule.md,
// docs/product/no-shows.md). Each tells the party who did not act what happened and what they can do,
// in their language.
import type { EmailKey } from '../../../../shared/i18n/catalogs/emails.en.js';
import type { OutgoingEmail } from '../email-message.js';
import { clientTime, coachTime, partiesOf, partyEmail } from './booking-emails.js';
import type { Reader } from './email-texts.js';
import { link, type SessionFacts } from './session-facts.js';

export type ProposalEvent = 'proposed' | 'declined' | 'withdrawn';

export function proposalEmail(f: SessionFacts, event: ProposalEvent, proposedStart: Date): OutgoingEmail {
  const { client, coach, coachName, clientName } = partiesOf(f);
  const proposed = { ...f, start: proposedStart };
  if (event === 'declined') {
    return partyEmail(f, 'coach', coach, {
      subject: coach.t('proposal.declined.subject', { client: clientName }),
      paragraphs: [
        coach.t('proposal.declined.body', { client: clientName, proposed: coachTime(proposed, coach), time: coachTime(f, coach) }),
      ],
      action: { label: coach.t('action.viewSchedule'), url: link(f, '/dashboard/coach') },
    });
  }
  const times = { coach: coachName, time: clientTime(f, client), proposed: clientTime(proposed, client) };
  return partyEmail(f, 'client', client, {
    subject: client.t(event === 'proposed' ? 'proposal.proposed.subject' : 'proposal.withdrawn.subject', { coach: coachName }),
    paragraphs:
      event === 'proposed'
        ? [client.t('proposal.proposed.body', times), client.t('proposal.proposed.how')]
        : [client.t('proposal.withdrawn.body', times)],
    action: { label: client.t('action.viewBookings'), url: link(f, '/dashboard/client') },
  });
}

export type NoShowEvent = 'client-absent' | 'coach-absent-reported' | 'disputed' | 'decided-refund' | 'decided-no-refund';

// The client's e-mails show times in their zone, the coach's in theirs.
export function noShowEmails(f: SessionFacts, event: NoShowEvent, disputeUntil: Date | null): OutgoingEmail[] {
  const parties = partiesOf(f);
  const { client, coach } = parties;
  const mail = (party: 'client' | 'coach', r: Reader) => (subject: EmailKey, paragraphs: EmailKey[]) => {
    const values = {
      coach: parties.coachName,
      client: parties.clientName,
      price: r.money(f.totalPriceCents),
      time: party === 'client' ? clientTime(f, r) : coachTime(f, r),
      until: disputeUntil ? r.inZone(disputeUntil, f.coachTimeZone) : r.t('noShow.reported.theDeadline'),
    };
    return partyEmail(f, party, r, {
      subject: r.t(subject, values),
      paragraphs: paragraphs.map((key) => r.t(key, values)),
      action:
        party === 'client'
          ? { label: r.t('action.viewBookings'), url: link(f, '/dashboard/client') }
          : { label: r.t('action.openDashboard'), url: link(f, '/dashboard/coach') },
    });
  };
  const toClient = mail('client', client);
  const toCoach = mail('coach', coach);
  switch (event) {
    case 'client-absent':
      return [toClient('noShow.clientAbsent.subject', ['noShow.clientAbsent.body', 'noShow.clientAbsent.how'])];
    case 'coach-absent-reported':
      return [toCoach('noShow.reported.subject', ['noShow.reported.body', 'noShow.reported.deadline'])];
    case 'disputed':
      return [
        toClient('noShow.disputed.client.subject', ['noShow.disputed.client.body', 'noShow.disputed.client.how']),
        toCoach('noShow.disputed.coach.subject', ['noShow.disputed.coach.body']),
      ];
    case 'decided-refund':
      return [
        toClient('noShow.decided.client.subject', ['noShow.decided.client.refund']),
        toCoach('noShow.decided.coach.subject', ['noShow.decided.coach.refund']),
      ];
    case 'decided-no-refund':
      return [
        toClient('noShow.decided.client.subject', ['noShow.decided.client.noRefund']),
        toCoach('noShow.decided.coach.subject', ['noShow.decided.coach.noRefund']),
      ];
  }
}
