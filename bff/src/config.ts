import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { sharedSettingProblems, sharedSettings, unsetWhenEmpty } from '@academy/shared/shared-settings';
import { shopOrigins } from '@academy/shared/shop-origins';
import { storageOrigin } from '@academy/shared/storage-origin';
import { ConfigError, parseEnv, persistentSecret } from '@academy/shared/server/env';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Every variable the BFF reads; `.env.example` documents each one. */
export const bffEnv = sharedSettings.extend({
  HOST: z.string().default('0.0.0.0'),
  // One upstream, or several (comma-separated) sharing one database: each call goes to the next in turn.
  UPSTREAM_URL: unsetWhenEmpty(
    z
      .string()
      .transform((list) => list.split(',').map((url) => url.trim()))
      .pipe(z.array(z.url()).min(1)),
  ),
  SESSION_SECRET: unsetWhenEmpty(z.string().trim().min(1)),
  SESSION_TTL: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 24 * 3600),
  WEB_DIST: z.string().default(defaultWebDist),
  // The web's server build, which renders the public pages (default: dist-ssr/entry-server.js beside WEB_DIST, the
  // same build's); when the file is missing every page is the client's shell.
  WEB_SSR: unsetWhenEmpty(z.string()),
  // Rendered public pages are kept this long (an admin's change through this BFF empties the cache at once), within this much memory.
  PAGE_CACHE_SECONDS: z.coerce.number().int().positive().default(60),
  PAGE_CACHE_MB: z.coerce.number().int().positive().default(64),
  API_CACHE_MB: z.coerce.number().int().positive().default(16),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  // Negative turns refresh-ahead off (then only an upstream 'token has expired' triggers one).
  REFRESH_AHEAD_SECONDS: z.coerce.number().int().default(30),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  // Peers whose X-Forwarded-For names the client: a load balancer's addresses or CIDRs, 'loopback'
  // for a reverse proxy on this host; empty trusts nobody's.
  TRUST_PROXY: z.string().default('loopback'),
  // A connection idle this long is closed, and an ordinary body must arrive whole within it (http/slow-clients.ts).
  CLIENT_BODY_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  // Open connections per client address (a trusted proxy's excepted).
  MAX_CONNECTIONS_PER_CLIENT: z.coerce.number().int().positive().default(100),
  // Requests one keep-alive connection may carry before it is closed (0: no limit), so a client
  // cannot hold a connection for ever.
  MAX_REQUESTS_PER_SOCKET: z.coerce.number().int().min(0).default(1000),
  // The hot path (proxy/fast-path.ts) for plain reads; `false` sends every request through Fastify
  // (the bench measures both, and an operator can turn it off without a release).
  HOT_PATH: z.stringbool().default(true),
  // Answers sent from memory that succeed (built files, shells, cached pages, visitors' shared reads) write
  // one access-log line in this many; every other request, and every failure, writes its own (1: all).
  ACCESS_LOG_SAMPLE: z.coerce.number().int().positive().default(100),
});

export type BffConfig = Omit<z.infer<typeof bffEnv>, 'SESSION_SECRET' | 'PUBLIC_URL' | 'WEB_SSR'> & {
  WEB_SSR: string;
  /** PUBLIC_URL, or http://localhost:PORT when unset. */
  PUBLIC_URL: string;
  /** The origins the shop answers on: PUBLIC_URL's, or localhost and 127.0.0.1 on PORT. */
  shopOrigins: string[];
  /** First seals, all unseal. */
  sessionSecrets: string[];
  /** The bucket's origin when STORAGE_URL is set: the upstream sends media on to signed links there. */
  storageOrigin: string | undefined;
};

export function loadBffConfig(env: Record<string, string | undefined> = process.env): BffConfig {
  const parsed = parseEnv(bffEnv, env);
  const dataDir = resolve(parsed.DATA_DIR);
  const secrets =
    parsed.SESSION_SECRET?.split(',')
      .map((s) => s.trim())
      .filter(Boolean) ?? [];
  const problems: string[] = sharedSettingProblems(parsed);
  if (secrets.some((s) => s.length < 32)) problems.push('  SESSION_SECRET: every secret needs 32+ characters');
  if (parsed.NODE_ENV === 'production' && secrets.length === 0) problems.push('  SESSION_SECRET: required in production');
  if (problems.length) throw new ConfigError(problems);
  const shop = shopOrigins(parsed.PUBLIC_URL, parsed.PORT);
  return {
    ...parsed,
    DATA_DIR: dataDir,
    WEB_DIST: resolve(parsed.WEB_DIST),
    WEB_SSR: resolve(parsed.WEB_SSR ?? join(parsed.WEB_DIST, '..', 'dist-ssr', 'entry-server.js')),
    PUBLIC_URL: shop.publicUrl,
    shopOrigins: shop.origins,
    sessionSecrets: secrets.length ? secrets : [persistentSecret(dataDir, '.session-secret')],
    storageOrigin: storageOrigin(parsed),
  };
}
