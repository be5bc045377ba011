// Finished directory answers that depend on open time (the availability
// filter, the soonest sort), kept per process. The public read cache cannot
// hold them: they move with bookings and with the clock. An answer is reused
// only while all three things it was computed from are unchanged
// (docs/decisions/0047-availability-index.md, "Directory answers"):
// - the public read cache's generation (listing, profiles, names,
//   specializations, reviews, payouts: NOTIFY, migration 0008), which also
//   fixes which coaches pass the SQL filters;
// - the availability versions of those coaches (migration 0019), read again
//   for every reuse: one indexed sum, so a booking anywhere shows at once;
// - the clock, up to the first moment any of those coaches' open starts in
//   the window move (a start falls behind the notice, one comes within the
//   horizon), as the availability index computes it.
import type { TCoachListResponse } from '../../../shared/schemas/coaches.js';

// What the public read cache offers: usable() waits until every commit made
// before the request is announced; begin() is the current generation or null.
export type Generations = { usable: () => Promise<boolean>; begin: () => number | null };

export type DirectoryAnswer = {
  generation: number;
  coachIds: readonly number[];
  versionSum: number;
  validUntilMs: number;
  response: TCoachListResponse;
};

const MAX_ANSWERS = 500;

export function createDirectoryAnswers(generations: Generations | undefined) {
  const answers = new Map<string, DirectoryAnswer>();

  return {
    // The generation to compute a new answer under, or null: do not keep it.
    // Taken before anything is read.
    async start(): Promise<number | null> {
      if (!generations || !(await generations.usable())) return null;
      return generations.begin();
    },

    // A kept answer for the key if the generation and clock still allow it;
    // the caller checks the versions (a query) before using it.
    candidate(key: string, generation: number | null, nowMs: number): DirectoryAnswer | undefined {
      const answer = answers.get(key);
      if (!answer) return undefined;
      if (generation === null || answer.generation !== generation || nowMs >= answer.validUntilMs) {
        answers.delete(key);
        return undefined;
      }
      return answer;
    },

    keep(key: string, answer: DirectoryAnswer): void {
      // Something was announced while this answer was computed: it may predate that commit.
      if (!generations || generations.begin() !== answer.generation) return;
      answers.delete(key);
      answers.set(key, answer);
      if (answers.size > MAX_ANSWERS) {
        const oldest = answers.keys().next().value;
        if (oldest !== undefined) answers.delete(oldest);
      }
    },

    forget(key: string): void {
      answers.delete(key);
    },

    get size(): number {
      return answers.size;
    },
  };
}
