// The group programs' handlers (docs/product/programs.md). Who the caller is
// comes from the session; the price, the seats and the refunds are the
// server's, whatever the body says.
import type { programEndpoints } from '../../../shared/api/endpoints/programs.js';
import { BOOKING_MESSAGES, ZIdempotencyKey } from '../../../shared/schemas/bookings.js';
import { PROGRAM_MESSAGES } from '../../../shared/schemas/programs.js';
import { ConflictError, InvalidInputError } from '../../errors/domain-errors.js';
import type { EndpointHandlers } from '../../http/endpoint-routes.js';
import { keepAnswerWhile } from '../../http/read-cache/register-read-cache.js';
import { requireRole } from '../../http/guards.js';
import { parseRowId } from '../../http/params.js';
import type { RouteDeps } from '../../http/route-deps.js';
import type { EmailDelivery } from '../../integrations/email/email-delivery.js';
import { createMeetingProvider } from '../../integrations/meetings/create-meeting-provider.js';
import { createPaymentGateway } from '../../integrations/payments/create-payment-gateway.js';
import { createMoneyService } from '../money/money-service.js';
import { createProgramNotices } from './notices.js';
import { createProgramsRepository } from './repository.js';
import { createProgramsService } from './service.js';

const programId = (raw: string) => parseRowId(raw, PROGRAM_MESSAGES.notFound);

export function programsHandlers({
  config,
  database,
  now,
  email,
}: RouteDeps & { email: EmailDelivery }): EndpointHandlers<typeof programEndpoints.endpoints> {
  const db = database.db;
  const meetings = createMeetingProvider(config.meetings);
  const programs = createProgramsService({
    repo: createProgramsRepository(db),
    now,
    makeRoom: async (program) =>
      (await meetings.createMeeting({ topic: program.title, start: program.firstStart, durationMinutes: program.meetingMinutes })).url,
  });
  const seats = createMoneyService({ db, now }).programSeats(createPaymentGateway(db, now, config.payments));
  const notices = createProgramNotices({ db, config, email, now });

  return {
    listMyPrograms: async (request) => programs.mine(requireRole(request, 'coach')),

    createProgram: async (request, reply) => reply.status(201).send(await programs.create(requireRole(request, 'coach'), request.body)),

    updateProgram: async (request) => programs.update(requireRole(request, 'coach'), programId(request.params.id), request.body),

    publishProgram: async (request) => programs.publish(requireRole(request, 'coach'), programId(request.params.id)),

    cancelProgram: async (request) => {
      const id = programId(request.params.id);
      await programs.ownProgram(requireRole(request, 'coach'), id);
      const done = await seats.cancelProgram(id, ['draft', 'published']);
      if (!done) throw new ConflictError(PROGRAM_MESSAGES.alreadyCancelled);
      await notices
        .cancelled(done.program, done.seats, 'coach')
        .catch((error: unknown) => request.log.warn({ err: error }, 'could not queue the cancellation e-mails'));
      return programs.present(id);
    },

    getProgramRoster: async (request) => programs.roster(requireRole(request, 'client', 'coach'), programId(request.params.id)),

    // Answered from the public read cache (cache-key.ts): a seat sold or a program changed is announced
    // by the programs table's trigger (migration 0040); a program whose start comes leaves the list by
    // the clock, so the answer is kept only until the soonest start in it.
    listPrograms: async (request) => {
      const list = await programs.list(request.query);
      const soonest = list[0]?.meetings[0]?.start;
      if (soonest !== undefined) {
        const until = new Date(soonest).getTime();
        keepAnswerWhile(request, async () => now().getTime() < until);
      }
      return list;
    },

    getProgram: async (request) => programs.publicOne(programId(request.params.id)),

    createSeatIntent: async (request) => seats.createIntent(requireRole(request, 'client'), programId(request.params.id)),

    buySeat: async (request, reply) => {
      const user = requireRole(request, 'client');
      const key = ZIdempotencyKey.safeParse(request.headers['idempotency-key'] ?? request.body.idempotencyKey);
      if (!key.success) throw new InvalidInputError(BOOKING_MESSAGES.idempotencyKey, { idempotencyKey: BOOKING_MESSAGES.idempotencyKey });
      // The invitation is queued with the seat's ledger line, once per seat; a failure to write it never fails the seat that was paid.
      const { seat, created, lostInvitation } = await seats.buy(user, programId(request.params.id), request.body, key.data, (bought) =>
        notices.seatInvitation(bought, request.body.timeZone),
      );
      if (lostInvitation) request.log.warn({ err: lostInvitation }, 'could not queue the seat invitation');
      else if (created) email.deliverSoon();
      return reply.status(created ? 201 : 200).send(seat);
    },

    listMySeats: async (request) => seats.mine(requireRole(request, 'client')),

    cancelMySeat: async (request) => {
      const { seat, offered } = await seats.cancel(
        requireRole(request, 'client'),
        parseRowId(request.params.id, PROGRAM_MESSAGES.seatNotFound),
      );
      await notices.offered(offered).catch((error: unknown) => request.log.warn({ err: error }, 'could not queue the waitlist offer'));
      return seat;
    },

    joinWaitlist: async (request, reply) =>
      reply.status(201).send(await programs.joinWaitlist(requireRole(request, 'client'), programId(request.params.id))),

    leaveWaitlist: async (request) => {
      const user = requireRole(request, 'client');
      const id = programId(request.params.id);
      const offered = await seats.leaveWaitlist(id, user.id);
      await notices.offered(offered).catch((error: unknown) => request.log.warn({ err: error }, 'could not queue the waitlist offer'));
      return { programId: id, status: 'left' as const, position: null, offerExpiresAt: null };
    },

    listAllPrograms: async (request) => {
      requireRole(request, 'admin');
      return programs.allForAdmin();
    },

    listMyWaitlist: async (request) => programs.myWaitlist(requireRole(request, 'client')),

    getMyWaitlistPlace: async (request) => programs.waitPlace(requireRole(request, 'client'), programId(request.params.id)),
  };
}
