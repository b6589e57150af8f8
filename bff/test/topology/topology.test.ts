import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import supertest from 'supertest';
import t from 'tap';
import { generate } from 'otplib';
import { startShopProcess, type ShopProcess } from '../../../scripts/shop-process.mjs';
import { until } from '../../../shared/test/until.ts';
import { customer } from '../../../upstream/test/helper.ts';
import { mailedToken } from '../../../upstream/test/outbox.ts';
import { BUCKET, startS3 } from '../../../upstream/test/storage/s3-server.ts';
import { buildBff } from '../../src/build.ts';
import { loadBffConfig } from '../../src/config.ts';
import { ADMIN, ADMIN_TOTP_SECRET, API, cookiesOf } from '../helper.ts';

// The shop as it runs at scale: two upstream processes and two BFFs on loopback sharing one
// PostgreSQL database, one Redis and one S3 bucket (s3rver). Each BFF names both upstreams.
const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = 'redis://127.0.0.1:6379';
const PUBLIC_URL = 'http://shop.test';
const SECRET = 'topology-test-secret-0123456789-abcdef';
const ROBOT = 'forex-trend-rider-ea';
const LOGIN_LIMIT = 4;

async function ownDatabase() {
  const name = `academy_topology_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: POSTGRES });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  t.teardown(() => admin(`drop database if exists ${name} with (force)`));
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  return url.toString();
}

const s3 = await startS3(t);
const shared = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  PUBLIC_URL,
  DATABASE_URL: await ownDatabase(),
  REDIS_URL,
  REDIS_PREFIX: `topology-${randomUUID()}:`,
  ...s3.env,
  JWT_SECRET: 'topology-jwt-secret-that-is-long-enough-0',
  LICENCE_SIGNING_KEY: generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  // Provisioned, so the super-admin signs in with the app's code across processes (upstream/test/helper.ts).
  ADMIN_TOTP_SECRET,
  AUTH_RATE_LIMIT: '1000',
};

/** An upstream process with a DATA_DIR of its own: whatever they share is in PostgreSQL, Redis or the bucket. */
async function upstreamProcess() {
  const dataDir = await mkdtemp(join(tmpdir(), 'academy-topology-'));
  const process = await startShopProcess({ script: 'upstream/src/server.ts', env: { ...shared, DATA_DIR: dataDir } });
  t.teardown(async () => {
    await process.stop('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });
  return { process, dataDir };
}
// One after the other: the first migrates and seeds the catalogue into the bucket.
const upstreams = [await upstreamProcess(), await upstreamProcess()];
const [one, two] = upstreams as [{ process: ShopProcess; dataDir: string }, { process: ShopProcess; dataDir: string }];

async function bff(): Promise<FastifyInstance> {
  const dataDir = await mkdtemp(join(tmpdir(), 'academy-topology-bff-'));
  const config = loadBffConfig({
    ...shared,
    DATA_DIR: dataDir,
    SESSION_SECRET: SECRET,
    LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
    WEB_DIST: join(dataDir, 'no-web-build'),
    WEB_SSR: join(dataDir, 'no-server-build.js'),
  });
  const app = await buildBff(config, [one.process.url, two.process.url], { logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  return app;
}
const bffs = [await bff(), await bff()] as const;
const [bffOne, bffTwo] = bffs;

/** A call as the SPA makes it; `client`: the address a proxy in front of the BFFs says it came from. */
const call = (app: FastifyInstance, method: 'get' | 'post', path: string, cookie?: string, client = '127.0.0.1') => {
  const req = supertest(app.server)[method](`${API}/${path}`).set({ 'x-csrf': '1', origin: PUBLIC_URL, 'x-forwarded-for': client });
  return cookie ? req.set('cookie', cookie) : req;
};
/** The mail reached whichever upstream took the call: its outbox. */
const mailed = (email: string) => Promise.any(upstreams.map((u) => mailedToken(u.dataDir, email)));
/** A customer registered and verified through `on`, signed in through `signIn`: their session cookie. */
async function customerBetween(on: FastifyInstance, signIn: FastifyInstance, name: string) {
  const c = customer(`-${name}-${randomUUID().slice(0, 8)}`);
  await call(on, 'post', 'auth/register').send(c).expect(201);
  await call(on, 'post', 'auth/verify-email')
    .send({ token: await mailed(c.email) })
    .expect(200);
  return { ...c, cookie: cookiesOf(await call(signIn, 'post', 'auth/login').send({ email: c.email, password: c.password }).expect(200)) };
}

t.test('a customer registers on one BFF, buys on the other and downloads through the first', async (t) => {
  const c = await customerBetween(bffOne, bffTwo, 'topology');
  const { cookie } = c;

  await call(bffTwo, 'post', 'cart/add', cookie).send({ slug: ROBOT, type: 'robot' }).expect(200);
  const cart = (await call(bffTwo, 'get', 'cart/fetch', cookie).expect(200)).body.data;
  const init = await call(bffTwo, 'post', 'payments/sandbox/initialize', cookie)
    .send({ amount: cart.total_usd, currency: 'USD', metadata: JSON.stringify({ courses: [], robots: [ROBOT] }) })
    .expect(200);
  const invoice = String(init.body.data.invoice_url).split('/').pop();
  await call(bffTwo, 'post', `payments/sandbox/invoice/${invoice}/pay`, cookie).send({}).expect(200);

  const details = (await call(bffOne, 'get', 'user/details', cookie).expect(200)).body.data;
  t.same(
    details.robots.map((r: { slug: string }) => r.slug),
    [ROBOT],
    'the purchase is seen through the other BFF',
  );
  const sent = await call(bffOne, 'get', `robots/${ROBOT}/download`, cookie).expect(303);
  const zip = await supertest(bffOne.server).get(String(sent.headers.location)).responseType('blob').expect(200);
  t.equal(zip.headers['content-type'], 'application/zip');
  t.equal((zip.body as Buffer).subarray(0, 2).toString(), 'PK', 'a zip, personalised from the bucket');

  const listed = await new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true }).send(
    // The media only: s3rver fails a listing that would run past 1,000 keys, and the covers' sizes are more.
    new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'shop/media/' }),
  );
  t.ok((listed.KeyCount ?? 0) > 50, `the seeded clips are in the bucket (${listed.KeyCount} objects)`);
});

t.test('a login limit counts the attempts made on both BFFs together', async (t) => {
  const email = `nobody-${randomUUID().slice(0, 8)}@example.com`;
  const codes: number[] = [];
  for (let i = 0; i <= LOGIN_LIMIT; i++) {
    codes.push((await call(bffs[i % 2]!, 'post', 'auth/login', undefined, '203.0.113.9').send({ email, password: 'wrong-password-1' })).status);
  }
  t.same(codes, [...Array<number>(LOGIN_LIMIT).fill(401), 429], `the ${LOGIN_LIMIT + 1}th attempt is refused, though each BFF saw fewer`);
});

t.test('an admin’s price change is seen through both BFFs at once, without waiting for a cache to expire', async (t) => {
  const admin = cookiesOf(await call(bffOne, 'post', 'admin/login').send(ADMIN).expect(200));
  await call(bffTwo, 'post', 'admin/security/second-factor', admin)
    .send({ code: await generate({ secret: ADMIN_TOTP_SECRET }) })
    .expect(200);
  const price = async (app: FastifyInstance) => (await call(app, 'get', 'courses?length=1').expect(200)).body.data[0] as { usd: number; price: number };
  // Both upstreams have the listing in memory before the change.
  for (let i = 0; i < 4; i++) await price(bffs[i % 2]!);
  const usd = (await price(bffTwo)).usd;

  await call(bffOne, 'post', 'admin/settings', admin).send({ ngn_per_usd: 1999 }).expect(200);
  const changedAt = Date.now();
  // Reads through both BFFs take turns over both upstreams: once eight in a row have the new price,
  // every upstream has heard of the change.
  const want = Math.round(usd * 1999);
  let inARow = 0;
  // The listing is cached for CATALOGUE_CACHE_SECONDS (60 by default): well before that, the
  // announcement has reached both. How soon is a figure (46-67 ms on a quiet machine), not a bar here.
  while (inARow < 8 && Date.now() - changedAt < 10_000) inARow = (await price(bffs[inARow % 2]!)).price === want ? inARow + 1 : 0;
  const took = Date.now() - changedAt;
  t.equal(inARow, 8, `both upstreams answer the new price ${took} ms after the change`);
  await call(bffOne, 'post', 'admin/settings', admin).send({ ngn_per_usd: 1550 }).expect(200);
});

t.test('one upstream killed mid-traffic loses nothing', async (t) => {
  const c = await customerBetween(bffTwo, bffOne, 'kill');
  const { cookie } = c;

  const answers: number[] = [];
  let stop = false;
  const reads = ['courses?page=1', 'courses?page=2', `singleRobot?slug=${ROBOT}`, 'user/details'];
  const traffic = Promise.all(
    Array.from({ length: 6 }, async (_, n) => {
      for (let i = 0; !stop; i++) answers.push((await call(bffs[n % 2]!, 'get', reads[(n + i) % reads.length]!, cookie)).status);
    }),
  );
  await until('reads before the kill', () => answers.length >= 100, { within: 10_000 });
  const before = answers.length;
  t.equal(await one.process.stop('SIGKILL'), null, 'the first upstream is killed');
  await until('reads after the kill', () => answers.length >= before + 300, { within: 10_000 });
  stop = true;
  await traffic;
  t.ok(answers.length > before, `reads went on after the kill (${before} before, ${answers.length - before} after)`);
  t.same(
    answers.filter((s) => s !== 200),
    [],
    'every read was answered',
  );

  // Writes go on through the survivor, and what was written before is all there.
  await call(bffTwo, 'post', 'user/update', cookie)
    .send({ first_name: 'Grace', last_name: c.last_name, middle_name: c.middle_name, address: c.address })
    .expect(200);
  const details = (await call(bffOne, 'get', 'user/details', cookie).expect(200)).body.data;
  t.equal(details.first_name, 'Grace');
  t.equal(details.email, c.email);
});
