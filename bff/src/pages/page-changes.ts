import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Redis } from '@academy/shared/server/redis';

/**
 * Tells every BFF of the shop that public pages changed, so each empties its page cache: at once
 * here, and through Redis pub/sub on the others (each BFF skips its own announcement, which it
 * acted on already). Without Redis only this BFF hears it; the others' pages age out with
 * PAGE_CACHE_SECONDS.
 */
export function pageChanges(app: FastifyInstance, redis: Redis | undefined, prefix: string, onChange: () => void) {
  const channel = `${prefix}pages-changed`;
  const self = randomUUID();
  if (redis) {
    // A subscribed connection takes no other commands: a second one, closed with the app.
    const listener = redis.duplicate();
    listener.on('error', (err) => app.log.warn({ err }, 'redis (page changes)'));
    listener.on('message', (_channel: string, from: string) => {
      if (from !== self) onChange();
    });
    void listener.subscribe(channel).catch((err: unknown) => app.log.warn({ err }, 'redis: not subscribed to page changes yet'));
    app.addHook('onClose', async () => {
      await listener.quit().catch(() => listener.disconnect());
    });
  }
  return {
    announce() {
      onChange();
      redis?.publish(channel, self).catch((err: unknown) => app.log.warn({ err }, 'redis: page change not announced'));
    },
  };
}
