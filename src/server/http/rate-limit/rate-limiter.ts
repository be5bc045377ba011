// Counts hits per key and refuses (429) once a key's allowance for the current
// window is used up.
//
// Window: fixed, starting at a key's first hit and lasting windowMs (so a
// person who is refused is told the real wait in Retry-After). Chosen over a
// sliding window because it is one atomic upsert in PostgreSQL and one tiny
// script in Redis, with one row or key per counter; the price is that a client
// can squeeze up to twice the allowance into a short span around a window's
// end, which is harmless at these numbers. Every hit counts, refused ones too,
// and a hit is counted before the work it guards (e.g. the password hash), so
// parallel requests cannot slip past the limit and a refusal costs one query.
import type { FastifyBaseLogger } from 'fastify';
import { TooManyRequestsError } from '../../errors/domain-errors.js';
import type { CounterStore } from './counter-store.js';
import type { RateLimitRule } from './rules.js';

export type RateLimitCheck = { rule: RateLimitRule; subject: string };

export class RateLimitedError extends TooManyRequestsError {
  constructor(
    message: string,
    public readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

export type RateLimiter = {
  // Counts one hit for every check; throws RateLimitedError if any is over its allowance.
  hit: (checks: RateLimitCheck[]) => Promise<void>;
  allowanceOf: (rule: RateLimitRule) => number;
};

type Deps = { store: CounterStore; now: () => Date; scale: number; log: FastifyBaseLogger };

export function createRateLimiter({ store, now, scale, log }: Deps): RateLimiter {
  const allowanceOf = (rule: RateLimitRule) => Math.max(1, Math.floor(rule.allowance * scale));

  return {
    allowanceOf,
    async hit(checks) {
      const at = now();
      let hits;
      try {
        hits = await Promise.all(checks.map(({ rule, subject }) => store.hit(`${rule.name}:${subject}`, rule.windowMs, at)));
      } catch (error) {
        // An unreachable counter store must not take sign-in down with it: the
        // request goes on unlimited (argon2 still makes each guess expensive).
        log.warn({ err: error }, 'rate limit check failed; request allowed');
        return;
      }
      let refusal: { rule: RateLimitRule; retryAfterSeconds: number } | undefined;
      checks.forEach(({ rule }, index) => {
        const hit = hits[index];
        if (!hit || hit.count <= allowanceOf(rule)) return;
        const retryAfterSeconds = Math.max(1, Math.ceil((hit.resetAt.getTime() - at.getTime()) / 1000));
        if (!refusal || retryAfterSeconds > refusal.retryAfterSeconds) refusal = { rule, retryAfterSeconds };
      });
      if (refusal) throw new RateLimitedError(refusal.rule.message(refusal.retryAfterSeconds), refusal.retryAfterSeconds);
    },
  };
}
