// Changing a weekly series (DECISIONS section 13, docs/product/series.md): the
// coach confirms or declines the whole request once; either side cancels one
// session (the ordinary status change) or "this and all later ones". Each
// session goes through the ordinary status change on its own, so each follows
// its own cancellation policy, returns or spends its own credit and sends its
// own e-mails; a session that changed meanwhile (a race) is skipped, not undone.
import type { BookingStatus } from '../../../shared/domain/booking-status.js';
import { SERIES_MESSAGES, type TSeries } from '../../../shared/schemas/series.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors/domain-errors.js';
import type { Viewer } from './booking-view.js';
import type { SeriesRepository } from './series-repository.js';

type Deps = {
  seriesRepo: SeriesRepository;
  changeByUser: (viewer: Viewer, bookingId: number, to: BookingStatus) => Promise<void>;
  listForUser: (viewer: Viewer) => Promise<TSeries[]>;
};

const UPCOMING: readonly BookingStatus[] = ['pending', 'confirmed'];

export function createSeriesChanges({ seriesRepo, changeByUser, listForUser }: Deps) {
  async function answer(viewer: Viewer, seriesId: number): Promise<TSeries> {
    const series = (await listForUser(viewer)).find((s) => s.id === seriesId);
    if (!series) throw new NotFoundError(SERIES_MESSAGES.seriesNotFound);
    return series;
  }

  // Each change on its own; a session another request changed first is left as that request made it.
  async function changeEach(viewer: Viewer, ids: number[], to: BookingStatus): Promise<number> {
    let changed = 0;
    for (const id of ids) {
      try {
        await changeByUser(viewer, id, to);
        changed += 1;
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error;
      }
    }
    return changed;
  }

  // The coach answers the series' request once: every session still pending is confirmed, or declined.
  async function answerRequest(viewer: Viewer, seriesId: number, to: 'confirmed' | 'cancelled'): Promise<TSeries> {
    const series = await seriesRepo.findSeries(seriesId);
    if (!series || (series.coachUserId !== viewer.id && series.clientId !== viewer.id))
      throw new NotFoundError(SERIES_MESSAGES.seriesNotFound);
    if (series.coachUserId !== viewer.id) throw new ForbiddenError(SERIES_MESSAGES.coachAnswers);
    const pending = series.sessions.filter((s) => s.status === 'pending').map((s) => s.id);
    if (pending.length === 0 || (await changeEach(viewer, pending, to)) === 0) throw new ConflictError(SERIES_MESSAGES.nothingPending);
    return answer(viewer, seriesId);
  }

  return {
    confirm: (viewer: Viewer, seriesId: number) => answerRequest(viewer, seriesId, 'confirmed'),
    decline: (viewer: Viewer, seriesId: number) => answerRequest(viewer, seriesId, 'cancelled'),

    // "This and all later ones": the session and every later upcoming session of its series.
    async cancelFollowing(viewer: Viewer, bookingId: number): Promise<TSeries> {
      const seriesId = await seriesRepo.seriesOfBooking(bookingId);
      const series = seriesId === undefined ? undefined : await seriesRepo.findSeries(seriesId);
      if (!series || (series.coachUserId !== viewer.id && series.clientId !== viewer.id))
        throw new NotFoundError(SERIES_MESSAGES.seriesNotFound);
      const from = series.sessions.find((s) => s.id === bookingId);
      if (!from || !UPCOMING.includes(from.status)) throw new ConflictError(SERIES_MESSAGES.nothingToCancel);
      const later = series.sessions.filter((s) => s.startTime.getTime() >= from.startTime.getTime() && UPCOMING.includes(s.status));
      if (
        (await changeEach(
          viewer,
          later.map((s) => s.id),
          'cancelled',
        )) === 0
      )
        throw new ConflictError(SERIES_MESSAGES.nothingToCancel);
      return answer(viewer, series.id);
    },
  };
}
