// What a login cannot be faster than: argon2id verification of the same hash
// with the same parameters, measured here with the same concurrency as the
// load (50 callers sharing libuv's 4 worker threads, as in the server).
import argon2 from 'argon2';
import { hashPassword } from '../../src/server/security/password.js';

export type Argon2Baseline = { verifyMs: number; verifiesPerSecond: number };

export async function measureArgon2(password: string, options: { concurrency: number; seconds: number }): Promise<Argon2Baseline> {
  const hash = await hashPassword(password);
  const single: number[] = [];
  for (let i = 0; i < 15; i++) {
    const started = performance.now();
    await argon2.verify(hash, password);
    single.push(performance.now() - started);
  }
  single.sort((a, b) => a - b);

  let done = 0;
  const until = performance.now() + options.seconds * 1000;
  const caller = async () => {
    while (performance.now() < until) {
      await argon2.verify(hash, password);
      done++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.concurrency }, caller));
  return { verifyMs: single[Math.floor(single.length / 2)] ?? 0, verifiesPerSecond: done / ((performance.now() - started) / 1000) };
}
