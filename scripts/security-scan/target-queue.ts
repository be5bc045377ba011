// The targets for a few workers side by side, in list order, except that a
// target whose `exclusive` key another worker holds is passed over until that
// worker is done with it: the worker takes the next target meanwhile.
import type { ScanTarget } from './scan-target.js';

export function createTargetQueue(targets: ScanTarget[]) {
  const pending = targets.map((_, index) => index);
  // Exclusive key -> settles once its target is done (and the key released).
  const held = new Map<string, Promise<void>>();
  const free = (index: number) => {
    const key = targets[index]?.exclusive;
    return key === undefined || !held.has(key);
  };

  return {
    // One worker: scans targets until none is left or keepGoing() says stop.
    async work(scan: (target: ScanTarget, index: number) => Promise<void>, keepGoing: () => boolean): Promise<void> {
      while (pending.length > 0 && keepGoing()) {
        const at = pending.findIndex(free);
        if (at < 0) {
          // Every target left waits for a key: wait until one is released.
          await Promise.race(held.values());
          continue;
        }
        const [index] = pending.splice(at, 1);
        const target = index === undefined ? undefined : targets[index];
        if (index === undefined || !target) break;
        const run = scan(target, index);
        const key = target.exclusive;
        if (key !== undefined) {
          const release = () => void held.delete(key);
          held.set(key, run.then(release, release));
        }
        await run;
      }
    },
  };
}
