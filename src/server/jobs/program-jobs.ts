// The scheduled work of group programs (docs/product/programs.md): lapsed
// waitlist offers pass on, and a program short of its minimum 24 hours before
// its start is cancelled with full refunds; each sends its e-mails. Both can
// run for some programs only, so an end-to-end test touches only its own.
import type { SeatsService } from '../features/money/money-service.js';
import type { ProgramNotices } from '../features/programs/service.js';
import type { Job } from './job-runner.js';

export function programJobs({
  seats,
  notices,
}: {
  seats: Pick<SeatsService, 'lapseOffers' | 'cancelShortOfMinimum'>;
  notices: ProgramNotices;
}): Job[] {
  async function passOnLapsedOffers(at?: Date, programIds?: number[]): Promise<number> {
    const offers = await seats.lapseOffers(at, programIds);
    for (const offer of offers) await notices.offered(offer);
    return offers.length;
  }
  async function cancelShortOfMinimum(at?: Date, programIds?: number[]): Promise<number> {
    const cancelled = await seats.cancelShortOfMinimum(at, programIds);
    for (const done of cancelled) await notices.cancelled(done.program, done.seats, 'minimum');
    return cancelled.length;
  }
  return [
    {
      name: 'pass-on-waitlist-offers',
      run: (at) => passOnLapsedOffers(at),
      runForPrograms: (at, programIds) => passOnLapsedOffers(at, programIds),
    },
    {
      name: 'cancel-programs-below-minimum',
      run: (at) => cancelShortOfMinimum(at),
      runForPrograms: (at, programIds) => cancelShortOfMinimum(at, programIds),
    },
  ];
}
