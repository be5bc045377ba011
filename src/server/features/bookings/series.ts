// Weekly series (DECISIONS section 13, docs/product/series.md). The preview and
// the checkout share one computation: the coach read once, the coach's busy
// time over the whole series read once (one round of availability checks, not
// one per session), then every occurrence judged by the pure engine. The
// checkout recomputes it all from the rhythm the client chose: the browser's
// list only says which sessions to keep and where a kept one was moved.
import type { BookingStatus } from '../../../shared/domain/booking-status.js';
import { busyLookupRange, slotEnd } from '../../../shared/domain/availability.js';
import { isValidTimeZone } from '../../../shared/domain/time-zone.js';
import { DAY_MS } from '../../../shared/domain/time-units.js';
import { isWithinMoveWindow, occurrenceState, seriesStarts, type OccurrenceState } from '../../../shared/domain/series.js';
import { BOOKING_MESSAGES } from '../../../shared/schemas/bookings.js';
import {
  SERIES_MESSAGES,
  type TCreateSeriesRequest,
  type TSeries,
  type TSeriesPreview,
  type TSeriesPreviewRequest,
} from '../../../shared/schemas/series.js';
import { centsToDollars } from '../../../shared/domain/money.js';
import type { Database } from '../../db/client.js';
import { exclusionViolation } from '../../db/database-errors.js';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../../errors/domain-errors.js';
import { toSchedule, type AvailabilityService, type Busy } from '../availability/service.js';
import type { Viewer } from './booking-view.js';
import type { BookableCoach, BookingsRepository } from './repository.js';
import { createSeriesChanges } from './series-changes.js';
import type { SeriesCharges } from '../money/money-service.js';
import { createSeriesRepository, NotEnoughCredits, type SeriesSession } from './series-repository.js';
import { isWithinBookingWindow } from './slot-check.js';

type Deps = {
  db: Database;
  // The ordinary status change, which each session of a series goes through on its own.
  changeByUser: (viewer: Viewer, bookingId: number, to: BookingStatus) => Promise<void>;
  repo: BookingsRepository;
  availability: Pick<AvailabilityService, 'busyIntervals'>;
  now: () => Date;
  // The card on file of a series paid by card (docs/decisions/0079-series-paid-by-card-on-file.md).
  seriesCharges: Pick<SeriesCharges, 'ownReadyCard' | 'updateCard'>;
};

type Judged = { index: number; start: Date | null; end: Date | null; state: OccurrenceState };

export function createSeries({ db, repo, availability, now, changeByUser, seriesCharges }: Deps) {
  const seriesRepo = createSeriesRepository(db);

  async function bookableCoach(viewer: Viewer, coachId: number): Promise<BookableCoach> {
    if (viewer.role !== 'client') throw new ForbiddenError(BOOKING_MESSAGES.clientsOnly);
    const coach = await repo.findBookableCoach(coachId, viewer.id);
    if (!coach) {
      if (await repo.isUnlistedCoach(coachId)) throw new ConflictError(BOOKING_MESSAGES.coachNotListed);
      throw new NotFoundError(BOOKING_MESSAGES.coachNotFound);
    }
    if (coach.blocksClient) throw new ConflictError(BOOKING_MESSAGES.cannotBookCoach);
    if (coach.hourlyRateCents <= 0) throw new ConflictError(BOOKING_MESSAGES.notPayable);
    return coach;
  }

  // The coach's busy time over every given start, in one query (busyLookupRange over the whole span).
  async function busyAround(coach: BookableCoach, starts: Array<Date | null>): Promise<Busy[]> {
    const known = starts.filter((s): s is Date => s !== null && isWithinBookingWindow(s, now()));
    if (known.length === 0) return [];
    const schedule = toSchedule(coach.schedule);
    const first = new Date(Math.min(...known.map((s) => s.getTime())));
    const last = new Date(Math.max(...known.map((s) => s.getTime())));
    const range = busyLookupRange(schedule, first, slotEnd(last, schedule));
    return availability.busyIntervals(coach.id, range.from, range.to);
  }

  function judge(coach: BookableCoach, busy: readonly Busy[], index: number, start: Date | null): Judged {
    const schedule = toSchedule(coach.schedule);
    return { index, start, end: start && slotEnd(start, schedule), state: occurrenceState(schedule, busy, start, now()) };
  }

  async function listForUser(viewer: Viewer): Promise<TSeries[]> {
    const rows = await seriesRepo.findForUser(viewer.id);
    return rows.map((s) => ({
      id: s.id,
      coachId: s.coachId,
      coachName: `${s.coachFirstName} ${s.coachLastName}`,
      clientName: `${s.clientFirstName} ${s.clientLastName}`,
      cadenceWeeks: s.cadenceWeeks,
      payment: s.payment,
      cardLast4: s.cardLast4,
      occurrences: s.sessions.map((b) => ({
        index: b.index ?? 0,
        bookingId: b.bookingId,
        startTime: b.startTime.toISOString(),
        endTime: b.endTime.toISOString(),
        status: b.status,
        paidWith: b.paidWithCredit ? ('credit' as const) : ('card' as const),
        charge: s.payment !== 'card' ? null : (b.charge ?? (b.paymentStatus === 'pending' ? 'due' : 'paid')),
      })),
    }));
  }

  const changes = createSeriesChanges({ seriesRepo, changeByUser, listForUser });

  return {
    ...changes,

    async preview(viewer: Viewer, input: TSeriesPreviewRequest): Promise<TSeriesPreview> {
      const coach = await bookableCoach(viewer, input.coachId);
      const starts = seriesStarts(new Date(input.startTime), input.cadenceWeeks, input.count, coach.schedule.timeZone);
      const [busy, credits] = await Promise.all([busyAround(coach, starts), seriesRepo.creditsAvailable(viewer.id, coach.id, now())]);
      return {
        coachId: coach.id,
        cadenceWeeks: input.cadenceWeeks,
        sessionLength: coach.schedule.sessionLengthMinutes,
        pricePerSession: centsToDollars(coach.hourlyRateCents),
        cancellationPolicy: coach.cancellationPolicy,
        creditsAvailable: credits,
        occurrences: starts.map((start, index) => {
          const { end, state } = judge(coach, busy, index, start);
          return {
            index,
            startTime: start?.toISOString() ?? null,
            endTime: end?.toISOString() ?? null,
            open: state.open,
            reason: state.open ? null : state.reason,
          };
        }),
      };
    },

    async create(viewer: Viewer, input: TCreateSeriesRequest): Promise<TSeries> {
      const coach = await bookableCoach(viewer, input.coachId);
      const computed = seriesStarts(new Date(input.startTime), input.cadenceWeeks, input.count, coach.schedule.timeZone);
      const errors: Record<string, string> = {};
      const seen = new Set<number>();
      const firstMs = new Date(input.startTime).getTime();
      for (const kept of input.occurrences) {
        const key = `occurrences.${kept.index}`;
        const usual = computed[kept.index];
        // A skipped wall time (spring-forward) has no computed instant; its week is still known.
        const reference = usual ?? new Date(firstMs + kept.index * input.cadenceWeeks * 7 * DAY_MS);
        if (kept.index >= input.count || usual === undefined) errors[key] = SERIES_MESSAGES.unknownOccurrence;
        else if (seen.has(kept.index)) errors[key] = SERIES_MESSAGES.duplicateOccurrence;
        // A time other than the computed one is a move, and a move stays in its own week.
        else if (!isWithinMoveWindow(reference, new Date(kept.startTime))) errors[key] = SERIES_MESSAGES.moveTooFar;
        seen.add(kept.index);
      }
      if (input.payment === 'card' && input.cardConsent !== true) errors['cardConsent'] = SERIES_MESSAGES.consentRequired;
      if (input.payment === 'card' && input.savedCardId === undefined) errors['savedCardId'] = SERIES_MESSAGES.cardRequired;
      if (Object.keys(errors).length > 0) throw new InvalidInputError(Object.values(errors)[0] as string, errors);
      // Never a card another user saved, nor one whose setup did not finish.
      const savedCardId =
        input.payment === 'card' && input.savedCardId ? await seriesCharges.ownReadyCard(viewer, input.savedCardId) : null;

      const kept = [...input.occurrences].sort((a, b) => a.index - b.index).map((o) => ({ index: o.index, start: new Date(o.startTime) }));
      const busy = await busyAround(
        coach,
        kept.map((k) => k.start),
      );
      // Each kept session must be open with the series' other sessions counted as booked,
      // so two of them never overlap and together never pass the coach's daily limit.
      const schedule = toSchedule(coach.schedule);
      const sessions: SeriesSession[] = kept.map((k) => ({ index: k.index, start: k.start, end: slotEnd(k.start, schedule) }));
      for (const session of sessions) {
        const others = sessions.filter((s) => s !== session).map((s) => ({ start: s.start, end: s.end, kind: 'session' as const }));
        if (!judge(coach, [...busy, ...others], session.index, session.start).state.open)
          errors[`occurrences.${session.index}`] = SERIES_MESSAGES.notOpen;
      }
      if (Object.keys(errors).length > 0) throw new ConflictError(SERIES_MESSAGES.notOpen, errors);

      try {
        const written = await seriesRepo.insertSeries({
          coachId: coach.id,
          clientId: viewer.id,
          firstStartTime: new Date(input.startTime),
          cadenceWeeks: input.cadenceWeeks,
          count: input.count,
          payment: input.payment,
          savedCardId,
          sessions,
          priceCents: coach.hourlyRateCents,
          cancellationPolicy: coach.cancellationPolicy,
          notes: input.notes?.trim() || null,
          at: now(),
        });
        if (input.timeZone && isValidTimeZone(input.timeZone)) await repo.setUserTimeZone(viewer.id, input.timeZone, now());
        const mine = (await listForUser(viewer)).find((s) => s.id === written.seriesId);
        if (!mine) throw new Error(`series ${written.seriesId} vanished`);
        return mine;
      } catch (error) {
        if (error instanceof NotEnoughCredits) throw new ConflictError(SERIES_MESSAGES.notEnoughCredits);
        if (exclusionViolation(error) === undefined) throw error;
        // The loser of a race: say which sessions someone else just took (read again, after the rollback).
        const now2 = await busyAround(
          coach,
          sessions.map((s) => s.start),
        );
        const taken: Record<string, string> = {};
        for (const s of sessions)
          if (!judge(coach, now2, s.index, s.start).state.open) taken[`occurrences.${s.index}`] = SERIES_MESSAGES.occurrenceTaken;
        throw new ConflictError(SERIES_MESSAGES.taken, taken);
      }
    },

    listForUser,

    async updateCard(viewer: Viewer, seriesId: number, savedCardId: number): Promise<TSeries> {
      await seriesCharges.updateCard(viewer, seriesId, savedCardId);
      const mine = (await listForUser(viewer)).find((s) => s.id === seriesId);
      if (!mine) throw new NotFoundError(SERIES_MESSAGES.seriesNotFound);
      return mine;
    },
  };
}

export type SeriesService = ReturnType<typeof createSeries>;
