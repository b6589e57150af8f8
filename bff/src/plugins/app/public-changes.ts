import fp from 'fastify-plugin';
import { changeBroadcast } from '@academy/shared/server/change-broadcast';
import { decodeChange, PUBLIC_CHANGE_HEADER, type PublicChange } from '@academy/shared/server/public-change';
import type { Redis } from '@academy/shared/server/redis';
import { PROXY_TABLE } from '../../proxy/table.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the public sees changed: the BFF's caches of it (pages, shared API reads) each drop what it touched. */
    publicChanges: { subscribe(listener: (change: PublicChange) => void): void };
  }
}

/**
 * Hears what a call through this BFF changed for the public and tells every cache of it here and,
 * through Redis, on the shop's other BFFs (each cache's TTL bounds what a missed announcement leaves).
 */
export default fp(
  async (fastify, opts: { product: string; redis?: Redis; redisPrefix: string }) => {
    const listeners: ((change: PublicChange) => void)[] = [];
    const changes = changeBroadcast(fastify, opts.redis, `${opts.redisPrefix}pages-changed`, (change) => {
      for (const listener of listeners) listener(change);
    });

    const apiPrefix = `/api/${opts.product}/`;
    const adminWrites = `${apiPrefix}admin/`;
    const customerWrites = new Set(PROXY_TABLE.filter((r) => r.changesPages).map((r) => `${apiPrefix}${r.path}`));
    fastify.addHook('onResponse', (request, reply, done) => {
      // Every admin change (catalogue, prices, settings) may show to the public; uploads in progress do not.
      // A customer's (a review) only once it is made, and only what the upstream says it changed.
      const adminChange = request.url.startsWith(adminWrites) && !request.url.startsWith(`${adminWrites}upload`);
      const customerChange = customerWrites.has(request.routeOptions.url ?? '') && reply.statusCode < 300;
      if (request.method === 'POST' && adminChange) changes.announce('all');
      else if (request.method === 'POST' && customerChange) changes.announce(decodeChange(reply.getHeader(PUBLIC_CHANGE_HEADER)));
      done();
    });

    fastify.decorate('publicChanges', { subscribe: (listener: (change: PublicChange) => void) => void listeners.push(listener) });
  },
  { name: 'public-changes' },
);
