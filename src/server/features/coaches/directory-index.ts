// The directory's filters and orders, held per process (docs/decisions/0066-in-memory-directory.md):
// every listable coach with exactly what the search, specialty and price
// filters and the two sorts read, so choosing a page costs a scan of an array
// instead of a database round trip per distinct query.
//
// Freshness is the public read cache's: every table these fields come from is
// announced (migration 0008 and its successors) and bumps the cache's
// generation. A snapshot is tagged with the generation its load started in and
// only used by requests whose ticket is that generation, that is requests
// that arrived after every commit before them was announced and saw nothing
// announced since the load began. Without a ticket (the cache bypassed) the
// caller goes to the database as before.
import type { TPriceFilter } from '../../../shared/schemas/coaches.js';
import type { ScheduledCoach } from '../availability/service.js';

// As loaded: in the recommended order (Pro first, shown rating, review count,
// id), the name ("first last") and specialization names lower-cased by the
// database itself (lower() under its collation, as ILIKE compares).
// With the coach's schedule and the availability version read in the same
// statement (what the availability index needs), so a directory filtered by
// availability does not read every candidate's schedule per query.
export type DirectoryRow = { id: number; name: string; rateCents: number; specializations: string[]; scheduled: ScheduledCoach };

export type DirectoryQuery = { search?: string; specialty?: string; price: TPriceFilter };

// The same bands as the SQL (repository.ts, PRICE_CONDITIONS).
const PRICE_TESTS: Record<TPriceFilter, (cents: number) => boolean> = {
  any: () => true,
  'under-50': (cents) => cents < 5_000,
  '50-100': (cents) => cents >= 5_000 && cents <= 10_000,
  'over-100': (cents) => cents > 10_000,
};

export type DirectorySnapshot = {
  generation: number;
  size: number;
  // Matching ids in the recommended order; null for a search the snapshot
  // cannot answer exactly as the database would (see answerableSearch).
  match(query: DirectoryQuery): number[] | null;
  // Position in the recommended order: the soonest sort's tie-break.
  rankOf(id: number): number;
  // The schedule and version last read together for a coach of the snapshot.
  scheduledOf(id: number): ScheduledCoach | undefined;
  // A schedule read again because the coach's version moved (a booking, a
  // schedule edit); an older read never replaces a newer one.
  refresh(scheduled: ScheduledCoach): void;
};

// ILIKE '%text%' in a UTF-8 database is lower(text) LIKE lower(pattern). The
// stored side was lowered by the database; the search text is lowered here,
// which gives the database's answer only where JavaScript and the collation
// agree: ASCII. Any other search text goes to the database (rare: the
// specializations and most names are ASCII, and the answer is still right).
export const answerableSearch = (search: string | undefined): boolean =>
  search === undefined || [...search].every((c) => c.charCodeAt(0) < 0x80);

function snapshotOf(generation: number, entries: readonly DirectoryRow[]): DirectorySnapshot {
  const rank = new Map(entries.map((entry, position) => [entry.id, position]));
  const scheduled = new Map(entries.map((entry) => [entry.id, entry.scheduled]));
  return {
    generation,
    size: entries.length,
    match({ search, specialty, price }) {
      if (!answerableSearch(search)) return null;
      const inBand = PRICE_TESTS[price];
      const needle = search?.toLowerCase();
      const ids: number[] = [];
      for (const entry of entries) {
        if (!inBand(entry.rateCents)) continue;
        // The query schema lower-cases the specialty; SQL compares it with lower(name) too.
        if (specialty !== undefined && !entry.specializations.includes(specialty)) continue;
        if (needle !== undefined && !entry.name.includes(needle) && !entry.specializations.some((name) => name.includes(needle))) continue;
        ids.push(entry.id);
      }
      return ids;
    },
    rankOf: (id) => rank.get(id) ?? Number.MAX_SAFE_INTEGER,
    scheduledOf: (id) => scheduled.get(id),
    refresh(fresh) {
      const known = scheduled.get(fresh.coachId);
      if (known && known.version < fresh.version) scheduled.set(fresh.coachId, fresh);
    },
  };
}

export function createDirectoryIndex(load: () => Promise<DirectoryRow[]>) {
  let current: DirectorySnapshot | null = null;
  // One load per generation, shared by the requests that wait for it.
  let loading: { generation: number; done: Promise<DirectorySnapshot> } | null = null;

  return {
    // The snapshot for requests holding this read-cache ticket. A load is
    // started only by a request that arrived in this generation, so whatever
    // it reads is at least as fresh as what that request may be answered with.
    snapshotFor(generation: number): Promise<DirectorySnapshot> {
      if (current?.generation === generation) return Promise.resolve(current);
      if (loading?.generation === generation) return loading.done;
      const done = load().then((rows) => {
        const snapshot = snapshotOf(generation, rows);
        // Generations only grow: a slow load never replaces a newer snapshot.
        if (!current || current.generation < generation) current = snapshot;
        return snapshot;
      });
      const entry = { generation, done };
      loading = entry;
      const forget = () => {
        if (loading === entry) loading = null;
      };
      done.then(forget, forget);
      return done;
    },

    get size(): number {
      return current?.size ?? 0;
    },
  };
}

export type DirectoryIndex = ReturnType<typeof createDirectoryIndex>;
