// What the parties hear about a booking: the meeting link and the e-mails.
// Nothing here ever fails the request that caused it: e-mails go to the
// outbox (delivered later by the job runner) and errors are only logged.
//
// The meeting link: created when the coach confirms. If the provider fails,
// the confirmation still stands; the link is created later by the job runner
// (every run) or when a party opens the join page. Whoever stores the link
// (a conditional UPDATE ... WHERE meeting_url IS NULL) sends the confirmation
// e-mails with it, so they go exactly once and always carry the link.
import type { FastifyBaseLogger } from 'fastify';
import type { BookingStatus } from '../../../shared/domain/booking-status.js';
import { publicOrigin, type AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { buildInvite } from '../../integrations/calendar/ical.js';
import { buildSeriesInvite } from '../../integrations/calendar/series-ical.js';
import { findSeriesOfBooking, type SeriesOfBooking } from '../../db/queries/series-sessions.js';
import type { EmailDelivery } from '../../integrations/email/email-delivery.js';
import type { CalendarInvite, OutgoingEmail } from '../../integrations/email/email-message.js';
import * as bookingEmails from '../../integrations/email/templates/booking-emails.js';
import { noShowEmails, proposalEmail, type NoShowEvent, type ProposalEvent } from '../../integrations/email/templates/change-emails.js';
import {
  fullName,
  type CreditLeft,
  type PartyInvites,
  type RefundOutcome,
  type SessionFacts,
} from '../../integrations/email/templates/session-facts.js';
import { calendarTexts } from '../../integrations/calendar/calendar-texts.js';
import type { Locale } from '../../../shared/i18n/locales.js';
import type { MeetingProvider } from '../../integrations/meetings/meeting-provider.js';
import type { LivePublisher } from '../../integrations/live-events/live-bus.js';
import type { TBookingChange } from '../../../shared/schemas/live-events.js';
import { createMessagingRepository, type BookingContacts } from './messaging-repository.js';
import { minutesBetween } from '../../../shared/domain/time-units.js';
import type { WorkQueue } from '../../integrations/work-queue/work-queue.js';
import { REQUEST_EMAILS_WORK, requestEmailsHandler } from './request-emails-work.js';

export type MessagingDeps = {
  db: Database;
  config: AppConfig;
  email: EmailDelivery;
  meetings: MeetingProvider;
  log: FastifyBaseLogger;
  now: () => Date;
  // The parties' open tabs hear of each change at once (docs/decisions/0059-live-updates.md).
  live?: LivePublisher;
  // The coach's CalDAV calendar (docs/decisions/0057-caldav-sync.md): told of every change that may touch it.
  calendarWrites?: { bookingChanged: (bookingId: number) => Promise<void> };
  // The work queue whose workers write a paid checkout's request e-mails (request-emails-work.ts).
  queue?: WorkQueue;
};

// A pending request that ends (declined by the coach, withdrawn or expired) reads as declined.
function changeOf(from: BookingStatus, to: BookingStatus): TBookingChange | undefined {
  if (to === 'confirmed') return 'confirmed';
  if (to === 'completed') return 'completed';
  if (to === 'cancelled') return from === 'pending' ? 'declined' : 'cancelled';
  return undefined;
}

function toFacts(config: AppConfig, c: BookingContacts): SessionFacts {
  return {
    appName: config.appName,
    baseUrl: publicOrigin(config),
    bookingId: c.id,
    start: c.startTime,
    end: c.endTime,
    coachTimeZone: c.coachTimeZone,
    clientTimeZone: c.clientTimeZone,
    coach: { firstName: c.coachFirstName, lastName: c.coachLastName, email: c.coachEmail, locale: c.coachLocale },
    client: { firstName: c.clientFirstName, lastName: c.clientLastName, email: c.clientEmail, locale: c.clientLocale },
    meetingUrl: c.meetingUrl,
    notes: c.notes,
    totalPriceCents: c.totalPriceCents,
  };
}

type InviteKind = 'moved' | 'confirmed' | 'cancelled';

// The invitation's SEQUENCE only ever grows along a booking's life, so every
// calendar replaces the event it holds (same UID): a move after c earlier
// moves is 2c, a confirmation after it 2c+1, a cancellation 2c+2.
export function inviteSequence(rescheduleCount: number, kind: InviteKind): number {
  return 2 * rescheduleCount + (kind === 'moved' ? 0 : kind === 'confirmed' ? 1 : 2);
}

// A moved session's invitation carries the status it moved with (pending, or confirmed when the
// client accepted the coach's proposal). Each party's invitation is worded in their language;
// the event (UID, times, SEQUENCE) is the same.
// A session of a weekly series is invited as the whole series, one event with its rule
// (docs/product/series.md), written as the coach's feed writes it: every e-mail about any
// of its sessions carries the series as it now stands, under one UID, its SEQUENCE the sum
// of its sessions' revisions (which only grows).
async function invites(
  config: AppConfig,
  f: SessionFacts,
  kind: InviteKind,
  rescheduleCount: number,
  movedStatus: 'pending' | 'confirmed' = 'pending',
  series?: { of: SeriesOfBooking; stamp: Date },
): Promise<PartyInvites> {
  const status = kind === 'moved' ? movedStatus : kind;
  const build = async (locale: Locale): Promise<CalendarInvite> => {
    const t = calendarTexts(locale);
    const summary = t('invite.summary', { coach: fullName(f.coach), client: fullName(f.client) });
    if (series) {
      const { of } = series;
      const built = await buildSeriesInvite(
        config.appName,
        {
          seriesId: of.id,
          firstStartTime: of.firstStartTime,
          cadenceWeeks: of.cadenceWeeks,
          count: of.count,
          timeZone: f.coachTimeZone,
          summary,
          sessionMinutes: minutesBetween(f.start, f.end),
          sessions: of.sessions,
          sequence: of.sessions.reduce((sum, s) => sum + s.revisions, 0),
        },
        series.stamp,
      );
      return { filename: built.method === 'CANCEL' ? 'cancelled-series.ics' : 'series.ics', ...built };
    }
    const built = await buildInvite(config.appName, {
      bookingId: f.bookingId,
      start: f.start,
      end: f.end,
      summary,
      description: f.meetingUrl ? t('meeting.description', { url: f.meetingUrl }) : undefined,
      url: status === 'confirmed' ? f.meetingUrl : null,
      status,
      sequence: inviteSequence(rescheduleCount, kind),
    });
    return { filename: status === 'cancelled' ? 'cancelled-session.ics' : 'session.ics', ...built };
  };
  const client = await build(f.client.locale);
  return { client, coach: f.coach.locale === f.client.locale ? client : await build(f.coach.locale) };
}

export function createBookingMessaging({ db, config, email, meetings, log, now, live, calendarWrites, queue }: MessagingDeps) {
  const repo = createMessagingRepository(db);
  // Never throws: a calendar write is queued, retried and reported on its own.
  const calendarChanged = (bookingId: number) => calendarWrites?.bookingChanged(bookingId) ?? Promise.resolve();

  // The invitations for one session's e-mails: its series' as a whole when it belongs to one.
  async function partyInvites(f: SessionFacts, c: BookingContacts, kind: InviteKind, movedStatus?: 'pending' | 'confirmed') {
    const of = !c.seriesId ? undefined : await findSeriesOfBooking(db, c.id);
    return invites(config, f, kind, c.rescheduleCount, movedStatus, of && { of, stamp: now() });
  }

  // Told before the e-mails and the meeting link, which may wait on other services.
  async function announce(bookingId: number, change: TBookingChange | undefined) {
    if (!live || !change) return;
    try {
      const parties = await repo.findPartyUsers(bookingId);
      if (parties) live.toUsers([parties.clientId, parties.coachUserId], { type: 'booking', bookingId, change });
    } catch (error) {
      log.warn({ err: error, bookingId }, 'could not announce the booking change');
    }
  }

  async function send(
    bookingId: number,
    what: string,
    build: (facts: SessionFacts, contacts: BookingContacts) => OutgoingEmail[] | Promise<OutgoingEmail[]>,
  ) {
    try {
      const contacts = await repo.findContacts(bookingId);
      if (!contacts) return;
      await email.enqueue(await build(toFacts(config, contacts), contacts));
    } catch (error) {
      log.warn({ err: error, bookingId }, `could not queue the ${what} e-mails`);
    }
  }

  // Returns the booking's link, creating it if the booking is confirmed and has none.
  async function ensureMeetingLink(bookingId: number): Promise<string | null> {
    const contacts = await repo.findContacts(bookingId);
    if (!contacts || contacts.status !== 'confirmed') return null;
    if (contacts.meetingUrl) return contacts.meetingUrl;
    let url: string;
    try {
      const minutes = minutesBetween(contacts.startTime, contacts.endTime);
      url = (
        await meetings.createMeeting({
          bookingId,
          topic: `${config.appName} session with ${contacts.coachFirstName} ${contacts.coachLastName}`,
          start: contacts.startTime,
          durationMinutes: minutes,
        })
      ).url;
    } catch (error) {
      log.warn({ err: error, bookingId }, 'meeting link could not be created; it will be retried');
      return null;
    }
    if (await repo.setMeetingUrlIfMissing(bookingId, url, now())) {
      await send(bookingId, 'confirmation', async (f, c) => bookingEmails.bookingConfirmedEmails(f, await partyInvites(f, c, 'confirmed')));
      return url;
    }
    // Someone else stored a link first (or the booking changed): theirs stands.
    const current = await repo.findContacts(bookingId);
    return current?.status === 'confirmed' ? current.meetingUrl : null;
  }

  function refundOutcome(c: BookingContacts): RefundOutcome {
    const amountCents = c.refundCents ?? c.totalPriceCents;
    if (c.paymentStatus === 'refunded' || c.paymentStatus === 'partially_refunded') return { state: 'refunded', amountCents };
    if (c.paymentStatus !== 'paid') return { state: 'not-charged' };
    return amountCents > 0 ? { state: 'refund-pending', amountCents } : { state: 'no-refund' };
  }

  // The booking-request e-mails, written in clientTimeZone when the checkout
  // reported one; throws when they could not be written.
  async function writeRequestEmails(
    bookingId: number,
    clientTimeZone: string | undefined,
    known?: BookingContacts,
    credit?: CreditLeft,
  ): Promise<{ messages: OutgoingEmail[]; storedClientTimeZone: string | null }> {
    const contacts = known ?? (await repo.findContacts(bookingId));
    if (!contacts) return { messages: [], storedClientTimeZone: null };
    const facts = {
      ...toFacts(config, { ...contacts, clientTimeZone: clientTimeZone ?? contacts.clientTimeZone }),
      ...(credit && { credit }),
    };
    return { messages: bookingEmails.bookingRequestEmails(facts), storedClientTimeZone: contacts.clientTimeZone };
  }

  queue?.handle(
    REQUEST_EMAILS_WORK,
    requestEmailsHandler({
      write: async (bookingId, timeZone) => (await writeRequestEmails(bookingId, timeZone)).messages,
      enqueueFinishing: (messages, at, work) => email.enqueueFinishing(messages, at, work),
      now,
    }),
  );

  return {
    ensureMeetingLink,

    // The booking-request e-mails, for the checkout to queue in the very statement
    // that marks the booking paid (so they go exactly once, and only for a paid
    // booking), written in clientTimeZone when the checkout reported one. Also
    // the client's zone as stored, so the checkout updates it only when it changed.
    // A checkout that read the contacts already (checkout-facts.ts) passes them: no query then.
    async requestEmails(
      bookingId: number,
      clientTimeZone: string | undefined,
      known?: BookingContacts,
      // A booking paid with a credit: the client's e-mail says what is left instead of what was paid.
      credit?: CreditLeft,
    ): Promise<{ messages: OutgoingEmail[]; storedClientTimeZone: string | null }> {
      try {
        return await writeRequestEmails(bookingId, clientTimeZone, known, credit);
      } catch (error) {
        log.warn({ err: error, bookingId }, 'could not write the booking request e-mails');
        return { messages: [], storedClientTimeZone: null };
      }
    },

    // After a statement of the caller's queued messages in the outbox.
    deliverSoon: () => email.deliverSoon(),

    reminder: (bookingId: number) => send(bookingId, 'reminder', (f) => bookingEmails.reminderEmails(f)),

    // After a move (docs/product/reschedule.md): both parties, with the updated invitation.
    // A booking confirmed by the move (an accepted proposal of a pending request) gets its meeting link too.
    async moved(bookingId: number, previousStart: Date) {
      await announce(bookingId, 'moved');
      await calendarChanged(bookingId);
      let confirmed = false;
      await send(bookingId, 'reschedule', async (f, c) => {
        confirmed = c.status === 'confirmed';
        const status = confirmed ? 'confirmed' : 'pending';
        return bookingEmails.bookingMovedEmails(f, previousStart, await partyInvites(f, c, 'moved', status), confirmed);
      });
      if (!confirmed) return;
      try {
        await ensureMeetingLink(bookingId);
      } catch (error) {
        log.warn({ err: error, bookingId }, 'meeting link after a move failed; the job retries it');
      }
    },

    async proposal(bookingId: number, event: ProposalEvent, proposedStart: Date) {
      await announce(bookingId, 'proposal');
      await send(bookingId, 'proposal', (f) => [proposalEmail(f, event, proposedStart)]);
    },

    noShow: (bookingId: number, event: NoShowEvent, disputeUntil: Date | null) =>
      send(bookingId, 'no-show', (f) => noShowEmails(f, event, disputeUntil)),

    // Called once per status change, by whoever made the change.
    async afterStatusChange(bookingId: number, from: BookingStatus, to: BookingStatus): Promise<void> {
      await announce(bookingId, changeOf(from, to));
      if (to === 'confirmed' || to === 'cancelled') await calendarChanged(bookingId);
      try {
        if (to === 'confirmed') await ensureMeetingLink(bookingId);
        if (to === 'completed') await send(bookingId, 'review request', (f) => [bookingEmails.reviewRequestEmail(f)]);
        if (to === 'cancelled') {
          await send(bookingId, 'cancellation', async (f, c) => {
            const mails = bookingEmails.bookingCancelledEmails(f, refundOutcome(c), await partyInvites(f, c, 'cancelled'));
            // Only a confirmed session was ever sent an invitation to withdraw.
            return from === 'confirmed' ? mails : mails.map(({ invite: _unused, ...mail }) => mail);
          });
        }
      } catch (error) {
        log.warn({ err: error, bookingId }, 'status change follow-up failed');
      }
    },
  };
}

export type BookingMessaging = ReturnType<typeof createBookingMessaging>;
