// At most `limit` tasks at once per key; the others wait in order of arrival.
// The calendar writer keys it by CalDAV account, so a burst of bookings for
// one coach neither floods their server nor holds up other coaches' writes.
export function keyedLimit(limit: number) {
  const lanes = new Map<string, { running: number; waiting: Array<() => void> }>();
  return async function run<T>(key: string, task: () => Promise<T>): Promise<T> {
    let lane = lanes.get(key);
    if (!lane) lanes.set(key, (lane = { running: 0, waiting: [] }));
    const mine = lane;
    // A finished task hands its place straight to the next waiting one.
    if (mine.running >= limit) await new Promise<void>((resolve) => mine.waiting.push(resolve));
    else mine.running += 1;
    try {
      return await task();
    } finally {
      const next = mine.waiting.shift();
      if (next) next();
      else if (--mine.running === 0) lanes.delete(key);
    }
  };
}
