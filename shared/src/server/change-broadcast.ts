import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { decodeChange, encodeChange, type PublicChange } from './public-change.ts';
import type { Redis } from './redis.ts';

/**
 * Tells every instance of the shop that something on `channel` changed (all of it, or what a
 * PublicChange names), so each drops what it cached of it: at once here, and through Redis pub/sub on the others (each skips its own announcement,
 * which it acted on already). Without Redis only this instance hears it; the others' caches age out.
 * A reconnected listener may have missed announcements while it was away, so it acts as if it
 * heard one.
 */
export function changeBroadcast(app: FastifyInstance, redis: Redis | undefined, channel: string, onChange: (change: PublicChange) => void) {
  const self = randomUUID();
  if (redis) {
    // A subscribed connection takes no other commands: a second one, closed with the app.
    // Its subscription waits for the server (an offline queue), and waits for messages without a timeout.
    const listener = redis.duplicate({ enableOfflineQueue: true, commandTimeout: undefined });
    listener.on('error', (err) => app.log.warn({ err, channel }, 'redis (change broadcast)'));
    listener.on('message', (_channel: string, message: string) => {
      const [from, change] = message.split('\n', 2);
      if (from !== self) onChange(decodeChange(change));
    });
    listener.on('ready', () => onChange('all'));
    void listener.subscribe(channel).catch((err: unknown) => app.log.warn({ err, channel }, 'redis: not subscribed to changes yet'));
    app.addHook('onClose', async () => {
      await listener.quit().catch(() => listener.disconnect());
    });
  }
  return {
    announce(change: PublicChange = 'all') {
      onChange(change);
      redis?.publish(channel, `${self}\n${encodeChange(change)}`).catch((err: unknown) => app.log.warn({ err, channel }, 'redis: change not announced'));
    },
  };
}
