// The booking e-mails (docs/product/emails-and-jobs.md#e-mails). Everyone reads times in their own zone
// and their own language; a client whose zone is not known yet gets the coach's zone and UTC.
import type { OutgoingEmail } from '../email-message.js';
import { readerOf, type Reader } from './email-texts.js';
import { renderEmail, type EmailBody } from './format.js';
import { fullName, link, minutesOf, type PartyInvites, type RefundOutcome, type SessionFacts } from './session-facts.js';

export const clientTime = (f: SessionFacts, r: Reader = readerOf(f.client.locale)) =>
  r.forClient(f.start, f.coachTimeZone, f.clientTimeZone);
export const coachTime = (f: SessionFacts, r: Reader = readerOf(f.coach.locale)) => r.inZone(f.start, f.coachTimeZone);

// The two readers of a session's e-mails, each in their language.
export function partiesOf(f: SessionFacts) {
  return {
    client: readerOf(f.client.locale),
    coach: readerOf(f.coach.locale),
    coachName: fullName(f.coach),
    clientName: fullName(f.client),
  };
}

// One party's e-mail about the session: addressed, greeted and marked with the language of its reader.
export function partyEmail(
  f: SessionFacts,
  party: 'client' | 'coach',
  r: Reader,
  body: Omit<EmailBody, 'to' | 'locale' | 'greeting'>,
): OutgoingEmail {
  return renderEmail(f.appName, { to: f[party].email, locale: r.locale, greeting: r.greeting(f[party].firstName), ...body });
}

export function bookingRequestEmails(f: SessionFacts): OutgoingEmail[] {
  const { client, coach, coachName, clientName } = partiesOf(f);
  const notes = f.notes ? [coach.t('request.coach.notes', { clientFirst: f.client.firstName, notes: f.notes })] : [];
  const minutes = minutesOf(f);
  return [
    partyEmail(f, 'client', client, {
      subject: client.t('request.client.subject', { coach: coachName }),
      paragraphs: [
        client.t('request.client.body', { minutes, coach: coachName, time: clientTime(f, client) }),
        f.credit
          ? client.t('request.client.credit', {
              credits: client.credits(f.credit.left),
              until: client.forClient(f.credit.expiresAt, f.coachTimeZone, f.clientTimeZone),
              coachFirst: f.coach.firstName,
            })
          : client.t('request.client.paid', { price: client.money(f.totalPriceCents), coachFirst: f.coach.firstName }),
      ],
      action: { label: client.t('action.viewBookings'), url: link(f, '/dashboard/client') },
    }),
    partyEmail(f, 'coach', coach, {
      subject: coach.t('request.coach.subject', { client: clientName }),
      paragraphs: [coach.t('request.coach.body', { client: clientName, minutes, time: coachTime(f, coach) }), ...notes],
      action: { label: coach.t('action.confirmOrDecline'), url: link(f, '/dashboard/coach') },
    }),
  ];
}

export function bookingConfirmedEmails(f: SessionFacts, invites: PartyInvites): OutgoingEmail[] {
  const { client, coach, coachName, clientName } = partiesOf(f);
  const meeting = (r: Reader) => (f.meetingUrl ? [r.t('meeting.join', { url: f.meetingUrl })] : []);
  const minutes = minutesOf(f);
  return [
    partyEmail(f, 'client', client, {
      subject: client.t('confirmed.client.subject', { coach: coachName }),
      paragraphs: [
        client.t('confirmed.client.body', { coach: coachName, minutes, time: clientTime(f, client) }),
        ...meeting(client),
        client.t('invite.attached'),
      ],
      action: { label: client.t('action.joinSession'), url: link(f, `/booking/join/${f.bookingId}`) },
      invite: invites.client,
    }),
    partyEmail(f, 'coach', coach, {
      subject: coach.t('confirmed.coach.subject', { client: clientName }),
      paragraphs: [
        coach.t('confirmed.coach.body', { minutes, client: clientName, time: coachTime(f, coach) }),
        ...meeting(coach),
        coach.t('invite.attached'),
      ],
      action: { label: coach.t('action.startSession'), url: link(f, `/booking/join/${f.bookingId}`) },
      invite: invites.coach,
    }),
  ];
}

// docs/product/reschedule.md: both parties learn the old and the new time; the
// attached invitation keeps the event's UID with a higher SEQUENCE.
// A move by the client goes back to the coach to confirm; a move to the time the coach proposed is
// confirmed already (docs/product/reschedule.md).
export function bookingMovedEmails(f: SessionFacts, previousStart: Date, invites: PartyInvites, confirmed = false): OutgoingEmail[] {
  const { client, coach, coachName, clientName } = partiesOf(f);
  const before = { ...f, start: previousStart };
  const forCoach = { client: clientName, from: coachTime(before, coach), to: coachTime(f, coach) };
  return [
    partyEmail(f, 'client', client, {
      subject: client.t('moved.client.subject', { coach: coachName }),
      paragraphs: [
        client.t('moved.client.body', { coach: coachName, from: clientTime(before, client), to: clientTime(f, client) }),
        confirmed ? client.t('moved.client.confirmed') : client.t('moved.client.pending', { coachFirst: f.coach.firstName }),
      ],
      action: { label: client.t('action.viewBookings'), url: link(f, '/dashboard/client') },
      invite: invites.client,
    }),
    partyEmail(f, 'coach', coach, {
      subject: coach.t(confirmed ? 'moved.coach.subject.confirmed' : 'moved.coach.subject.pending', { client: clientName }),
      paragraphs: [coach.t(confirmed ? 'moved.coach.confirmed' : 'moved.coach.pending', forCoach), coach.t('invite.updatedAttached')],
      action: {
        label: coach.t(confirmed ? 'action.viewSchedule' : 'action.confirmOrDecline'),
        url: link(f, '/dashboard/coach'),
      },
      invite: invites.coach,
    }),
  ];
}

// What a cancellation did with the money, told to each party in their words.
function refundText(r: Reader, party: 'client' | 'coach', f: SessionFacts, refund: RefundOutcome): string {
  if (refund.state === 'not-charged') return r.t(`refund.${party}.notCharged`);
  const price = r.money(f.totalPriceCents);
  if (refund.state === 'no-refund') return r.t(`refund.${party}.noRefund`, { price });
  const values = { price, amount: r.money(refund.amountCents), state: refund.state };
  return r.t(refund.amountCents >= f.totalPriceCents ? `refund.${party}.full` : `refund.${party}.part`, values);
}

export function bookingCancelledEmails(f: SessionFacts, refund: RefundOutcome, invites: PartyInvites): OutgoingEmail[] {
  const { client, coach, coachName, clientName } = partiesOf(f);
  return [
    partyEmail(f, 'client', client, {
      subject: client.t('cancelled.client.subject', { coach: coachName }),
      paragraphs: [
        client.t('cancelled.client.body', { coach: coachName, time: clientTime(f, client) }),
        refundText(client, 'client', f, refund),
      ],
      action: { label: client.t('action.findAnotherTime'), url: link(f, '/coaches') },
      invite: invites.client,
    }),
    partyEmail(f, 'coach', coach, {
      subject: coach.t('cancelled.coach.subject', { client: clientName }),
      paragraphs: [
        coach.t('cancelled.coach.body', { client: clientName, time: coachTime(f, coach) }),
        refundText(coach, 'coach', f, refund),
      ],
      action: { label: coach.t('action.viewSchedule'), url: link(f, '/dashboard/coach') },
      invite: invites.coach,
    }),
  ];
}

export function reminderEmails(f: SessionFacts): OutgoingEmail[] {
  const { client, coach, coachName, clientName } = partiesOf(f);
  const meeting = (r: Reader) => (f.meetingUrl ? [r.t('meeting.join', { url: f.meetingUrl })] : []);
  const minutes = minutesOf(f);
  return [
    partyEmail(f, 'client', client, {
      subject: client.t('reminder.client.subject', { coach: coachName }),
      paragraphs: [client.t('reminder.client.body', { minutes, coach: coachName, time: clientTime(f, client) }), ...meeting(client)],
      action: { label: client.t('action.joinSession'), url: link(f, `/booking/join/${f.bookingId}`) },
    }),
    partyEmail(f, 'coach', coach, {
      subject: coach.t('reminder.coach.subject', { client: clientName }),
      paragraphs: [coach.t('reminder.coach.body', { minutes, client: clientName, time: coachTime(f, coach) }), ...meeting(coach)],
      action: { label: coach.t('action.startSession'), url: link(f, `/booking/join/${f.bookingId}`) },
    }),
  ];
}

export function reviewRequestEmail(f: SessionFacts): OutgoingEmail {
  const { client, coachName } = partiesOf(f);
  return partyEmail(f, 'client', client, {
    subject: client.t('review.subject', { coach: coachName }),
    paragraphs: [client.t('review.body', { coach: coachName, time: clientTime(f, client) }), client.t('review.ask')],
    action: { label: client.t('action.leaveReview'), url: link(f, `/review/${f.bookingId}`) },
  });
}
