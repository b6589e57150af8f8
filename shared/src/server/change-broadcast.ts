import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Redis } from './redis.ts';

/**
 * Tells every instance of the shop that something on `channel` changed, so each drops what it
 * cached: at once here, and through Redis pub/sub on the others (each skips its own announcement,
 * which it acted on already). Without Redis only this instance hears it; the others' caches age out.
 * A reconnected listener may have missed announcements while it was away, so it acts as if it
 * heard one.
 */
export function changeBroadcast(app: FastifyInstance, redis: Redis | undefined, channel: string, onChange: () => void) {
  const self = randomUUID();
  if (redis) {
    // A subscribed connection takes no other commands: a second one, closed with the app.
    const listener = redis.duplicate();
    listener.on('error', (err) => app.log.warn({ err, channel }, 'redis (change broadcast)'));
    listener.on('message', (_channel: string, from: string) => {
      if (from !== self) onChange();
    });
    listener.on('ready', onChange);
    void listener.subscribe(channel).catch((err: unknown) => app.log.warn({ err, channel }, 'redis: not subscribed to changes yet'));
    app.addHook('onClose', async () => {
      await listener.quit().catch(() => listener.disconnect());
    });
  }
  return {
    announce() {
      onChange();
      redis?.publish(channel, self).catch((err: unknown) => app.log.warn({ err, channel }, 'redis: change not announced'));
    },
  };
}
