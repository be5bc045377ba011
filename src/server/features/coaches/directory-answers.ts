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

export type AnswerFor = {
  key: string;
  nowMs: () => number;
  // Whether the candidates' availability versions still sum to the answer's (one query).
  versionsCurrent: (answer: DirectoryAnswer) => Promise<boolean>;
  // Computes the answer from scratch under the generation taken (null: it will not be kept).
  compute: (generation: number | null) => Promise<DirectoryAnswer | TCoachListResponse>;
};

export function createDirectoryAnswers(generations: Generations | undefined) {
  const answers = new Map<string, DirectoryAnswer>();
  // Computations under way: concurrent misses of one key wait for the same one
  // (a popular search whose answer just expired would otherwise be computed by
  // every waiting request), then check it like a kept answer.
  const inFlight = new Map<string, Promise<DirectoryAnswer | TCoachListResponse>>();

  function keep(key: string, answer: DirectoryAnswer): void {
    // Something was announced while this answer was computed: it may predate that commit.
    if (!generations || generations.begin() !== answer.generation) return;
    answers.delete(key);
    answers.set(key, answer);
    if (answers.size > MAX_ANSWERS) {
      const oldest = answers.keys().next().value;
      if (oldest !== undefined) answers.delete(oldest);
    }
  }

  // Usable for a request that took `generation` (after every earlier commit was announced).
  async function usable(answer: DirectoryAnswer | TCoachListResponse | undefined, generation: number, request: AnswerFor) {
    if (!answer || !('generation' in answer)) return false;
    if (answer.generation !== generation || request.nowMs() >= answer.validUntilMs) return false;
    return request.versionsCurrent(answer);
  }

  return {
    async answer(request: AnswerFor): Promise<TCoachListResponse> {
      const generation = generations && (await generations.usable()) ? generations.begin() : null;
      if (generation !== null) {
        const kept = answers.get(request.key);
        if (await usable(kept, generation, request)) return (kept as DirectoryAnswer).response;
        if (kept) answers.delete(request.key);
        const running = inFlight.get(request.key);
        const shared = running ? await running.catch(() => undefined) : undefined;
        if (await usable(shared, generation, request)) return (shared as DirectoryAnswer).response;
      }
      const computing = request.compute(generation);
      if (generation !== null) {
        inFlight.set(request.key, computing);
        const forget = () => {
          if (inFlight.get(request.key) === computing) inFlight.delete(request.key);
        };
        computing.then(forget, forget);
      }
      const result = await computing;
      if (!('generation' in result)) return result;
      keep(request.key, result);
      return result.response;
    },

    get size(): number {
      return answers.size;
    },
  };
}
