/** Where a read-through cache keeps what it made (an lru-cache LRUCache fits). */
export interface CacheStore<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): unknown;
  clear(): void;
}

/**
 * A cache that makes each value once however many ask for it meanwhile (a burst after the cache
 * empties costs one make). `clear` (something changed) also forgets the makes begun before it,
 * whose data may be older than the change: they answer who waited on them but are not kept.
 */
export function readThrough<V>(store: CacheStore<V>) {
  const inFlight = new Map<string, Promise<V | null>>();
  let generation = 0;
  return {
    /** `make` may answer null (nothing to cache), which is never kept. */
    read<M extends V | null = V>(key: string, make: () => Promise<{ value: M; keep: boolean }>): Promise<V | M> {
      const hit = store.get(key);
      if (hit !== undefined) return Promise.resolve(hit);
      const pending = inFlight.get(key);
      if (pending) return pending as Promise<V | M>;
      const begun = generation;
      const making = make()
        .then(({ value, keep }) => {
          if (keep && value !== null && begun === generation) store.set(key, value);
          return value;
        })
        .finally(() => {
          if (inFlight.get(key) === making) inFlight.delete(key);
        });
      inFlight.set(key, making);
      return making;
    },
    clear: () => {
      generation++;
      inFlight.clear();
      store.clear();
    },
  };
}
