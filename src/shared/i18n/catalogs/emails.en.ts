// The e-mails' texts in English, the source catalog: every other language has
// each key (emails.de.ts, emails.es.ts). ICU MessageFormat; times, money and
// names arrive formatted for the reader.
export const emailsEn = {
  greeting: 'Hi {name},',
  creditsLeft: '{count, plural, one {# credit} other {# credits}}',

  'action.viewBookings': 'View your bookings',
  'action.confirmOrDecline': 'Confirm or decline',
  'action.joinSession': 'Join the session',
  'action.startSession': 'Start the session',
  'action.viewSchedule': 'View your schedule',
  'action.findAnotherTime': 'Find another time',
  'action.leaveReview': 'Leave a review',
  'action.openDashboard': 'Open your dashboard',
  'action.readAndReply': 'Read and reply',
  'action.seePackages': 'See My packages',

  'meeting.join': 'Join the video call here: {url}',
  'invite.attached': 'The calendar invitation is attached.',
  'invite.updatedAttached': 'The updated calendar invitation is attached.',

  'request.client.subject': "We've sent your request to {coach}",
  'request.client.body': "We've sent your request for a {minutes}-minute session with {coach} on {time}.",
  'request.client.credit':
    "You used 1 credit of your package: {credits} left, valid until {until}. {coachFirst} will confirm the session soon; we'll e-mail you the meeting link as soon as they do. If it is not confirmed before it starts, it is cancelled and your credit comes back.",
  'request.client.paid':
    "You paid {price}. {coachFirst} will confirm the session soon; we'll e-mail you the meeting link as soon as they do. If it is not confirmed before it starts, it is cancelled and refunded in full.",
  'request.coach.subject': 'New booking request from {client} — please confirm',
  'request.coach.body': '{client} has requested a {minutes}-minute session on {time}. Please confirm or decline it.',
  'request.coach.notes': 'Notes from {clientFirst}:\n{notes}',

  'confirmed.client.subject': 'Your session with {coach} is confirmed',
  'confirmed.client.body': '{coach} has confirmed your {minutes}-minute session on {time}.',
  'confirmed.coach.subject': 'Confirmed: session with {client}',
  'confirmed.coach.body': 'Your {minutes}-minute session with {client} on {time} is confirmed.',

  'moved.client.subject': 'Moved: your session with {coach}',
  'moved.client.body': 'Your session with {coach} has moved from {from} to {to}.',
  'moved.client.confirmed': 'Nothing more is charged and the new time is confirmed; the updated calendar invitation is attached.',
  'moved.client.pending': 'Nothing more is charged. {coachFirst} will confirm the new time; the updated calendar invitation is attached.',
  'moved.coach.subject.confirmed': 'Moved: session with {client} — confirmed',
  'moved.coach.subject.pending': 'Moved: session with {client} — please confirm',
  'moved.coach.confirmed': '{client} accepted the time you proposed: the session moved from {from} to {to} and is confirmed.',
  'moved.coach.pending': '{client} has moved their session from {from} to {to}. Please confirm or decline the new time.',

  'cancelled.client.subject': 'Cancelled: your session with {coach}',
  'cancelled.client.body': 'Your session with {coach} on {time} has been cancelled.',
  'cancelled.coach.subject': 'Cancelled: session with {client}',
  'cancelled.coach.body': 'Your session with {client} on {time} has been cancelled.',
  'refund.client.notCharged': 'No payment was taken for this session.',
  'refund.client.noRefund': "Under the coach's cancellation policy, this cancellation is not refunded (you paid {price}).",
  'refund.client.full':
    'A full refund of {price} {state, select, refunded {has been issued} other {is being processed}} to the card you paid with.',
  'refund.client.part':
    "Under the coach's cancellation policy, a refund of {amount} of the {price} you paid {state, select, refunded {has been issued} other {is being processed}} to the card you paid with.",
  'refund.coach.notCharged': 'No payment was taken.',
  'refund.coach.noRefund': 'Under your cancellation policy the client is not refunded, so the {price} stays with you.',
  'refund.coach.full': 'The client receives a full refund of {price}.',
  'refund.coach.part': 'Under your cancellation policy the client receives {amount} of the {price} back; the rest stays with you.',

  'reminder.client.subject': 'Reminder: your session with {coach} is tomorrow',
  'reminder.client.body': 'This is a reminder of your {minutes}-minute session with {coach} on {time}.',
  'reminder.coach.subject': 'Reminder: session with {client} tomorrow',
  'reminder.coach.body': 'This is a reminder of your {minutes}-minute session with {client} on {time}.',

  'review.subject': 'How was your session with {coach}?',
  'review.body': 'We hope your session with {coach} on {time} went well.',
  'review.ask': 'Would you take a minute to review it? Your review helps other people find the right coach.',

  'proposal.declined.subject': 'Proposal declined: session with {client}',
  'proposal.declined.body': '{client} declined the new time you proposed ({proposed}). The session stays on {time}.',
  'proposal.proposed.subject': '{coach} proposes a new time for your session',
  'proposal.proposed.body': '{coach} proposes to move your session on {time} to {proposed}.',
  'proposal.proposed.how': 'Accept or decline it on your dashboard. If you decline, or do nothing, the session keeps its current time.',
  'proposal.withdrawn.subject': '{coach} withdrew the proposed time',
  'proposal.withdrawn.body': '{coach} withdrew the proposal to move your session. It stays on {time}.',

  'noShow.clientAbsent.subject': '{coach} marked you absent',
  'noShow.clientAbsent.body': '{coach} marked you absent from your session on {time}, so the {price} you paid is not refunded.',
  'noShow.clientAbsent.how':
    'If you were there and the coach was not, you can report the coach absent on your dashboard within 48 hours after the session ended; an admin will then decide.',
  'noShow.reported.subject': '{client} reported that you missed a session',
  'noShow.reported.body': '{client} reported that you did not attend the session on {time}.',
  'noShow.reported.deadline': 'Unless you dispute it on your dashboard by {until}, the client is refunded {price} in full.',
  'noShow.reported.theDeadline': 'the deadline',
  'noShow.disputed.client.subject': 'Your no-show report is with our team',
  'noShow.disputed.client.body': '{coach} disputes that they missed your session on {time}.',
  'noShow.disputed.client.how':
    'An admin will read both statements and decide whether you are refunded in full. We will e-mail you the decision.',
  'noShow.disputed.coach.subject': 'Your dispute is with our team',
  'noShow.disputed.coach.body':
    'The no-show case for your session with {client} on {time} is with an admin, who will read both statements and decide.',
  'noShow.decided.client.subject': 'Decision on your no-show report',
  'noShow.decided.client.refund': 'An admin decided your no-show report about the session on {time}: you are refunded {price} in full.',
  'noShow.decided.client.noRefund':
    'An admin decided your no-show report about the session on {time}: the {price} you paid is not refunded.',
  'noShow.decided.coach.subject': 'Decision on the no-show report',
  'noShow.decided.coach.refund':
    'An admin decided the no-show case for your session with {client} on {time}: the client is refunded {price} in full.',
  'noShow.decided.coach.noRefund':
    'An admin decided the no-show case for your session with {client} on {time}: the client is not refunded and the payment stays with you.',

  'message.subject': 'New message from {sender}',
  'message.body': '{sender} sent you a message on {app}.',

  'package.what': '{kind, select, membership {{sessions} sessions a month} other {{sessions} sessions}}',
  'package.paid.package': 'You paid {price} ({perSession} per session), charged once to your card.',
  'package.paid.membership': 'You paid {price} for this month ({perSession} per session); it renews monthly until you cancel.',
  'package.subject': 'Your receipt: {what} with {coach}',
  'package.thanks': 'Thank you for buying {what} with {coach}. {paid}',
  'package.credits': 'You have {credits} for sessions with {coach}, valid until {until}. At checkout, choose "Use 1 credit".',
  'package.expiry':
    'Credits not used by then expire and are not refunded. You can cancel any time from My packages: unused credits are refunded at the price per session.',

  'renewal.subject': 'Your membership with {coach} renewed',
  'renewal.charged': 'Your membership with {coach} ({sessions} sessions a month) renewed: {price} was charged to your card.',
  'renewal.credits':
    "You now have {credits} for sessions with {coach}. This month's credits are valid until {until}; unused credits roll over one month, then expire.",
  'renewal.next': "The next renewal is on {renewsOn}. You can cancel any time from My packages and keep this month's credits.",
  'renewalFailed.subject': 'Action needed: your membership with {coach} could not be renewed',
  'renewalFailed.body': 'We could not charge {price} for this month of your membership with {coach}: {reason}',
  'renewalFailed.how':
    'To keep it, open My packages and choose "Update card" by {until}. We will also try your card again once a day until then.',
  'renewalFailed.after':
    'If it is not paid by then, no new credits are added and the membership ends. Credits you already hold stay valid until their date.',

  'vetting.reason': 'Reason: {reason}',
  'vetting.approved.subject': 'Your {app} profile is approved',
  'vetting.approved.body':
    'Good news: we reviewed your profile and it is now listed in the coach directory. Clients can find you and book sessions.',
  'vetting.rejected.subject': 'Your {app} profile needs changes',
  'vetting.rejected.body': 'Thank you for applying. We reviewed your profile and cannot list it yet.',
  'vetting.rejected.how': 'You can update your profile from your dashboard. Saving it sends it back to us for another review.',
  'vetting.unlisted.subject': 'Your {app} profile is no longer listed',
  'vetting.unlisted.body':
    'We have taken your profile off the coach directory, so clients cannot find or book you for now. Sessions already booked are not affected.',
  'vetting.unlisted.how': 'You can update your profile from your dashboard. Saving it sends it back to us for review.',
  'program.seat.subject': 'Your seat: {title}',
  'program.seat.body': 'Thank you for booking a seat in {title} with {coach}. You paid {price}.',
  'program.seat.first': '{count, plural, one {It meets on {first}.} other {It meets # times, weekly from {first}.}}',
  'program.seat.room': 'Everyone meets in the same room: {url}',
  'program.seat.roomLater': 'We will e-mail you the room link as soon as the program is confirmed.',
  'program.offer.subject': 'A seat is free in {title}',
  'program.offer.body':
    'A seat has become free in {title} with {coach}, and it is yours if you book it by {until}. After that it is offered to the next person waiting.',
  'program.cancelled.subject': '{title} is cancelled',
  'program.cancelled.coach': '{coach} has cancelled {title}.',
  'program.cancelled.minimum': '{title} did not reach its minimum number of participants and is cancelled.',
  'program.cancelled.refund': 'Your seat is refunded in full: {price}.',
  'action.bookSeat': 'Book the seat',
  'action.findPrograms': 'See workshops and courses',
} as const;

export type EmailKey = keyof typeof emailsEn;
