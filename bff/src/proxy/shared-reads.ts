import type { IncomingHttpHeaders } from 'node:http';
import { LRUCache } from 'lru-cache';
import type { Clock } from '@academy/shared/server/clock';

/** A visitor's answer (a 200) as the upstream sent it, with how long it may be shared. */
export interface SharedRead {
  /** The headers the browser gets (proxy/headers.ts browserResponseHeaders). */
  headers: Record<string, string>;
  body: Buffer;
  etag: string;
  freshUntil: number;
  staleUntil: number;
}

/**
 * How long a shared cache may keep an answer, as its Cache-Control says: `public` with `s-maxage`
 * (fresh) and `stale-while-revalidate` (served while asked again), and an ETag to ask again with.
 * Anything private, unstored or without an ETag: null.
 */
export function sharedLifetime(headers: IncomingHttpHeaders): { freshMs: number; staleMs: number } | null {
  const control = headers['cache-control'] ?? '';
  if (!/\bpublic\b/.test(control) || /\b(private|no-store|no-cache)\b/.test(control) || typeof headers.etag !== 'string') return null;
  const fresh = /\bs-maxage=(\d+)/.exec(control);
  if (!fresh) return null;
  const stale = /\bstale-while-revalidate=(\d+)/.exec(control);
  return { freshMs: Number(fresh[1]) * 1000, staleMs: Number(stale?.[1] ?? 0) * 1000 };
}

/**
 * The hot path's visitors' reads the upstream says may be shared (the catalogue's listings and
 * details, upstream/src/http/public-reads.ts), kept in memory by URL so the one-process shop does
 * not pay the upstream hop for each: fresh for `s-maxage`, then served for `stale-while-revalidate`
 * while one call asks the upstream again with the ETag (a 304 renews it). A public change (an admin's
 * write, a review) empties it, and a call begun before that is not kept.
 */
export function createSharedReads(clock: Clock, maxBytes: number) {
  const store = new LRUCache<string, SharedRead>({ maxSize: maxBytes, sizeCalculation: (read) => read.body.length + 512 });
  const askingAgain = new Set<string>();
  let generation = 0;

  function keep(
    url: string,
    begun: number,
    answer: { statusCode: number; headers: IncomingHttpHeaders; body: Buffer },
    browserHeaders: Record<string, string>,
  ) {
    if (begun !== generation) return;
    const lifetime = answer.statusCode === 200 ? sharedLifetime(answer.headers) : null;
    if (!lifetime) return void store.delete(url);
    const now = clock.now();
    store.set(url, {
      headers: browserHeaders,
      body: answer.body,
      etag: answer.headers.etag as string,
      freshUntil: now + lifetime.freshMs,
      staleUntil: now + lifetime.freshMs + lifetime.staleMs,
    });
  }

  return {
    /** What `url` may be answered with from memory now, and whether it is stale (then `askAgain` it). */
    lookup(url: string): { read: SharedRead; stale: boolean } | undefined {
      const read = store.get(url);
      if (!read) return undefined;
      const now = clock.now();
      if (now >= read.staleUntil) return void store.delete(url);
      return { read, stale: now >= read.freshUntil };
    },

    /** What a call to the upstream notes when it starts, for `keep`. */
    begin: () => generation,

    /** Keeps a visitor's answer to `url`, from a call `begun` since the last change, when the upstream says it may be shared. */
    keep,

    /**
     * Asks the upstream again for a stale `url`, once however many are served it meanwhile: a 304
     * renews what is kept, a new shareable answer replaces it, anything else drops it.
     */
    askAgain(
      url: string,
      ask: (etag: string) => Promise<{ statusCode: number; headers: IncomingHttpHeaders; body: Buffer } | null>,
      browserHeaders: (headers: IncomingHttpHeaders) => Record<string, string>,
    ) {
      const read = store.get(url);
      if (!read || askingAgain.has(url)) return;
      askingAgain.add(url);
      const begun = generation;
      ask(read.etag)
        .then((answer) => {
          if (begun !== generation) return;
          if (answer?.statusCode === 304) {
            const lifetime = sharedLifetime({ ...answer.headers, etag: read.etag });
            if (!lifetime) return void store.delete(url);
            const now = clock.now();
            store.set(url, { ...read, freshUntil: now + lifetime.freshMs, staleUntil: now + lifetime.freshMs + lifetime.staleMs });
          } else if (answer) keep(url, begun, answer, browserHeaders(answer.headers));
          else store.delete(url);
        })
        .catch(() => store.delete(url))
        .finally(() => askingAgain.delete(url));
    },

    /** Something the public sees changed: nothing kept is answered again, nor kept from a call begun before. */
    clear() {
      generation++;
      store.clear();
    },
  };
}
export type SharedReads = ReturnType<typeof createSharedReads>;
