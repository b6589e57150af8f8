import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildUpstream } from '../src/build.ts';
import { loadUpstreamConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { tokenFamilies, users } from '../src/accounts/tables.ts';
import { mailedToken } from './outbox.ts';
import { copySeededDataDir, databaseFromTemplate, linkTemplateFiles, type TemplateKind, templateDump } from './template.ts';

export const ADMIN = { email: 'root@academy.test', password: 'super-secret-1' };
/** The super-admin's authenticator secret, for a shop started with it provisioned (ADMIN_TOTP_SECRET). */
export const ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const API = '/api/academy';

export interface Seen {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface TestUpstream {
  app: FastifyInstance;
  dataDir: string;
  /** Every request the upstream received, in order. */
  seen: Seen[];
  /** Listening URL, when started with `listen: true`. */
  url: string;
}

interface Tap {
  teardown(fn: () => unknown): void;
}

/**
 * A database for one test, copied from the template of `kind` (template.ts), or blank without one:
 * with TEST_DATABASE_URL (a PostgreSQL server) a database of its own, dropped afterwards; without
 * it, PGlite in memory, loaded from the template's dump (`loadDataDir`).
 */
export async function testDatabase(kind?: TemplateKind): Promise<{ url?: string; loadDataDir?: Blob; drop(): Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return { ...(kind && { loadDataDir: await templateDump(kind) }), drop: async () => undefined };
  if (kind) return databaseFromTemplate(server, kind);
  return emptyDatabaseOn(server);
}

/** Runs one statement on the server's maintenance connection (create, drop a database). */
async function onServer(server: string, sql: string) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new empty database on a PostgreSQL server: its URL, and `drop` to remove it (with whoever is connected). */
async function emptyDatabaseOn(server: string) {
  const name = `academy_test_${randomBytes(6).toString('hex')}`;
  await onServer(server, `create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(server, `drop database if exists ${name} with (force)`) };
}

/**
 * An empty database on the PostgreSQL server this machine and CI run (TEST_DATABASE_URL, else the
 * local one), dropped after the test: for what only PostgreSQL shows (concurrent starts, a lost database).
 */
export async function emptyPostgresDatabase(t: Tap) {
  const made = await emptyDatabaseOn(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  t.teardown(() => made.drop());
  return made;
}

/**
 * The demo catalogue comes from the seeded template when the files live in DATA_DIR; an upstream
 * with a bucket (its files must be in the bucket) or without the demo catalogue starts empty.
 */
const templateFor = (env: Record<string, string>): TemplateKind => (env.SEED_DEMO_CATALOGUE === 'false' || env.STORAGE_URL ? 'empty' : 'seeded');

/** An open database copied from the template for `env` (see testDatabase), dropped once closed. */
async function openTestDatabase(env: Record<string, string>): Promise<Database> {
  const made = await testDatabase(templateFor(env));
  const database = await openDatabase({
    ...(made.url && { databaseUrl: made.url }),
    ...(made.loadDataDir && { loadDataDir: made.loadDataDir }),
    dataDir: 'memory://',
  });
  return {
    ...database,
    close: async () => {
      await database.close();
      await made.drop();
    },
  };
}

/** A real upstream (PGlite in memory, or PostgreSQL: see testDatabase) with its own DATA_DIR, closed after the test. */
export async function buildTestUpstream(
  t: Tap,
  env: Record<string, string> = {},
  opts: {
    listen?: boolean;
    logStream?: { write(line: string): void };
    before?: (app: FastifyInstance) => void;
    database?: Database;
    /** The database in DATA_DIR as a shop keeps it (PGlite on disk, from the seeded template), not in memory. */
    onDisk?: boolean;
  } = {},
): Promise<TestUpstream> {
  const dataDir = await mkdtemp(join(tmpdir(), 'academy-upstream-'));
  if (opts.onDisk) await copySeededDataDir(dataDir);
  else if (templateFor(env) === 'seeded') await linkTemplateFiles(dataDir);
  const config = loadUpstreamConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-jwt-secret-that-is-long-enough-000',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '1000',
    // scrypt's least cost: a test's hundreds of hashes at the default cost took minutes of CPU.
    PASSWORD_HASH_COST: '1024',
    ...env,
  });
  const seen: Seen[] = [];
  // The app closes its database (a shared one closes when both apps have: buildUpstreamPair).
  const app = await buildUpstream(config, {
    database: opts.database ?? (opts.onDisk ? await openDatabase({ dataDir }) : await openTestDatabase(env)),
    ...(opts.logStream ? { logStream: opts.logStream } : { logger: false }),
    before: (a) => {
      a.addHook('onRequest', async (req) => void seen.push({ method: req.method, url: req.url, headers: { ...req.headers } }));
      opts.before?.(a);
    },
  });
  const url = opts.listen ? await app.listen({ host: '127.0.0.1', port: 0 }) : '';
  t.teardown(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  return { app, dataDir, seen, url };
}

/**
 * Two upstreams as two machines behind one load balancer: each its own DATA_DIR, one database
 * (PGlite in memory, or PostgreSQL), closed when both are.
 */
export async function buildUpstreamPair(t: Tap, env: Record<string, string> = {}): Promise<[TestUpstream, TestUpstream]> {
  const database = await openTestDatabase(env);
  let open = 2;
  const shared: Database = {
    ...database,
    close: async () => {
      if (--open === 0) await database.close();
    },
  };
  return [await buildTestUpstream(t, env, { database: shared }), await buildTestUpstream(t, env, { database: shared })];
}

export const customer = (n: string) => ({
  first_name: 'Ada',
  last_name: `Lovelace${n}`,
  middle_name: 'King',
  address: '12 Marina, Lagos',
  email: `ada${n}@example.com`,
  password: 'correct-horse-1',
});

/** Registers, verifies by the mailed link and logs in through the upstream's own API. */
export async function registeredCustomer(up: TestUpstream, n: string) {
  const c = customer(n);
  await up.app.inject({ method: 'POST', url: `${API}/auth/register`, payload: c });
  const token = await mailedToken(up.dataDir, c.email);
  await up.app.inject({ method: 'POST', url: `${API}/auth/verify-email`, payload: { token } });
  const login = await up.app.inject({ method: 'POST', url: `${API}/auth/login`, payload: { email: c.email, password: c.password } });
  return { ...c, ...(login.json().data as { token: string; rToken: string }) };
}

/** The items become the customer's as a paid order makes them (a robot with its licence), without paying. */
export async function grantItems(up: TestUpstream, email: string, items: { type: 'course' | 'robot'; slug: string }[]) {
  const { accounts, catalogue, entitlements, database } = up.app;
  const userId = (await accounts.findByEmail(email))!.id;
  const found = await Promise.all(
    items.map(async (i) => ({ i, item: (await (i.type === 'course' ? catalogue.findCourse(i.slug) : catalogue.findRobot(i.slug)))! })),
  );
  const orderItems = found.map(({ i, item }) => ({ type: i.type, id: item.id, slug: item.slug, title: item.title, usdCents: item.usdCents }));
  await entitlements.grant(database.db, { id: randomUUID(), userId, items: orderItems }, new Date());
  return userId;
}

/** The login (token family) an access token belongs to. */
export const familyOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { fam: string }).fam;

/**
 * A staff login's second factor taken as proved, as a fixture: the super-admin must have one, and these
 * tests are about something else (upstream/test/accounts/second-factors.test.ts proves it by code).
 */
export async function withSecondFactor(up: TestUpstream, token: string): Promise<string> {
  await up.app.refreshSessions.proveSecondFactor(familyOf(token));
  return token;
}

/** The newest login of `email` taken as having proved its second factor: for a login made through a BFF, whose token the test never sees. */
export async function proveNewestLogin(up: TestUpstream, email: string): Promise<void> {
  const { db } = up.app.database;
  const [newest] = await db
    .select({ id: tokenFamilies.id })
    .from(tokenFamilies)
    .innerJoin(users, eq(users.id, tokenFamilies.userId))
    .where(and(eq(users.email, email.toLowerCase()), isNull(tokenFamilies.secondFactorAt)))
    .orderBy(desc(tokenFamilies.createdAt))
    .limit(1);
  if (newest) await up.app.refreshSessions.proveSecondFactor(newest.id);
}

/** A staff member's access token, its second factor proved (undefined when the login is refused). */
export async function staffToken(up: TestUpstream, credentials: { email: string; password: string }): Promise<string> {
  const token = (await up.app.inject({ method: 'POST', url: `${API}/admin/login`, payload: credentials })).json().data?.token as string;
  return token && withSecondFactor(up, token);
}

/** The super-admin's access token. */
export const adminToken = (up: TestUpstream) => staffToken(up, ADMIN);
