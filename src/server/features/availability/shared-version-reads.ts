// Reads coaches' availability versions for the answers the public read cache
// keeps (docs/decisions/0047-availability-index.md, "Reusing answers"): every
// reuse of a calendar or a filtered directory answer asks whether a version
// moved. Under load many reuses wait at once, so they share round trips: one
// query is in flight at a time, and everything asked while it runs is read
// together by the next one.
//
// A caller is always answered by a query sent after it asked, never by one
// already under way: that query may have read the versions before a booking
// the caller must see (a booking committed before the request arrived is on
// its very next read, in every process).
export type ReadVersions = (coachIds: readonly number[]) => Promise<Map<number, number>>;

type Batch = { coachIds: Set<number>; versions: Promise<Map<number, number>> };

export function createSharedVersionReads(readVersions: ReadVersions) {
  let running: Promise<unknown> | null = null;
  let next: Batch | null = null;

  function send(coachIds: Set<number>): Promise<Map<number, number>> {
    const versions = readVersions([...coachIds]);
    running = versions;
    const settled = () => {
      if (running === versions) running = null;
    };
    versions.then(settled, settled);
    return versions;
  }

  // Each coach's version now (a coach without a row is at version 0).
  function versionsOf(coachIds: readonly number[]): Promise<Map<number, number>> {
    if (!running) return send(new Set(coachIds));
    if (!next) {
      const batch: Batch = { coachIds: new Set(), versions: Promise.resolve(new Map()) };
      batch.versions = running.then(ignore, ignore).then(() => {
        if (next === batch) next = null;
        return send(batch.coachIds);
      });
      next = batch;
    }
    for (const id of coachIds) next.coachIds.add(id);
    return next.versions;
  }

  return {
    versionsOf,

    // Whether none of these coaches' versions moved from the ones given
    // (versions only grow while the coach exists).
    async unchanged(coaches: readonly { coachId: number; version: number }[]): Promise<boolean> {
      if (coaches.length === 0) return true;
      const now = await versionsOf(coaches.map((c) => c.coachId));
      return coaches.every((c) => (now.get(c.coachId) ?? 0) === c.version);
    },
  };
}

function ignore() {}

export type SharedVersionReads = ReturnType<typeof createSharedVersionReads>;
