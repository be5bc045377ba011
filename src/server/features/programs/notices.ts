// The e-mails of group programs (docs/product/programs.md), each to one
// participant only, so nobody learns another's address: the seat's invitation
// (one event, or a weekly series), a freed seat's offer, and a cancellation.
import { publicOrigin, type AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { isValidTimeZone } from '../../../shared/domain/time-zone.js';
import type { EmailDelivery } from '../../integrations/email/email-delivery.js';
import type { OutgoingEmail } from '../../integrations/email/email-message.js';
import { readerOf } from '../../integrations/email/templates/email-texts.js';
import { renderEmail } from '../../integrations/email/templates/format.js';
import { type BoughtSeat, type Offered } from '../money/money-service.js';
import { createProgramInvites } from './program-invites.js';
import { createProgramsRepository } from './repository.js';

type CancelledSeat = { clientId: number; priceCents: number };

export function createProgramNotices({ db, config, email }: { db: Database; config: AppConfig; email: EmailDelivery; now: () => Date }) {
  const repo = createProgramsRepository(db);
  const base = publicOrigin(config);
  const zoneOr = (zone: string | null | undefined) => (zone && isValidTimeZone(zone) ? zone : null);
  const invites = createProgramInvites(config.appName);

  async function facts(programId: number) {
    const row = await repo.view(programId);
    if (!row) return undefined;
    const meetings = (await repo.meetingsOf([programId])).get(programId) ?? [];
    return { row, meetings, coach: `${row.coachFirstName} ${row.coachLastName}`, url: `${base}/programs/${programId}` };
  }

  return {
    // The invitation of a seat just bought, queued by the purchase itself (seats-service.ts).
    seatInvitation: async (
      { program: p, meetings, buyer, confirmed }: BoughtSeat,
      browserZone: string | undefined,
    ): Promise<OutgoingEmail[]> => {
      const first = meetings[0];
      if (!first) return [];
      const r = readerOf(buyer.locale);
      const room = confirmed ? p.roomUrl : null;
      const content = await invites.of({
        programId: p.id,
        title: p.title,
        start: first.start,
        end: first.end,
        weeklyCount: meetings.length,
        timeZone: p.timeZone,
        description: `${base}/programs/${p.id}`,
        url: room,
      });
      const message: OutgoingEmail = renderEmail(config.appName, {
        to: buyer.email,
        locale: r.locale,
        subject: r.t('program.seat.subject', { title: p.title }),
        greeting: r.greeting(buyer.firstName),
        paragraphs: [
          r.t('program.seat.body', { title: p.title, coach: `${p.coachFirstName} ${p.coachLastName}`, price: r.money(p.priceCents) }),
          r.t('program.seat.first', {
            count: meetings.length,
            first: r.forClient(first.start, p.timeZone, zoneOr(browserZone) ?? zoneOr(buyer.timeZone)),
          }),
          room ? r.t('program.seat.room', { url: room }) : r.t('program.seat.roomLater'),
          r.t('invite.attached'),
        ],
        action: { label: r.t('action.viewBookings'), url: `${base}/dashboard/client` },
      });
      return [{ ...message, invite: { filename: 'program.ics', content, method: 'REQUEST' } }];
    },

    async offered(offer: Offered) {
      if (!offer) return;
      const f = await facts(offer.programId);
      const person = await repo.person(offer.clientId);
      if (!f || !person) return;
      const r = readerOf(person.locale);
      const p = f.row.program;
      await email.enqueue([
        renderEmail(config.appName, {
          to: person.email,
          locale: r.locale,
          subject: r.t('program.offer.subject', { title: p.title }),
          greeting: r.greeting(person.firstName),
          paragraphs: [
            r.t('program.offer.body', {
              title: p.title,
              coach: f.coach,
              until: r.forClient(offer.expiresAt, p.timeZone, zoneOr(person.timeZone)),
            }),
          ],
          action: { label: r.t('action.bookSeat'), url: f.url },
        }),
      ]);
    },

    async cancelled(program: { id: number }, seats: readonly CancelledSeat[], why: 'coach' | 'minimum') {
      const f = await facts(program.id);
      if (!f) return;
      const p = f.row.program;
      const messages: OutgoingEmail[] = [];
      for (const seat of seats) {
        const person = await repo.person(seat.clientId);
        if (!person) continue;
        const r = readerOf(person.locale);
        messages.push(
          renderEmail(config.appName, {
            to: person.email,
            locale: r.locale,
            subject: r.t('program.cancelled.subject', { title: p.title }),
            greeting: r.greeting(person.firstName),
            paragraphs: [
              why === 'coach'
                ? r.t('program.cancelled.coach', { coach: f.coach, title: p.title })
                : r.t('program.cancelled.minimum', { title: p.title }),
              r.t('program.cancelled.refund', { price: r.money(seat.priceCents) }),
            ],
            action: { label: r.t('action.findPrograms'), url: `${base}/programs` },
          }),
        );
      }
      if (messages.length > 0) await email.enqueue(messages);
    },
  };
}

export type ProgramNotices = ReturnType<typeof createProgramNotices>;
