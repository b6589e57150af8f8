import { createHash } from 'node:crypto';
import { sealData, unsealData } from 'iron-session';
import { decodeJwt } from 'jose';
import { LRUCache } from 'lru-cache';
import { cacheClock, type Clock } from '@academy/shared/server/clock';

export interface SessionData {
  /** The login email. */
  name: string;
  token: string;
  rToken: string;
}

export interface OpenSession extends SessionData {
  /** Access token expiry, epoch seconds (0 when unknown). */
  exp: number;
}

/** Whether a session's access token expires within `aheadSeconds` by `clock`: time to refresh it first. */
export const dueForRefresh = (session: OpenSession, aheadSeconds: number, clock: Clock) => session.exp - clock.now() / 1000 < aheadSeconds;

const IRON_SKEW_MS = 60_000;

const tokenExp = (token: string) => {
  try {
    return decodeJwt(token).exp ?? 0;
  } catch {
    return 0;
  }
};

/**
 * Seals sessions into cookie values and opens them again. Unsealing costs ~0.3 ms (WebCrypto), so
 * each distinct cookie value is opened once and kept in a bounded LRU until its seal expires.
 * A seal's expiry is judged by `clock`: iron-session reads Date.now() itself, so a seal is made to
 * last as much longer as the clock is ahead of it, and one past the clock's time is no session.
 */
export function createCookieCodec(opts: { secrets: string[]; ttlSeconds: number; clock: Clock; cacheSize?: number }) {
  const { clock } = opts;
  // Each secret's id is derived from the secret itself, so a seal keeps finding its secret as the
  // list changes: the first secret seals, every listed one unseals.
  const idOf = (secret: string) => String(parseInt(createHash('sha256').update(secret).digest('hex').slice(0, 8), 16));
  const sealPassword = { [idOf(opts.secrets[0]!)]: opts.secrets[0]! };
  const password = Object.fromEntries(opts.secrets.map((s) => [idOf(s), s]));
  const cache = new LRUCache<string, OpenSession>({ max: opts.cacheSize ?? 10_000, ttlAutopurge: false, ...cacheClock(clock) });
  // Whole seconds the clock is ahead of Date.now() (0 for the system clock: it is read first).
  const aheadSeconds = () => Math.ceil(Math.max(0, clock.now() - Date.now()) / 1000);

  const open = (session: SessionData): OpenSession => ({ name: session.name, token: session.token, rToken: session.rToken, exp: tokenExp(session.token) });

  return {
    async seal(session: SessionData): Promise<{ value: string; session: OpenSession }> {
      const data = { name: session.name, token: session.token, rToken: session.rToken };
      const value = await sealData(data, { password: sealPassword, ttl: opts.ttlSeconds + aheadSeconds() });
      const opened = open(data);
      cache.set(value, opened, { ttl: opts.ttlSeconds * 1000 });
      return { value, session: opened };
    },

    /** The session of a value opened before, without any work (the hot path's lookup). */
    cached(value: string | undefined): OpenSession | undefined {
      return value ? cache.get(value) : undefined;
    },

    /** A tampered, expired or foreign cookie is simply no session. */
    async unseal(value: string | undefined): Promise<OpenSession | null> {
      if (!value || value.length > 4096) return null;
      const hit = cache.get(value);
      if (hit) return hit;
      // Seal format Fe26.2*id*salt*iv*data*expiration*...: iron's rule (good until a minute past the
      // expiration, its timestampSkewSec) read on the clock; kept no longer than it is valid.
      const expiresAt = Number(value.split('*')[5]);
      const expires = Number.isFinite(expiresAt) && expiresAt > 0;
      if (expires && expiresAt <= clock.now() - IRON_SKEW_MS) return null;
      let data: Partial<SessionData>;
      try {
        data = await unsealData<SessionData>(value, { password, ttl: opts.ttlSeconds });
      } catch {
        return null;
      }
      if (typeof data.name !== 'string' || typeof data.token !== 'string' || typeof data.rToken !== 'string') return null;
      const opened = open(data as SessionData);
      const ttl = expires ? expiresAt - clock.now() : opts.ttlSeconds * 1000;
      if (ttl > 0) cache.set(value, opened, { ttl });
      return opened;
    },

    forget(value: string | undefined) {
      if (value) cache.delete(value);
    },
  };
}
export type CookieCodec = ReturnType<typeof createCookieCodec>;
