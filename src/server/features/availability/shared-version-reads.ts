// Reads coaches' availability versions for the answers the public read cache
// keeps (docs/decisions/0047-availability-index.md, "Reusing answers"): every
// reuse of a calendar or a filtered directory answer asks whether a version
// moved. Under load many reuses wait at once, so they share round trips
// (turnBatch: one query in flight, everything asked meanwhile read together
// by the next one).
//
// A caller is always answered by a query sent after it asked, never by one
// already under way: that query may have read the versions before a booking
// the caller must see (a booking committed before the request arrived is on
// its very next read, in every process).
import { turnBatch } from '../../db/turn-batch.js';

export type ReadVersions = (coachIds: readonly number[]) => Promise<Map<number, number>>;

export function createSharedVersionReads(readVersions: ReadVersions) {
  const versionsOf = turnBatch<readonly number[], Map<number, number>>(async (asked) => {
    const versions = await readVersions([...new Set(asked.flat())]);
    return asked.map(() => versions);
  });

  return {
    // The coaches' versions now (0: no row yet), read by a query sent after the call.
    current(coachIds: readonly number[]): Promise<Map<number, number>> {
      return coachIds.length === 0 ? Promise.resolve(new Map()) : versionsOf(coachIds);
    },

    // Whether none of these coaches' versions moved from the ones given
    // (versions only grow while the coach exists; no row is version 0).
    async unchanged(coaches: readonly { coachId: number; version: number }[]): Promise<boolean> {
      if (coaches.length === 0) return true;
      const now = await versionsOf(coaches.map((c) => c.coachId));
      return coaches.every((c) => (now.get(c.coachId) ?? 0) === c.version);
    },
  };
}

export type SharedVersionReads = ReturnType<typeof createSharedVersionReads>;
