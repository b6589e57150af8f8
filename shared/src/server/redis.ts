import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The Redis every instance shares when REDIS_URL is set, closed with the app; undefined without it.
 * Rate limiting must answer fast or not at all: a short connect timeout and one retry, as
 * @fastify/rate-limit advises, instead of ioredis' defaults that queue a command for as long as the
 * server is away.
 */
export function sharedRedis(app: FastifyInstance, url: string | undefined): Redis | undefined {
  if (!url) return undefined;
  const redis = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  // Without a listener ioredis prints every reconnect failure to stderr; the log has it instead.
  redis.on('error', (err) => app.log.warn({ err }, 'redis'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}
export type { Redis };
