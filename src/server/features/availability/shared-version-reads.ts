// Reads coaches' availability versions for the answers the public read cache
// keeps and for the in-memory directory (docs/decisions/0047-availability-index.md,
// "Reusing answers"; docs/decisions/0077-directory-without-round-trips.md):
// every reuse of a calendar or a filtered directory answer asks whether a
// version moved. Under load many reuses wait at once, so they share round
// trips (turnBatch: one query in flight, everything asked meanwhile answered
// by the next one).
//
// What a round trip reads does not grow with the number of coaches asked
// about: every version only grows (migration 0019 inserts a coach's row at 1
// and then adds 1; no row is ever deleted), so the sum of all versions moves
// if and only if some version moved. The query sends the sum it saw last and
// gets back the sum now, and every row only when the sum differs, both in one
// statement (one snapshot). The process keeps the versions of that read and
// answers from them while the sum stays.
//
// A caller is always answered by a query sent after it asked, never by one
// already under way: that query may have read the versions before a booking
// the caller must see (a booking committed before the request arrived is on
// its very next read, in every process).
import { turnBatch } from '../../db/turn-batch.js';

// `versions`: every coach's version, read with `total`; null when `total` is
// the one given (nothing moved since that read).
export type ReadVersionsUnlessTotal = (knownTotal: string | null) => Promise<{ total: string; versions: Map<number, number> | null }>;

// Every coach's version as of one read, with their sum. The same object is
// handed out for as long as the sum does not move, so a caller that kept it
// can tell "nothing moved since" without comparing coach by coach.
export type VersionsRead = { readonly total: string; readonly versions: ReadonlyMap<number, number> };

export function createSharedVersionReads(readVersionsUnlessTotal: ReadVersionsUnlessTotal) {
  // Replaced only inside a batch, and one batch runs at a time, so reads are applied in order.
  let known: VersionsRead | null = null;

  const versionsNow = turnBatch<null, VersionsRead>(async (asked) => {
    const answer = await readVersionsUnlessTotal(known?.total ?? null);
    if (answer.versions) known = { total: answer.total, versions: answer.versions };
    else if (known?.total !== answer.total) throw new Error('availability versions: a new total came without its rows');
    const read = known as VersionsRead;
    return asked.map(() => read);
  });

  return {
    // Every coach's version now (absent: no row yet, version 0), read by a query sent after the call.
    now(): Promise<VersionsRead> {
      return versionsNow(null);
    },

    // Whether none of these coaches' versions moved from the ones given
    // (versions only grow while the coach exists; no row is version 0).
    // `since`: the read the versions given were taken from, when the caller
    // kept it; the same read now means nothing moved anywhere in between.
    async unchanged(coaches: readonly { coachId: number; version: number }[], since?: VersionsRead): Promise<boolean> {
      if (coaches.length === 0) return true;
      const read = await versionsNow(null);
      if (read === since) return true;
      return coaches.every((c) => (read.versions.get(c.coachId) ?? 0) === c.version);
    },

    // How many coaches' versions are held (memory: one map entry each).
    get size(): number {
      return known?.versions.size ?? 0;
    },
  };
}

export type SharedVersionReads = ReturnType<typeof createSharedVersionReads>;
