// The invalidation rule on its own, with a notifier the test drives by hand.
import { describe, expect, it } from 'vitest';
import type { ListenHandlers } from '../../db/listen.js';
import { createResponseCache, type CachedResponse } from './response-cache.js';

function answer(text: string): CachedResponse {
  return { statusCode: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: Buffer.from(text) };
}

function cacheWithFakeNotifier(maxEntries?: number) {
  let handlers: ListenHandlers | undefined;
  let stopped = false;
  let connectionBroken = false;
  const cache = createResponseCache({
    maxEntries,
    notifier: (h) => {
      handlers = h;
      return {
        caughtUp: async () => {
          if (connectionBroken) throw new Error('connection lost');
        },
        stop: async () => {
          stopped = true;
        },
      };
    },
  });
  const notifier = {
    listening: () => handlers?.onListening(),
    notify: () => handlers?.onNotification(''),
    lose: () => handlers?.onLost(),
    breakConnection: () => {
      connectionBroken = true;
    },
    get stopped() {
      return stopped;
    },
  };
  return { cache, notifier };
}

describe('public read cache', () => {
  it('keeps an answer computed while nothing changed and serves it until a change is announced', () => {
    const { cache, notifier } = cacheWithFakeNotifier();
    notifier.listening();
    const ticket = cache.begin();
    expect(cache.store('/api/coaches?\ngzip', ticket, answer('page 1'))).toBe(true);
    expect(cache.lookup('/api/coaches?\ngzip')?.body.toString()).toBe('page 1');

    notifier.notify();
    expect(cache.lookup('/api/coaches?\ngzip')).toBeUndefined();
  });

  it('does not keep an answer whose reads raced a committed change', () => {
    const { cache, notifier } = cacheWithFakeNotifier();
    notifier.listening();
    const ticket = cache.begin();
    // The answer is being computed (it may have read the rows before the commit)...
    notifier.notify();
    // ...so it is sent, but never served to anyone else.
    expect(cache.store('/api/coaches?\ngzip', ticket, answer('maybe stale'))).toBe(false);
    expect(cache.lookup('/api/coaches?\ngzip')).toBeUndefined();
    // The next answer, started after the change, is kept.
    expect(cache.store('/api/coaches?\ngzip', cache.begin(), answer('fresh'))).toBe(true);
    expect(cache.lookup('/api/coaches?\ngzip')?.body.toString()).toBe('fresh');
  });

  it('is bypassed until the notifier listens, and again while its connection is down', () => {
    const { cache, notifier } = cacheWithFakeNotifier();
    expect(cache.begin()).toBeNull();
    expect(cache.store('k', cache.begin(), answer('a'))).toBe(false);

    notifier.listening();
    expect(cache.store('k', cache.begin(), answer('a'))).toBe(true);
    const startedBeforeTheDrop = cache.begin();

    notifier.lose();
    expect(cache.lookup('k')).toBeUndefined();
    expect(cache.begin()).toBeNull();
    expect(cache.store('k', startedBeforeTheDrop, answer('b'))).toBe(false);

    // Back: whatever was computed before or during the gap may have missed a change.
    notifier.listening();
    expect(cache.lookup('k')).toBeUndefined();
    expect(cache.store('k', startedBeforeTheDrop, answer('c'))).toBe(false);
    expect(cache.store('k', cache.begin(), answer('d'))).toBe(true);
    expect(cache.lookup('k')?.body.toString()).toBe('d');
  });

  it('is usable only while listening and caught up with the database', async () => {
    const { cache, notifier } = cacheWithFakeNotifier();
    expect(await cache.usable()).toBe(false);
    notifier.listening();
    expect(await cache.usable()).toBe(true);
    // The round trip that proves notifications are caught up fails: the request goes without the cache.
    notifier.breakConnection();
    expect(await cache.usable()).toBe(false);
    notifier.lose();
    expect(await cache.usable()).toBe(false);
  });

  it('holds at most maxEntries answers, dropping the least recently used', () => {
    const { cache, notifier } = cacheWithFakeNotifier(2);
    notifier.listening();
    cache.store('a', cache.begin(), answer('a'));
    cache.store('b', cache.begin(), answer('b'));
    cache.lookup('a');
    cache.store('c', cache.begin(), answer('c'));
    expect(cache.size).toBe(2);
    expect(cache.lookup('b')).toBeUndefined();
    expect(cache.lookup('a')?.body.toString()).toBe('a');
    expect(cache.lookup('c')?.body.toString()).toBe('c');
  });

  it('stops the notifier when closed', async () => {
    const { cache, notifier } = cacheWithFakeNotifier();
    await cache.close();
    expect(notifier.stopped).toBe(true);
  });

  it('lets a held answer be looked at before the catch-up without keeping it from eviction, and shows nothing while not listening', () => {
    const { cache, notifier } = cacheWithFakeNotifier(2);
    notifier.listening();
    const ticket = cache.begin();
    cache.store('a', ticket, answer('a'));
    cache.store('b', ticket, answer('b'));
    expect(cache.peek('a')?.body.toString()).toBe('a');
    // Looking did not make 'a' recently used: the next answer pushes it out.
    cache.store('c', ticket, answer('c'));
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('b')?.body.toString()).toBe('b');
    notifier.lose();
    expect(cache.peek('c')).toBeUndefined();
  });
});
