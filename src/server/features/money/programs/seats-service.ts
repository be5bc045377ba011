// Buying, cancelling and refunding seats of group programs (DECISIONS section
// 14, docs/decisions/0073-group-programs.md). The card is held first, a seat
// taken second, the charge captured third: a buyer who finds no seat has only
// a hold, which is released at once, so nobody is charged without a seat.
import { refundCents } from '../../../../shared/domain/cancellation-policy.js';
import { centsToDollars } from '../../../../shared/domain/money.js';
import { MINIMUM_CHECK_BEFORE_START_MS, offerExpiry } from '../../../../shared/domain/programs.js';
import { PROGRAM_MESSAGES, type TBuySeatRequest, type TSeat } from '../../../../shared/schemas/programs.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../errors/domain-errors.js';
import { openCheckoutIntent } from '../../../integrations/payments/checkout-intent.js';
import type { PaymentGateway } from '../../../integrations/payments/payment-gateway.js';
import { placePaymentHold } from '../payments/payment-hold.js';
import type { OutgoingEmail } from '../../../integrations/email/email-message.js';
import { outboxValues } from '../../../integrations/email/outbox-repository.js';
import type { PurchaseBuyer, PurchaseMeeting, PurchaseProgram, SeatPurchaseStatements } from './seat-purchase-statements.js';
import type { Offered, SeatProgramRow, SeatRow, SeatsRepository } from './seats-repository.js';

type Viewer = { id: number; role: string };
type Deps = { repo: SeatsRepository; statements: SeatPurchaseStatements; gateway: PaymentGateway; now: () => Date };

// The invitation e-mail of a seat just bought, written by the programs feature
// (its notices) and queued by the purchase's last statement.
export type BoughtSeat = { program: PurchaseProgram; meetings: PurchaseMeeting[]; buyer: PurchaseBuyer; confirmed: boolean };
export type SeatInvitation = (bought: BoughtSeat) => Promise<OutgoingEmail[]>;

// The shared room is handed out once the program is sure to run: no minimum, or the minimum reached.
export function isConfirmed(program: { status: string; minimumSeats: number | null; seatsTaken: number }): boolean {
  return program.status !== 'cancelled' && (program.minimumSeats === null || program.seatsTaken >= program.minimumSeats);
}

export function createSeatsService({ repo, statements, gateway, now }: Deps) {
  const offerUntil = (program: SeatProgramRow) => offerExpiry(now(), program.firstStart);

  function onSaleNow<P extends { status: SeatProgramRow['status']; firstStart: Date }>(program: P | undefined): P {
    if (!program || program.status === 'draft') throw new NotFoundError(PROGRAM_MESSAGES.notFound);
    if (program.status !== 'published' || program.firstStart <= now()) throw new ConflictError(PROGRAM_MESSAGES.notOnSale);
    return program;
  }

  const onSale = async (programId: number) => onSaleNow(await repo.program(programId));

  async function view(seat: SeatRow): Promise<TSeat> {
    const program = await repo.program(seat.programId);
    const meetings = await repo.meetingsOf(seat.programId);
    const live = seat.status === 'active' && program !== undefined && isConfirmed(program);
    return {
      id: seat.id,
      programId: seat.programId,
      programTitle: program?.title ?? '',
      status: seat.status,
      price: centsToDollars(seat.priceCents),
      refunded: centsToDollars(seat.refundedCents),
      roomUrl: live ? (program?.roomUrl ?? null) : null,
      meetings: meetings.map((m) => ({ start: m.start.toISOString(), end: m.end.toISOString() })),
      createdAt: seat.createdAt.toISOString(),
    };
  }

  // The seat's own lines in the ledger (docs/decisions/0081-program-payouts.md): its capture and
  // refunds, beside the coach's per-meeting transfers, so reconciliation checks each seat.
  const record = (seat: SeatRow, coachId: number, kind: 'capture' | 'refund', amountCents: number, reference: string) =>
    repo.recordLedger({
      programSeatId: seat.id,
      coachId,
      kind,
      amountCents,
      provider: gateway.provider,
      providerReference: reference,
      createdAt: now(),
    });

  // Money back for a cancelled seat, once per seat (the gateway's key).
  async function refund(seat: SeatRow, coachId: number, amountCents: number) {
    if (amountCents <= 0) return 0;
    const made = await gateway.refundPart(seat.providerPaymentId, { idempotencyKey: `refund:seat:${seat.id}`, amountCents });
    await record(seat, coachId, 'refund', made.amountCents, made.id);
    return made.amountCents;
  }

  return {
    offerUntil,

    async createIntent(viewer: Viewer, programId: number) {
      const program = await onSale(programId);
      if ((await repo.coachUserId(program.coachId)) === viewer.id) throw new ForbiddenError(PROGRAM_MESSAGES.ownProgram);
      return openCheckoutIntent(gateway, {
        amountCents: program.priceCents,
        description: `Seat: ${program.title}`.slice(0, 200),
        metadata: { userId: String(viewer.id), programId: String(program.id), coachId: String(program.coachId) },
      });
    },

    // One purchase in six statements besides the session's (seat-purchase-statements.ts): the
    // facts, the intent, the hold, the seat, the capture, and the ledger line with the invitation.
    async buy(
      viewer: Viewer,
      programId: number,
      input: TBuySeatRequest,
      key: string,
      invitation?: SeatInvitation,
    ): Promise<{ seat: TSeat; created: boolean; lostInvitation?: unknown }> {
      const intentId = input.paymentIntentId;
      const facts = await statements.facts({ programId, clientId: viewer.id, key, provider: gateway.provider, paymentId: intentId });
      if (facts.earlierSeatId !== null) {
        const earlier = await repo.seat(facts.earlierSeatId);
        if (earlier) return { seat: await view(earlier), created: false };
      }
      const program = onSaleNow(facts.program);
      if (facts.seated) throw new ConflictError(PROGRAM_MESSAGES.alreadySeated);
      const hold = await placePaymentHold(gateway, {
        intentId,
        idempotencyKey: key,
        card: input.card,
        openedFor: { userId: String(viewer.id), programId: String(program.id) },
        amountCents: program.priceCents,
        spent: () => facts.paymentUsed,
        takeExistingHold: true,
        releaseMustSucceed: false,
        messages: PROGRAM_MESSAGES,
      });
      const at = now();
      const taken = await statements.take({
        programId: program.id,
        clientId: viewer.id,
        priceCents: program.priceCents,
        cancellationPolicy: program.cancellationPolicy,
        provider: gateway.provider,
        paymentId: intentId,
        key,
        now: at,
      });
      if (!taken) {
        // No seat: the hold is released, nothing is charged.
        await hold.release();
        if (await repo.liveSeatOf(program.id, viewer.id)) throw new ConflictError(PROGRAM_MESSAGES.alreadySeated);
        throw new ConflictError(PROGRAM_MESSAGES.full);
      }
      const captured = await gateway.capture(intentId, { idempotencyKey: `capture:seat:${intentId}` });
      const confirmed = isConfirmed({ ...program, seatsTaken: taken.seatsTaken });
      const seat: TSeat = {
        id: taken.id,
        programId: program.id,
        programTitle: program.title,
        status: 'active',
        price: centsToDollars(program.priceCents),
        refunded: 0,
        roomUrl: confirmed ? program.roomUrl : null,
        meetings: facts.meetings.map((m) => ({ start: m.start.toISOString(), end: m.end.toISOString() })),
        createdAt: taken.createdAt.toISOString(),
      };
      const ledgerLine = {
        seatId: seat.id,
        coachId: program.coachId,
        amountCents: captured.amountCents,
        provider: gateway.provider,
        reference: intentId,
        now: at,
      };
      // The invitation must never cost the seat its ledger line: when it cannot be written, the line goes alone.
      try {
        const mail =
          invitation && facts.buyer ? await invitation({ program, meetings: facts.meetings, buyer: facts.buyer, confirmed }) : [];
        await statements.settle({ ...ledgerLine, mail: mail.map(outboxValues) });
        return { seat, created: true };
      } catch (error) {
        await statements.settle({ ...ledgerLine, mail: [] });
        return { seat, created: true, lostInvitation: error };
      }
    },

    async mine(viewer: Viewer): Promise<TSeat[]> {
      const rows = await repo.seatsOf(viewer.id);
      return Promise.all(rows.map((r) => view(r.seat)));
    },

    // The client gives up a seat before the first meeting: refunded under the
    // policy the seat was sold with, counted from the first meeting.
    async cancel(viewer: Viewer, seatId: number): Promise<{ seat: TSeat; offered: Offered }> {
      const seat = await repo.seat(seatId);
      if (!seat || seat.clientId !== viewer.id) throw new NotFoundError(PROGRAM_MESSAGES.seatNotFound);
      if (seat.status !== 'active') throw new ConflictError(PROGRAM_MESSAGES.seatCancelled);
      const program = await repo.program(seat.programId);
      if (!program) throw new NotFoundError(PROGRAM_MESSAGES.seatNotFound);
      const at = now();
      if (program.firstStart <= at) throw new ConflictError(PROGRAM_MESSAGES.started);
      const owed = refundCents(seat.cancellationPolicy, seat.priceCents, program.firstStart, at);
      const done = await repo.cancelSeat(seat.id, owed, offerUntil, at);
      if (!done) throw new ConflictError(PROGRAM_MESSAGES.seatCancelled);
      await refund(done.seat, program.coachId, owed);
      return { seat: await view(done.seat), offered: done.offered };
    },

    // A whole program cancelled (by its coach, or short of its minimum): every seat refunded in full.
    // Once the first meeting has begun, the coach's share of held meetings is on its way
    // (docs/decisions/0081-program-payouts.md): a program that started runs to its end.
    async cancelProgram(programId: number, from: SeatProgramRow['status'][]) {
      const program = await repo.program(programId);
      if (program?.status === 'published' && program.firstStart <= now()) throw new ConflictError(PROGRAM_MESSAGES.started);
      const done = await repo.cancelProgram(programId, from, now());
      if (!done) return undefined;
      for (const seat of done.seats) {
        const refunded = await refund(seat, done.program.coachId, seat.priceCents);
        await repo.setRefunded(seat.id, refunded);
      }
      return done;
    },

    async leaveWaitlist(programId: number, clientId: number) {
      const left = await repo.leave(programId, clientId, offerUntil, now());
      if (!left) throw new NotFoundError(PROGRAM_MESSAGES.notWaiting);
      return left.offered;
    },

    // As of `at` (the job's instant): a passed-on offer runs from then.
    lapseOffers: (at: Date = now(), programIds?: number[]) =>
      repo.lapseOffers((program) => offerExpiry(at, program.firstStart), at, programIds),

    // Published programs short of their minimum 24 hours before the start:
    // cancelled, every seat refunded in full. Returns what was cancelled, for the e-mails.
    async cancelShortOfMinimum(at: Date = now(), programIds?: number[]) {
      const due = await repo.shortOfMinimum(new Date(at.getTime() + MINIMUM_CHECK_BEFORE_START_MS), at, programIds);
      const cancelled = [];
      for (const { id } of due) {
        const done = await this.cancelProgram(id, ['published']);
        if (done) cancelled.push(done);
      }
      return cancelled;
    },
  };
}

export type SeatsService = ReturnType<typeof createSeatsService>;
