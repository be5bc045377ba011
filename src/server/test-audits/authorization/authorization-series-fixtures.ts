// The matrix's weekly series (docs/product/series.md): client A's two-session
// series with coach X, paid from a package bought for it, on days past the
// ones nextSlot() hands out (days 0-50) and inside the 60-day horizon, so a
// series never takes a slot another row will book.
import type { FastifyInstance } from 'fastify';
import type { TestClock } from '../../test-support/test-app.js';

const DAY_MS = 24 * 3_600_000;

export function seriesFixtures({
  app,
  clock,
  clientACookie,
  coachXProfileId,
  freshPackageOfA,
}: {
  app: FastifyInstance;
  clock: TestClock;
  clientACookie: string;
  coachXProfileId: number;
  freshPackageOfA: () => Promise<number>;
}) {
  let made = 0;
  // A new series of client A with coach X, both sessions pending: its id and its sessions' booking ids.
  async function freshSeriesOfA(): Promise<{ id: number; bookingIds: number[] }> {
    if (made >= 16) throw new Error('fixture set-up: out of series slots');
    const now = clock.now;
    // Days 51 and 52 from today, 09:00-16:00 UTC; the second session a week later (days 58 and 59).
    const first = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 51 + Math.floor(made / 8), 9 + (made % 8));
    made += 1;
    await freshPackageOfA();
    const startTime = new Date(first).toISOString();
    const response = await app.inject({
      method: 'POST',
      url: '/api/series',
      headers: { cookie: clientACookie },
      payload: {
        coachId: coachXProfileId,
        startTime,
        cadenceWeeks: 1,
        count: 2,
        occurrences: [
          { index: 0, startTime },
          { index: 1, startTime: new Date(first + 7 * DAY_MS).toISOString() },
        ],
        payment: 'credits',
      },
    });
    if (response.statusCode !== 201) throw new Error(`fixture set-up: series answered ${response.statusCode} ${response.body}`);
    const series = response.json() as { id: number; occurrences: Array<{ bookingId: number }> };
    return { id: series.id, bookingIds: series.occurrences.map((o) => o.bookingId) };
  }

  // One series the callers who may not change it all name: it never changes, so one is enough.
  let shared: Promise<{ id: number; bookingIds: number[] }> | undefined;
  return {
    freshSeriesOfA,
    sharedSeriesOfA: () => (shared ??= freshSeriesOfA()),
  };
}
