import type { Redis } from 'ioredis';
import type { RateLimitStore } from './clocked-rate-limit-store.ts';

type Counted = { current: number; ttl: number };
type Reply = (error: Error | null, result?: Counted) => void;

/** One fixed window per key from its first hit: count it, and say how long the window has left. */
const COUNT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}`;
const READ = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
return {tonumber(current), math.max(redis.call('PTTL', KEYS[1]), 0)}`;

type Scripted = Redis & {
  rateLimitCount(key: string, windowMs: number): Promise<[number, number]>;
  rateLimitRead(key: string): Promise<[number, number]>;
};

/**
 * @fastify/rate-limit's windows in a Redis that every instance shares, under `namespace` and the
 * limiter's own key (`ip:…`, `email:…`, as our key generators name them). Ours, not the plugin's
 * RedisStore: that one names a `createRateLimit` limiter's keys after a route it does not have
 * (`…undefinedundefined-ip:…`). A route's own limit is named after the route.
 */
export function redisRateLimitStore(redis: Redis, namespace: string) {
  const scripted = redis as Scripted;
  if (!('rateLimitCount' in redis)) {
    redis.defineCommand('rateLimitCount', { numberOfKeys: 1, lua: COUNT });
    redis.defineCommand('rateLimitRead', { numberOfKeys: 1, lua: READ });
  }
  const settle = (reply: Reply, work: Promise<[number, number]>) =>
    void work.then(
      ([current, ttl]) => reply(null, { current, ttl }),
      (err: unknown) => reply(err instanceof Error ? err : new Error(String(err))),
    );

  return class RedisRateLimitStore implements RateLimitStore {
    readonly #prefix: string;
    // The plugin constructs the first with its options (unused); children are made here.
    constructor(_options?: unknown, prefix = namespace) {
      this.#prefix = prefix;
    }
    incr(key: string, reply: Reply, timeWindow: number) {
      settle(reply, scripted.rateLimitCount(this.#prefix + key, timeWindow));
    }
    read(key: string, reply: Reply) {
      settle(reply, scripted.rateLimitRead(this.#prefix + key));
    }
    // The plugin passes the limit's options, with `routeInfo` (the route, or {} for a createRateLimit).
    child(options: object) {
      const route = (options as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return new RedisRateLimitStore(undefined, route?.method && route.url ? `${namespace}${route.method} ${route.url}:` : namespace);
    }
  };
}
