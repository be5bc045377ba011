// The directory's cards (name, photo, bio, rating, specializations, "clients
// helped"...) held per snapshot of the in-memory directory
// (docs/decisions/0077-directory-without-round-trips.md), so a page the answer
// cache does not hold is built without a round trip once its coaches were
// shown once in this generation.
//
// Every field of a card comes from a table announced to the public read cache
// (users, coach_profiles, coach_specializations, specializations, reviews
// through the profile's stats, and the completed bookings behind "clients
// helped": migrations 0008 and 0012), exactly the tables whose announcement
// starts a new generation and so a new snapshot. A card kept with a snapshot
// is therefore as fresh as the snapshot's filters and orders; a new snapshot
// starts with no cards. Only coaches someone was shown are read, at most one
// card per listable coach.
import type { DirectorySnapshot } from './directory-index.js';
import type { CoachRow } from './repository.js';

export type ReadCards = (ids: readonly number[]) => Promise<CoachRow[]>;

export function createDirectoryCards(readCards: ReadCards) {
  // Cards and reads under way per snapshot: dropped with the snapshot.
  const bySnapshot = new WeakMap<DirectorySnapshot, { cards: Map<number, CoachRow>; reading: Map<number, Promise<void>> }>();

  return {
    // The cards of these coaches in the order given; a coach the database no
    // longer lists (a change nobody announced) is left out, as SQL would.
    async cardsInOrder(snapshot: DirectorySnapshot, ids: readonly number[]): Promise<CoachRow[]> {
      let held = bySnapshot.get(snapshot);
      if (!held) bySnapshot.set(snapshot, (held = { cards: new Map(), reading: new Map() }));
      const { cards, reading } = held;
      const waits = new Set<Promise<void>>();
      const missing = ids.filter((id) => !cards.has(id) && !reading.has(id));
      for (const id of ids) {
        const running = reading.get(id);
        if (running) waits.add(running);
      }
      if (missing.length > 0) {
        // Concurrent pages that need the same coach share the read.
        const read = readCards(missing).then((rows) => {
          for (const row of rows) cards.set(row.id, row);
        });
        const settled = read.finally(() => {
          for (const id of missing) if (reading.get(id) === settled) reading.delete(id);
        });
        for (const id of missing) reading.set(id, settled);
        waits.add(settled);
      }
      await Promise.all(waits);
      return ids.flatMap((id) => cards.get(id) ?? []);
    },

    // How many cards a snapshot holds (memory: about one card's JSON each).
    heldFor(snapshot: DirectorySnapshot): number {
      return bySnapshot.get(snapshot)?.cards.size ?? 0;
    },
  };
}

export type DirectoryCards = ReturnType<typeof createDirectoryCards>;
