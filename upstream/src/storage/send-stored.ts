import type { FastifyReply } from 'fastify';
import { ApiError } from '@academy/shared/api-error';
import { WIRE } from '@academy/shared/constants';
import type { Store } from './store.ts';

/**
 * A private object, after the route's checks: from disk with Range, ETag and 304s (`cacheControl`
 * says how it may be kept), or from a bucket as a 302 to a short-lived signed link, so the bytes
 * never pass through Node. The link itself is kept by no one.
 */
export async function sendStored(reply: FastifyReply, store: Store, key: string, cacheControl: string) {
  const delivery = await store.deliver(key);
  if (!delivery) throw new ApiError(404, WIRE.notFound);
  if ('url' in delivery) {
    reply.code(302).header('location', delivery.url).header('cache-control', 'private, no-store');
    return { code: 302, message: 'Signed link' };
  }
  reply.header('cache-control', cacheControl);
  return reply.sendFile(delivery.file, delivery.root);
}
