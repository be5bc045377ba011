// Live messages over Redis pub/sub (REDIS_URL): one connection publishes,
// another subscribes (a subscribed connection can do nothing else). ioredis
// reconnects and subscribes again by itself; between losing the connection
// and being ready again messages may be missed, which the handlers are told.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { LiveTransport } from './live-transport.js';

export function redisTransport(options: { url: string; keyPrefix: string; log: FastifyBaseLogger }): LiveTransport {
  const channel = `${options.keyPrefix}live`;
  const loading = import('ioredis');
  const publisher = loading.then(({ Redis: Client }) => new Client(options.url, { maxRetriesPerRequest: 2 }));
  let subscriber: Promise<Redis> | undefined;
  publisher.catch((error: unknown) => options.log.error({ err: error }, 'live updates (Redis) could not be loaded'));

  return {
    async send(payloads) {
      const redis = await publisher;
      const batch = redis.pipeline();
      for (const payload of payloads) batch.publish(channel, payload);
      await batch.exec();
    },
    listen(handlers) {
      subscriber = loading.then(async ({ Redis: Client }) => {
        const redis = new Client(options.url);
        let listening = false;
        redis.on('message', (from: string, payload: string) => {
          if (from === channel) handlers.onPayload(payload);
        });
        redis.on('close', () => {
          if (!listening) return;
          listening = false;
          handlers.onLost();
        });
        // 'ready' comes after ioredis has subscribed again on a new connection.
        redis.on('ready', () => {
          if (listening || redis.status !== 'ready') return;
          void redis.subscribe(channel).then(() => {
            listening = true;
            handlers.onListening();
          });
        });
        redis.on('error', (error: unknown) => options.log.warn({ err: error }, 'live updates: Redis connection error'));
        return redis;
      });
    },
    async close() {
      for (const pending of [publisher, subscriber]) {
        const redis = await pending?.catch(() => undefined);
        redis?.disconnect();
      }
    },
  };
}
