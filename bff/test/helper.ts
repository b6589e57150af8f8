import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import supertest from 'supertest';
import { ADMIN, buildTestUpstream, customer, proveNewestLogin, type TestUpstream } from '../../upstream/test/helper.ts';
import { mailedToken } from '../../upstream/test/outbox.ts';
import { buildBff } from '../src/build.ts';
import { type BffConfig, loadBffConfig } from '../src/config.ts';

export { ADMIN, ADMIN_TOTP_SECRET, proveNewestLogin } from '../../upstream/test/helper.ts';
export const PUBLIC_URL = 'http://shop.test';
export const API = '/api/academy';
export const SECRET = 'bff-test-secret-0123456789-abcdefghij';
/**
 * A JWT's shape: a header and a payload that are both JSON (`{"` is `eyJ` in base64url). A bare
 * `eyJ` also turns up by chance in a sealed cookie's random bytes (one CI run in a few hundred).
 */
export const JWT = /eyJ[\w-]*\.eyJ[\w-]*\./;

interface Tap {
  teardown(fn: () => unknown): void;
}

export interface TestShop {
  app: FastifyInstance;
  up: TestUpstream;
  config: BffConfig;
}

/** A tiny built SPA, so the static and fallback rules can be checked without a Vite build. */
async function fixtureDist() {
  const dir = await mkdtemp(join(tmpdir(), 'academy-dist-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>shop</title><div id="root"></div>');
  await writeFile(join(dir, 'assets', 'app-3f9a.js'), 'console.log(1)');
  // As the build writes them (web/vite.config.ts): a compressed copy beside the file.
  await writeFile(join(dir, 'assets', 'app-3f9a.js.br'), brotliCompressSync('console.log(1)'));
  return dir;
}

/** The BFF app built against a real upstream listening on 127.0.0.1 (PGlite in memory). */
export async function buildTestShop(
  t: Tap,
  opts: { upstreamEnv?: Record<string, string>; bffEnv?: Record<string, string>; up?: TestUpstream; upstreamUrl?: string | string[] } = {},
): Promise<TestShop> {
  const up = opts.up ?? (await buildTestUpstream(t, opts.upstreamEnv, { listen: true }));
  const config = loadBffConfig({
    NODE_ENV: 'test',
    DATA_DIR: up.dataDir,
    SESSION_SECRET: SECRET,
    PUBLIC_URL,
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT: '1000',
    WEB_DIST: await fixtureDist(),
    // No server rendering unless a test asks for it (web/server-rendering.test.ts builds with the real web build).
    WEB_SSR: join(tmpdir(), 'no-server-build.js'),
    ...opts.bffEnv,
  });
  const app = await buildBff(config, opts.upstreamUrl ?? up.url, { logger: false });
  t.teardown(() => app.close());
  return { app, up, config };
}

/** A call as the SPA makes it: x-csrf and our Origin, with a cookie when given. */
export function call(app: FastifyInstance, method: 'get' | 'post', path: string, cookie?: string) {
  const req = supertest(app.server)[method](path).set('x-csrf', '1').set('origin', PUBLIC_URL);
  return cookie ? req.set('cookie', cookie) : req;
}

/** A request to a listening app sent as given: no client library normalises the path first. */
export function rawRequest(app: FastifyInstance, path: string, method = 'GET', headers: Record<string, string> = {}) {
  const { port } = app.server.address() as AddressInfo;
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** `name=value` pairs of the response's Set-Cookie headers, ready to send back. */
export function cookiesOf(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  const list: unknown[] = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list
    .map((c) => String(c))
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Registers through the BFF, follows the mailed link, logs in: the session cookie. */
export async function signedInCustomer(shop: TestShop, n: string) {
  const c = customer(n);
  await call(shop.app, 'post', `${API}/auth/register`).send(c).expect(201);
  const token = await mailedToken(shop.up.dataDir, c.email);
  await call(shop.app, 'post', `${API}/auth/verify-email`).send({ token }).expect(200);
  const login = await call(shop.app, 'post', `${API}/auth/login`).send({ email: c.email, password: c.password }).expect(200);
  return { ...c, cookie: cookiesOf(login), login };
}

/**
 * The staff member's cookie after a login through the BFF, its second factor proved as a fixture:
 * the super-admin must have one, and these tests are about something else
 * (upstream/test/accounts/second-factors.test.ts and web/e2e/second-factors.test.ts prove it by code).
 */
export async function adminCookie(shop: Pick<TestShop, 'app' | 'up'>, credentials: { email: string; password: string } = ADMIN) {
  const cookie = cookiesOf(await call(shop.app, 'post', `${API}/admin/login`).send(credentials).expect(200));
  await proveNewestLogin(shop.up, credentials.email);
  return cookie;
}
