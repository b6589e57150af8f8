/** Where a read-through cache keeps what it made (an lru-cache LRUCache fits). */
interface CacheStore<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): unknown;
  delete(key: string): unknown;
  keys(): Iterable<string>;
  clear(): void;
}

/**
 * A cache that makes each value once however many ask for it meanwhile (a burst after the cache
 * empties costs one make). `clear` (something changed) also forgets the makes begun before it,
 * whose data may be older than the change: they answer who waited on them but are not kept;
 * `forget` does the same for the keys a smaller change touches.
 */
export function readThrough<V>(store: CacheStore<V>, counted?: (found: 'hit' | 'miss') => void) {
  const inFlight = new Map<string, Promise<V | null>>();
  // Makes begun before a `forget` of their key: they answer who waited on them but are not kept.
  const forgotten = new WeakSet<Promise<V | null>>();
  let generation = 0;
  return {
    /** `make` may answer null (nothing to cache), which is never kept. */
    read<M extends V | null = V>(key: string, make: () => Promise<{ value: M; keep: boolean }>): Promise<V | M> {
      const hit = store.get(key);
      counted?.(hit === undefined ? 'miss' : 'hit');
      if (hit !== undefined) return Promise.resolve(hit);
      const pending = inFlight.get(key);
      if (pending) return pending as Promise<V | M>;
      const begun = generation;
      const making = make()
        .then(({ value, keep }) => {
          if (keep && value !== null && begun === generation && !forgotten.has(making)) store.set(key, value);
          return value;
        })
        .finally(() => {
          if (inFlight.get(key) === making) inFlight.delete(key);
        });
      inFlight.set(key, making);
      return making;
    },
    /** Something changed that only the keys `affected` picks may show: those are made again. */
    forget(affected: (key: string) => boolean) {
      for (const key of [...store.keys()]) if (affected(key)) store.delete(key);
      for (const [key, making] of inFlight) {
        if (!affected(key)) continue;
        forgotten.add(making);
        inFlight.delete(key);
      }
    },
    clear: () => {
      generation++;
      inFlight.clear();
      store.clear();
    },
  };
}
