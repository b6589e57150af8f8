// One server of `npm run bench`, run as a child process (`node --import tsx`), so that the load
// generator (the parent) and each server have their own event loop: on a 2-core machine a shared
// loop would charge autocannon's own work to whichever server it drives.
//
//   node --import tsx scripts/bench/server.ts upstream [postgresUrl]   built-in upstream, PGlite on disk
//                                       or, given a PostgreSQL server, in a database of its own
//   node --import tsx scripts/bench/server.ts bff  <upstreamUrl>   the BFF (buildBff)
//   node --import tsx scripts/bench/server.ts hotoff <upstreamUrl> the BFF with HOT_PATH=false (all through Fastify)
//   node --import tsx scripts/bench/server.ts peer <upstreamUrl> <token>   plain @fastify/http-proxy
//   node --import tsx scripts/bench/server.ts stub <bodyJson>      a stand-in upstream answering the
//                                                                  same route with a fixed body
//   node --import tsx scripts/bench/server.ts relay <upstreamUrl>  a TCP byte relay in front of it:
//                                       the least any proxy process adds (no HTTP parsing at all)
//   node --import tsx scripts/bench/server.ts catalogue <count> [postgresUrl]   the built-in upstream
//                                       holding <count> more courses, on PGlite or, given a PostgreSQL
//                                       server, in a database of its own (dropped at the end)
//
// Each child sends {type: 'ready', ...} over IPC once listening on 127.0.0.1:0, answers
// {type: 'cpu'} with its process.cpuUsage(), and closes its app and exits on {type: 'stop'}
// (or when the parent goes away).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createConnection, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import httpProxy from '@fastify/http-proxy';
import Fastify from 'fastify';
import pg from 'pg';
import { buildBff } from '../../bff/src/build.ts';
import { loadBffConfig } from '../../bff/src/config.ts';
import { COURSE_TYPES } from '../../shared/src/categories.ts';
import { buildUpstream } from '../../upstream/src/build.ts';
import { loadUpstreamConfig } from '../../upstream/src/config.ts';
import { mailedToken } from '../../upstream/test/outbox.ts';

export const API = '/api/academy';
export const BFF_PUBLIC_URL = 'http://shop.bench.test';
export const CUSTOMER = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  middle_name: 'King',
  address: '12 Marina, Lagos',
  email: 'ada.bench@example.com',
  password: 'correct-horse-1',
};

const [role, upstreamUrl, arg] = process.argv.slice(2);
const send = (msg: unknown) => process.send?.(msg);
const cleanups: (() => Promise<unknown>)[] = [];

/** A database of its own on the given PostgreSQL server (dropped at the end), or PGlite on disk. */
async function ownDatabase(postgres?: string): Promise<Record<string, string>> {
  if (!postgres) return {};
  const name = `academy_bench_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgres });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`drop database if exists ${name}`);
  await admin(`create database ${name}`);
  cleanups.push(() => admin(`drop database if exists ${name} with (force)`));
  const url = new URL(postgres);
  url.pathname = `/${name}`;
  return { DATABASE_URL: url.toString() };
}

/** `count` courses on top of the demo ones, spread over the four categories and a year of dates. */
async function startCatalogue(count: number, postgres?: string) {
  const env = await ownDatabase(postgres);
  const started = await startUpstream(env);
  const { db } = started.app.database;
  const { courses } = await import('../../upstream/src/catalogue/tables.ts');
  const year = 365 * 24 * 3600 * 1000;
  for (let from = 0; from < count; from += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - from) }, (_, k) => {
      const i = from + k;
      return {
        slug: `bench-course-${i}`,
        title: `Bench course ${i}`,
        description: `A course to fill the catalogue (${i}): risk, charts and discipline.`,
        author: `Author ${i % 97}`,
        category: COURSE_TYPES[i % COURSE_TYPES.length]!,
        image: 'bench.svg',
        usdCents: 1000 + (i % 500) * 100,
        createdAt: new Date(Date.now() - ((i * 7919) % 1000) * (year / 1000)),
      };
    });
    await db.insert(courses).values(rows);
  }
  return started;
}

async function startUpstream(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'academy-bench-upstream-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const config = loadUpstreamConfig({
    NODE_ENV: 'test', // only config checks read it; 'production' demands real payment settings
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-jwt-secret-that-is-long-enough-0000',
    ADMIN_EMAIL: 'root@academy.test',
    ADMIN_PASSWORD: 'super-secret-1',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '1000',
    ...env,
  });
  // No dataDir override: PGlite lives on disk in DATA_DIR/pglite, as in production.
  const app = await buildUpstream(config, { logger: false });
  cleanups.unshift(() => app.close());
  const url = await app.listen({ host: '127.0.0.1', port: 0 });

  const call = async (path: string, payload: unknown) => {
    const res = await fetch(`${url}${API}/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
    const body = (await res.json()) as { message?: string; data?: { token?: string } };
    if (res.status >= 300) throw new Error(`upstream ${path}: ${res.status} ${body.message}`);
    return body;
  };
  await call('auth/register', CUSTOMER);
  await call('auth/verify-email', { token: await mailedToken(dataDir, CUSTOMER.email) });
  const login = await call('auth/login', { email: CUSTOMER.email, password: CUSTOMER.password });
  if (!login.data?.token) throw new Error('upstream login gave no token');
  return { app, info: { url, token: login.data.token } };
}

async function startBff(upstream: string, secret: string, hotPath = true) {
  const dataDir = await mkdtemp(join(tmpdir(), 'academy-bench-bff-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  // A tiny built SPA so the static plugin is registered as in production.
  const dist = join(dataDir, 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>shop</title><div id="root"></div>');
  const config = loadBffConfig({
    NODE_ENV: 'test', // as in the tests; only config checks read it
    DATA_DIR: dataDir,
    SESSION_SECRET: secret,
    PUBLIC_URL: BFF_PUBLIC_URL,
    LOG_LEVEL: 'silent',
    WEB_DIST: dist,
    HOT_PATH: String(hotPath),
    // autocannon keeps sending on a connection the server closes after its 1,000th request (Node
    // then answers 503 at no cost); the peer has no such limit either.
    MAX_REQUESTS_PER_SOCKET: '0',
  });
  const app = await buildBff(config, upstream, { logger: false });
  cleanups.unshift(() => app.close());
  return { app, info: { url: await app.listen({ host: '127.0.0.1', port: 0 }) } };
}

/** The peer: a plain @fastify/http-proxy on the same upstream that only injects a fixed bearer. */
async function startPeer(upstream: string, token: string) {
  const app = Fastify({ logger: false });
  await app.register(httpProxy, {
    upstream,
    prefix: API,
    rewritePrefix: API,
    replyOptions: { rewriteRequestHeaders: (_req, headers) => ({ ...headers, authorization: `Bearer ${token}` }) },
  });
  cleanups.unshift(() => app.close());
  return { app, info: { url: await app.listen({ host: '127.0.0.1', port: 0 }) } };
}

/**
 * A stand-in upstream as cheap as a Fastify route can be: user/details answers the real upstream's
 * body to any bearer-looking token, so what remains in a proxied run is the proxy's own cost.
 */
async function startStub(body: string) {
  const app = Fastify({ logger: false });
  app.get(`${API}/user/details`, async (request, reply) => {
    if (!request.headers.authorization?.startsWith('Bearer ey')) return reply.code(401).send({ code: 401, message: 'Unauthorized' });
    return reply.type('application/json; charset=utf-8').send(body);
  });
  cleanups.unshift(() => app.close());
  return { app, info: { url: await app.listen({ host: '127.0.0.1', port: 0 }) } };
}

/**
 * The floor: one upstream connection per client connection, bytes piped both ways. Whatever it
 * adds over direct is the cost of a process hop on this machine, before any proxy code runs.
 */
async function startRelay(upstream: string) {
  const target = new URL(upstream);
  const server = createServer({ noDelay: true }, (client) => {
    const up = createConnection({ host: target.hostname, port: Number(target.port), noDelay: true });
    client.pipe(up).pipe(client);
    const close = () => {
      client.destroy();
      up.destroy();
    };
    client.on('error', close).on('close', close);
    up.on('error', close).on('close', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.unshift(async () => void server.close());
  return { info: { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` } };
}

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const fn of cleanups) await fn().catch(() => {});
  process.exit(code);
}
process.on('disconnect', () => void stop());
process.on('message', (msg: { type?: string } | null) => {
  if (msg?.type === 'cpu') send({ type: 'cpu', usage: process.cpuUsage(), rss: process.memoryUsage.rss() });
  else if (msg?.type === 'stop') void stop();
});

try {
  let started: { info: Record<string, string> };
  if (role === 'upstream') started = await startUpstream(await ownDatabase(upstreamUrl));
  else if (role === 'bff') started = await startBff(upstreamUrl!, arg!);
  else if (role === 'hotoff') started = await startBff(upstreamUrl!, arg!, false);
  else if (role === 'peer') started = await startPeer(upstreamUrl!, arg!);
  else if (role === 'stub') started = await startStub(upstreamUrl!);
  else if (role === 'relay') started = await startRelay(upstreamUrl!);
  else if (role === 'catalogue') started = await startCatalogue(Number(upstreamUrl), arg);
  else throw new Error(`unknown role ${role}`);
  send({ type: 'ready', ...started.info });
} catch (err) {
  send({ type: 'error', message: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  await stop(1);
}
