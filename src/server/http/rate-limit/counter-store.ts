// Where the abuse-limit counters live. Every server process must see the same
// counts, so they are kept outside the process: in the database by default
// (PGlite or PostgreSQL), or in Redis when REDIS_URL is set. Both stores count
// the same way; see rate-limiter.ts for the window.
export type CounterHit = {
  // Hits on this key in the current window, this one included.
  count: number;
  // When the current window ends and the count starts again from zero.
  resetAt: Date;
};

export type CounterStore = {
  // Counts one hit on the key. A key with no window, or whose window ended
  // before `now`, starts a new window of windowMs at `now`.
  hit: (key: string, windowMs: number, now: Date) => Promise<CounterHit>;
  // Forgets the counters whose window ended before `now` (the Redis store
  // lets keys expire by themselves and has nothing to do).
  deleteExpired: (now: Date) => Promise<number>;
  close: () => Promise<void>;
};
