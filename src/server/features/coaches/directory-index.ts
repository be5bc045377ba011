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
// languages: the codes the coach coaches in (coaching_languages).
export type DirectoryRow = {
  id: number;
  name: string;
  rateCents: number;
  specializations: string[];
  languages: string[];
  scheduled: ScheduledCoach;
};

export type DirectoryQuery = { search?: string; specialty?: string; price: TPriceFilter; language?: string };

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

// Search texts this long narrow the scan through the name index below.
const GRAM = 3;

// Three UTF-16 code units from `i` as one number (16 bits each: exact in a double), cheaper to hash than a string.
const gramAt = (text: string, i: number): number =>
  text.charCodeAt(i) * 2 ** 32 + text.charCodeAt(i + 1) * 2 ** 16 + text.charCodeAt(i + 2);

// Where the entries worth testing are, so a query at a hundred thousand
// coaches does not test every one of them (docs/decisions/0077-directory-without-round-trips.md):
// the positions (in the recommended order) of the coaches with each
// specialization, of those coaching in each language, and of those whose name holds each three-character
// sequence. It only narrows: every entry it yields is still tested in full.
function narrowingOf(entries: readonly DirectoryRow[]) {
  const bySpecialty = new Map<string, number[]>();
  const byLanguage = new Map<string, number[]>();
  const byGram = new Map<number, number[]>();
  const add = <K>(lists: Map<K, number[]>, key: K, position: number) => {
    const list = lists.get(key);
    if (!list) lists.set(key, [position]);
    else if (list[list.length - 1] !== position) list.push(position);
  };
  entries.forEach((entry, position) => {
    for (const name of entry.specializations) add(bySpecialty, name, position);
    for (const code of entry.languages) add(byLanguage, code, position);
    for (let i = 0; i + GRAM <= entry.name.length; i += 1) add(byGram, gramAt(entry.name, i), position);
  });

  // The positions a match can only be among (ascending), or null for all of them.
  function positionsFor(needle: string | undefined, specialty: string | undefined, language: string | undefined): readonly number[] | null {
    let narrowest: readonly number[] | null = specialty === undefined ? null : (bySpecialty.get(specialty) ?? []);
    if (language !== undefined) {
      const speaking = byLanguage.get(language) ?? [];
      if (narrowest === null || speaking.length < narrowest.length) narrowest = speaking;
    }
    if (needle !== undefined && needle.length >= GRAM) {
      // A name holding the text holds each of its sequences: it is among the rarest one's.
      let inNames: readonly number[] = byGram.get(gramAt(needle, 0)) ?? [];
      for (let i = 1; i + GRAM <= needle.length && inNames.length > 0; i += 1) {
        const list = byGram.get(gramAt(needle, i)) ?? [];
        if (list.length < inNames.length) inNames = list;
      }
      // Or a specialization's name holds it: those coaches too.
      const lists = [inNames, ...[...bySpecialty].flatMap(([name, list]) => (name.includes(needle) ? [list] : []))];
      const bySearch = lists.length === 1 ? inNames : union(lists, entries.length);
      if (narrowest === null || bySearch.length < narrowest.length) narrowest = bySearch;
    }
    return narrowest;
  }
  return { positionsFor };
}

function union(lists: readonly (readonly number[])[], size: number): number[] {
  const marked = new Uint8Array(size);
  for (const list of lists) for (const position of list) marked[position] = 1;
  const positions: number[] = [];
  for (let position = 0; position < size; position += 1) if (marked[position] === 1) positions.push(position);
  return positions;
}

function snapshotOf(generation: number, entries: readonly DirectoryRow[]): DirectorySnapshot {
  const rank = new Map(entries.map((entry, position) => [entry.id, position]));
  const scheduled = new Map(entries.map((entry) => [entry.id, entry.scheduled]));
  const narrowing = narrowingOf(entries);
  return {
    generation,
    size: entries.length,
    match({ search, specialty, price, language }) {
      if (!answerableSearch(search)) return null;
      const inBand = PRICE_TESTS[price];
      const needle = search?.toLowerCase();
      const ids: number[] = [];
      const positions = narrowing.positionsFor(needle, specialty, language);
      const tested = positions === null ? entries : positions.map((position) => entries[position] as DirectoryRow);
      for (const entry of tested) {
        if (!inBand(entry.rateCents)) continue;
        // The query schema lower-cases the specialty; SQL compares it with lower(name) too.
        if (specialty !== undefined && !entry.specializations.includes(specialty)) continue;
        if (language !== undefined && !entry.languages.includes(language)) continue;
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
