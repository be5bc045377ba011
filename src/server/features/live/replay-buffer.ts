// The last events of each user this process has heard, so a stream that
// reconnects with Last-Event-ID gets what it missed (docs/decisions/0059-live-updates.md).
// Every process hears every event in the same order, so the reconnect may
// land on any of them. An id the buffer cannot place (too old, or from before
// this process started) answers "reset": the browser reads everything again.
export type BufferedEvent = { id: string; at: number; frame: string };

export type ReplayAnswer = { kind: 'events'; frames: string[] } | { kind: 'reset' };

type UserEvents = { events: BufferedEvent[]; lastId: string; lastAt: number };

export type ReplayLimits = {
  // Per user, the newest events kept.
  maxEvents: number;
  // Events older than this are dropped; a user silent for longer is forgotten.
  maxAgeMs: number;
};

export function createReplayBuffer({ maxEvents, maxAgeMs }: ReplayLimits) {
  const users = new Map<number, UserEvents>();

  function trim(entry: UserEvents, now: number) {
    let drop = Math.max(0, entry.events.length - maxEvents);
    while (drop < entry.events.length && entry.events[drop]!.at < now - maxAgeMs) drop += 1;
    if (drop > 0) entry.events.splice(0, drop);
  }

  return {
    add(userId: number, event: BufferedEvent) {
      const entry = users.get(userId) ?? { events: [], lastId: event.id, lastAt: event.at };
      entry.events.push(event);
      entry.lastId = event.id;
      entry.lastAt = event.at;
      trim(entry, event.at);
      users.set(userId, entry);
    },

    // What a stream resuming after `lastEventId` has missed.
    since(userId: number, lastEventId: string): ReplayAnswer {
      const entry = users.get(userId);
      if (!entry) return { kind: 'reset' };
      // Nothing happened since (kept even once the event itself has aged out).
      if (entry.lastId === lastEventId) return { kind: 'events', frames: [] };
      const index = entry.events.findIndex((event) => event.id === lastEventId);
      if (index < 0) return { kind: 'reset' };
      return { kind: 'events', frames: entry.events.slice(index + 1).map((event) => event.frame) };
    },

    // Forget users silent for longer than the events are kept, so memory follows recent activity.
    sweep(now: number) {
      for (const [userId, entry] of users) {
        if (entry.lastAt < now - maxAgeMs) users.delete(userId);
        else trim(entry, now);
      }
    },

    // After a gap in what this process heard: nothing it holds can be trusted.
    clear: () => users.clear(),

    get size() {
      return users.size;
    },
  };
}
