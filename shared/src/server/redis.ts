import { setTimeout } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * The Redis every instance shares when REDIS_URL is set, closed with the app; undefined without it.
 * Rate limits, known places and change announcements must answer fast or not at all: while Redis is
 * away a command fails at once (no offline queue) and a hung one after COMMAND_TIMEOUT_MS, so a
 * login costs milliseconds, not ioredis' default wait for the server to come back. The outage is
 * logged once when it starts and once when it ends, not at every reconnect attempt. ioredis is loaded
 * only then: a shop or test process without Redis saves its modules' load time.
 */
export async function sharedRedis(app: FastifyInstance, url: string | undefined): Promise<Redis | undefined> {
  if (!url) return undefined;
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { connectTimeout: 500, commandTimeout: COMMAND_TIMEOUT_MS, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  let down = false;
  // Without an error listener ioredis prints every reconnect failure to stderr.
  redis.on('error', (err) => {
    if (!down) app.log.warn({ err }, 'redis unavailable: rate limits let requests through until it is back');
    down = true;
  });
  redis.on('ready', () => {
    if (down) app.log.info('redis back');
    down = false;
  });
  // A start with Redis up is ready with it: without the offline queue, a command sent before the
  // connection is made would fail. Redis away at start: the shop starts anyway, after a second.
  app.addHook('onReady', async () => {
    // Not events.once: it rejects on the 'error' a Redis away at start emits.
    if (redis.status !== 'ready') await Promise.race([new Promise((ready) => redis.once('ready', ready)), setTimeout(1000)]);
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

/** Long enough for a healthy server on a busy network, short against a login's time. */
const COMMAND_TIMEOUT_MS = 250;
export type { Redis };
