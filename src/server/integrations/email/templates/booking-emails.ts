// The booking e-mails (docs/product/emails-and-jobs.md#e-mails). Everyone reads times in their own zone;
// a client whose zone is not known yet gets the coach's zone and UTC.
import type { OutgoingEmail } from '../email-message.js';
import { formatForClient, formatInZone, renderEmail } from './format.js';
import {
  creditsText,
  dollars,
  fullName,
  link,
  minutesOf,
  type CalendarInvite,
  type RefundOutcome,
  type SessionFacts,
} from './session-facts.js';

export const clientTime = (f: SessionFacts) => formatForClient(f.start, f.coachTimeZone, f.clientTimeZone);
export const coachTime = (f: SessionFacts) => formatInZone(f.start, f.coachTimeZone);

export function bookingRequestEmails(f: SessionFacts): OutgoingEmail[] {
  const notes = f.notes ? [`Notes from ${f.client.firstName}:\n${f.notes}`] : [];
  return [
    renderEmail(f.appName, {
      to: f.client.email,
      subject: `We've sent your request to ${fullName(f.coach)}`,
      greeting: `Hi ${f.client.firstName},`,
      paragraphs: [
        `We've sent your request for a ${minutesOf(f)}-minute session with ${fullName(f.coach)} on ${clientTime(f)}.`,
        f.credit
          ? `You used 1 credit of your package: ${creditsText(f.credit.left)} left, valid until ${formatForClient(f.credit.expiresAt, f.coachTimeZone, f.clientTimeZone)}. ${f.coach.firstName} will confirm the session soon; we'll e-mail you the meeting link as soon as they do. If it is not confirmed before it starts, it is cancelled and your credit comes back.`
          : `You paid ${dollars(f.totalPriceCents)}. ${f.coach.firstName} will confirm the session soon; we'll e-mail you the meeting link as soon as they do. If it is not confirmed before it starts, it is cancelled and refunded in full.`,
      ],
      action: { label: 'View your bookings', url: link(f, '/dashboard/client') },
    }),
    renderEmail(f.appName, {
      to: f.coach.email,
      subject: `New booking request from ${fullName(f.client)} — please confirm`,
      greeting: `Hi ${f.coach.firstName},`,
      paragraphs: [
        `${fullName(f.client)} has requested a ${minutesOf(f)}-minute session on ${coachTime(f)}. Please confirm or decline it.`,
        ...notes,
      ],
      action: { label: 'Confirm or decline', url: link(f, '/dashboard/coach') },
    }),
  ];
}

export function bookingConfirmedEmails(f: SessionFacts, invite: CalendarInvite): OutgoingEmail[] {
  const meeting = f.meetingUrl ? [`Join the video call here: ${f.meetingUrl}`] : [];
  return [
    renderEmail(f.appName, {
      to: f.client.email,
      subject: `Your session with ${fullName(f.coach)} is confirmed`,
      greeting: `Hi ${f.client.firstName},`,
      paragraphs: [
        `${fullName(f.coach)} has confirmed your ${minutesOf(f)}-minute session on ${clientTime(f)}.`,
        ...meeting,
        'The calendar invitation is attached.',
      ],
      action: { label: 'Join the session', url: link(f, `/booking/join/${f.bookingId}`) },
      invite,
    }),
    renderEmail(f.appName, {
      to: f.coach.email,
      subject: `Confirmed: session with ${fullName(f.client)}`,
      greeting: `Hi ${f.coach.firstName},`,
      paragraphs: [
        `Your ${minutesOf(f)}-minute session with ${fullName(f.client)} on ${coachTime(f)} is confirmed.`,
        ...meeting,
        'The calendar invitation is attached.',
      ],
      action: { label: 'Start the session', url: link(f, `/booking/join/${f.bookingId}`) },
      invite,
    }),
  ];
}

// docs/product/reschedule.md: both parties learn the old and the new time; the
// attached invitation keeps the event's UID with a higher SEQUENCE.
// A move by the client goes back to the coach to confirm; a move to the time the coach proposed is
// confirmed already (docs/product/reschedule.md).
export function bookingMovedEmails(f: SessionFacts, previousStart: Date, invite: CalendarInvite, confirmed = false): OutgoingEmail[] {
  const before = { ...f, start: previousStart };
  return [
    renderEmail(f.appName, {
      to: f.client.email,
      subject: `Moved: your session with ${fullName(f.coach)}`,
      greeting: `Hi ${f.client.firstName},`,
      paragraphs: [
        `Your session with ${fullName(f.coach)} has moved from ${clientTime(before)} to ${clientTime(f)}.`,
        confirmed
          ? `Nothing more is charged and the new time is confirmed; the updated calendar invitation is attached.`
          : `Nothing more is charged. ${f.coach.firstName} will confirm the new time; the updated calendar invitation is attached.`,
      ],
      action: { label: 'View your bookings', url: link(f, '/dashboard/client') },
      invite,
    }),
    renderEmail(f.appName, {
      to: f.coach.email,
      subject: confirmed
        ? `Moved: session with ${fullName(f.client)} — confirmed`
        : `Moved: session with ${fullName(f.client)} — please confirm`,
      greeting: `Hi ${f.coach.firstName},`,
      paragraphs: confirmed
        ? [
            `${fullName(f.client)} accepted the time you proposed: the session moved from ${coachTime(before)} to ${coachTime(f)} and is confirmed.`,
            'The updated calendar invitation is attached.',
          ]
        : [
            `${fullName(f.client)} has moved their session from ${coachTime(before)} to ${coachTime(f)}. Please confirm or decline the new time.`,
            'The updated calendar invitation is attached.',
          ],
      action: confirmed
        ? { label: 'View your schedule', url: link(f, '/dashboard/coach') }
        : { label: 'Confirm or decline', url: link(f, '/dashboard/coach') },
      invite,
    }),
  ];
}

function clientRefundText(f: SessionFacts, refund: RefundOutcome): string {
  if (refund.state === 'not-charged') return 'No payment was taken for this session.';
  if (refund.state === 'no-refund')
    return `Under the coach's cancellation policy, this cancellation is not refunded (you paid ${dollars(f.totalPriceCents)}).`;
  const how = refund.state === 'refunded' ? 'has been issued' : 'is being processed';
  if (refund.amountCents >= f.totalPriceCents) return `A full refund of ${dollars(f.totalPriceCents)} ${how} to the card you paid with.`;
  return `Under the coach's cancellation policy, a refund of ${dollars(refund.amountCents)} of the ${dollars(f.totalPriceCents)} you paid ${how} to the card you paid with.`;
}

function coachRefundText(f: SessionFacts, refund: RefundOutcome): string {
  if (refund.state === 'not-charged') return 'No payment was taken.';
  if (refund.state === 'no-refund')
    return `Under your cancellation policy the client is not refunded, so the ${dollars(f.totalPriceCents)} stays with you.`;
  if (refund.amountCents >= f.totalPriceCents) return `The client receives a full refund of ${dollars(f.totalPriceCents)}.`;
  return `Under your cancellation policy the client receives ${dollars(refund.amountCents)} of the ${dollars(f.totalPriceCents)} back; the rest stays with you.`;
}

export function bookingCancelledEmails(f: SessionFacts, refund: RefundOutcome, invite: CalendarInvite): OutgoingEmail[] {
  const coachRefund = coachRefundText(f, refund);
  return [
    renderEmail(f.appName, {
      to: f.client.email,
      subject: `Cancelled: your session with ${fullName(f.coach)}`,
      greeting: `Hi ${f.client.firstName},`,
      paragraphs: [`Your session with ${fullName(f.coach)} on ${clientTime(f)} has been cancelled.`, clientRefundText(f, refund)],
      action: { label: 'Find another time', url: link(f, '/coaches') },
      invite,
    }),
    renderEmail(f.appName, {
      to: f.coach.email,
      subject: `Cancelled: session with ${fullName(f.client)}`,
      greeting: `Hi ${f.coach.firstName},`,
      paragraphs: [`Your session with ${fullName(f.client)} on ${coachTime(f)} has been cancelled.`, coachRefund],
      action: { label: 'View your schedule', url: link(f, '/dashboard/coach') },
      invite,
    }),
  ];
}

export function reminderEmails(f: SessionFacts): OutgoingEmail[] {
  const meeting = f.meetingUrl ? [`Join the video call here: ${f.meetingUrl}`] : [];
  return [
    renderEmail(f.appName, {
      to: f.client.email,
      subject: `Reminder: your session with ${fullName(f.coach)} is tomorrow`,
      greeting: `Hi ${f.client.firstName},`,
      paragraphs: [`This is a reminder of your ${minutesOf(f)}-minute session with ${fullName(f.coach)} on ${clientTime(f)}.`, ...meeting],
      action: { label: 'Join the session', url: link(f, `/booking/join/${f.bookingId}`) },
    }),
    renderEmail(f.appName, {
      to: f.coach.email,
      subject: `Reminder: session with ${fullName(f.client)} tomorrow`,
      greeting: `Hi ${f.coach.firstName},`,
      paragraphs: [`This is a reminder of your ${minutesOf(f)}-minute session with ${fullName(f.client)} on ${coachTime(f)}.`, ...meeting],
      action: { label: 'Start the session', url: link(f, `/booking/join/${f.bookingId}`) },
    }),
  ];
}

export function reviewRequestEmail(f: SessionFacts): OutgoingEmail {
  return renderEmail(f.appName, {
    to: f.client.email,
    subject: `How was your session with ${fullName(f.coach)}?`,
    greeting: `Hi ${f.client.firstName},`,
    paragraphs: [
      `We hope your session with ${fullName(f.coach)} on ${clientTime(f)} went well.`,
      `Would you take a minute to review it? Your review helps other people find the right coach.`,
    ],
    action: { label: 'Leave a review', url: link(f, `/review/${f.bookingId}`) },
  });
}
