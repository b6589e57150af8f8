import { LRUCache } from 'lru-cache';
import { tokenPair } from '@academy/shared/auth';
import { cacheClock, type Clock } from '@academy/shared/server/clock';
import type { UpstreamClient } from '../upstream/client.ts';
import type { CookieCodec, OpenSession } from './cookie-codec.ts';

export type RefreshOutcome =
  | { ok: true; session: OpenSession; cookie: string }
  /** The upstream refused the refresh token: the session is over. */
  | { ok: false; status: number; message: string };

/**
 * Refreshes a session's tokens once per refresh token, however many requests (tabs) need it at
 * the same moment, and remembers the outcome for a grace period so late requests that still
 * carry the old cookie reuse the new pair instead of refreshing again.
 */
export function createRefresher(opts: { upstream: UpstreamClient; codec: CookieCodec; refreshPath: string; graceSeconds: number; clock: Clock }) {
  const inflight = new Map<string, Promise<RefreshOutcome>>();
  const recent = new LRUCache<string, RefreshOutcome & { ok: true }>({ max: 10_000, ttl: Math.max(opts.graceSeconds, 1) * 1000, ...cacheClock(opts.clock) });

  async function run(session: OpenSession): Promise<RefreshOutcome> {
    const res = await opts.upstream.json('POST', opts.refreshPath, { rToken: session.rToken });
    const parsed = res.status === 200 ? tokenPair.safeParse(res.body.data) : null;
    if (!parsed?.success) return { ok: false, status: res.status === 200 ? 401 : res.status, message: res.body.message };
    const sealed = await opts.codec.seal({ name: session.name, token: parsed.data.token, rToken: parsed.data.rToken });
    const outcome = { ok: true as const, session: sealed.session, cookie: sealed.value };
    recent.set(session.rToken, outcome);
    return outcome;
  }

  return {
    refresh(session: OpenSession): Promise<RefreshOutcome> {
      const done = recent.get(session.rToken);
      if (done) return Promise.resolve(done);
      let pending = inflight.get(session.rToken);
      if (!pending) {
        pending = run(session).finally(() => inflight.delete(session.rToken));
        inflight.set(session.rToken, pending);
      }
      return pending;
    },
  };
}
