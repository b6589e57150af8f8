import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { changeBroadcast } from '@academy/shared/server/change-broadcast';
import { decodeChange, PUBLIC_CHANGE_HEADER, type PublicChange } from '@academy/shared/server/public-change';
import { cacheClock } from '@academy/shared/server/clock';
import { readThrough } from '@academy/shared/server/read-through';
import { holdsEtag } from '@academy/shared/server/etag';
import type { Redis } from '@academy/shared/server/redis';

/** A public answer as made once: the value (for a signed-in reader's additions), its JSON and its ETag. */
interface PublicRead<T> {
  value: T;
  body: string;
  etag: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicReads: {
      /** This request's public answer (the same for everyone), from memory or made by `make`. */
      get<T>(request: FastifyRequest, reply: FastifyReply, make: () => Promise<T>): Promise<PublicRead<T>>;
      /** Sends it as made, cacheable by browsers and CDNs, or 304 when the reader has it already. */
      send(request: FastifyRequest, reply: FastifyReply, read: PublicRead<unknown>): FastifyReply;
    };
  }
  interface FastifyContextConfig {
    /**
     * A successful call changes what public reads answer (an admin's change): they are forgotten. A
     * smaller change (a review) says what it changed in PUBLIC_CHANGE_HEADER instead, and only that is.
     */
    changesPublicReads?: boolean;
  }
}

/**
 * A CDN may keep an answer for a second and serve it stale for a minute while it asks again; a
 * browser asks each time and gets 304 while the ETag holds. A signed-in reader's answer differs
 * (what they own), hence Vary.
 */
const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-while-revalidate=59';

/**
 * What a kept answer holds, for CATALOGUE_CACHE_MB: its JSON, two bytes a character in V8 once one
 * character is past Latin-1, and the value it was made from, kept for signed-in readers (measured
 * at 1.15-1.3 times the JSON's length for the demo's listings and details).
 */
export const heldBytes = (read: PublicRead<unknown>) =>
  read.body.length * (/[^\u0000-\u00ff]/.test(read.body) ? 2 : 1) + Math.ceil(read.body.length * 1.3) + 64;

/**
 * The catalogue's public reads (listings, details, reviews, the group's price) served from memory.
 * A successful call of a route marked `changesPublicReads` (every admin change but an upload's
 * chunk) empties the cache here and, through Redis, on every upstream; a review forgets its item's
 * reads (and the listings when its rating moved). The TTL bounds what a missed announcement leaves.
 */
export default fp(
  async (fastify, opts: { cacheSeconds: number; cacheBytes: number; redis?: Redis; redisPrefix: string }) => {
    const store = new LRUCache<string, PublicRead<unknown>>({
      maxSize: opts.cacheBytes,
      sizeCalculation: heldBytes,
      ttl: opts.cacheSeconds * 1000,
      ...cacheClock(fastify.clock),
    });
    const reads = readThrough(store);
    // A key names its route and its input: an item's reads hold its slug, listings none.
    const forget = (change: PublicChange) => {
      if (change === 'all') {
        reads.clear();
        return;
      }
      const item = `"slug":${JSON.stringify(change.slug)}`;
      reads.forget((key) => key.includes(item) || (change.listings && !key.includes('"slug":')));
    };
    const changes = changeBroadcast(fastify, opts.redis, `${opts.redisPrefix}catalogue-changed`, forget);

    fastify.addHook('onResponse', (request, reply, done) => {
      if (reply.statusCode < 300) {
        const said = reply.getHeader(PUBLIC_CHANGE_HEADER);
        if (request.routeOptions.config.changesPublicReads === true) changes.announce('all');
        else if (said !== undefined) changes.announce(decodeChange(said));
      }
      done();
    });

    fastify.decorate('publicReads', {
      get<T>(request: FastifyRequest, reply: FastifyReply, make: () => Promise<T>) {
        // The route and its parsed input (defaults filled in, in the schema's order) name the answer.
        const key = `${request.routeOptions.url}\n${JSON.stringify(request.params)}\n${JSON.stringify(request.query)}`;
        return reads.read(key, async () => {
          const value = await make();
          // The route's own serializer: the answer is checked against its response schema once, when made.
          const body: unknown = reply.serialize(value);
          if (typeof body !== 'string') throw new Error('A public read is serialized to text');
          const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
          return { value: { value, body, etag }, keep: true };
        }) as Promise<PublicRead<T>>;
      },
      send(request: FastifyRequest, reply: FastifyReply, read: PublicRead<unknown>) {
        reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('vary', 'authorization').header('etag', read.etag);
        if (holdsEtag(request.headers['if-none-match'], read.etag)) return reply.code(304).send();
        return reply.type('application/json; charset=utf-8').send(read.body);
      },
    });
  },
  { name: 'public-reads' },
);
