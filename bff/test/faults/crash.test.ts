import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import t from 'tap';
import { generate } from 'otplib';
import { startShopProcess } from '../../../scripts/shop-process.mjs';
import { copySeededDataDir } from '../../../upstream/test/template.ts';
import { ADMIN_TOTP_SECRET, customer } from '../../../upstream/test/helper.ts';
import { mailedToken } from '../../../upstream/test/outbox.ts';

// docs/decisions/015-crash-safety.md: a crash of the process during uploads and payments leaves no half-written order,
// purchase or file. The whole shop runs as `npm start` runs it (BFF and built-in upstream in one
// process, PGlite on disk), is killed with SIGKILL mid-work, and its data is checked, then it is
// restarted on the same DATA_DIR and finishes the work.
const API = '/api/academy';
const ADMIN = { email: 'root@crash.test', password: 'crash-admin-password' };

const dataDir = await mkdtemp(join(tmpdir(), 'academy-crash-'));
await copySeededDataDir(dataDir);
const dist = join(dataDir, 'dist');
await mkdir(dist);
await writeFile(join(dist, 'index.html'), '<!doctype html><title>shop</title>');
const env = {
  DATA_DIR: dataDir,
  WEB_DIST: dist,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  // Provisioned, so the super-admin signs in with the app's code as a person would.
  ADMIN_TOTP_SECRET,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'development',
  AUTH_RATE_LIMIT: '1000',
  LOGIN_RATE_LIMIT: '1000',
};
let shop = await startShopProcess({ script: 'bff/src/server.ts', env });
const { url, port } = shop;
t.teardown(async () => {
  await shop.stop('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});
/** The same shop again, on the same DATA_DIR and port. */
const restart = async () => (shop = await startShopProcess({ script: 'bff/src/server.ts', port, env }));

/** The SPA's call: x-csrf, our Origin and the cookie. */
async function call(method: 'GET' | 'POST', path: string, cookie = '', body?: unknown) {
  const res = await fetch(`${url}${API}/${path}`, {
    method,
    headers: { 'x-csrf': '1', origin: url, cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const cookies = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each call reads its own answer's data
  return { status: res.status, body: (await res.json().catch(() => ({}))) as { data?: any; message?: string }, cookies };
}

/** Reads the stopped shop's database directly: the state a crash left behind. */
async function ledger() {
  const db = await PGlite.create(join(dataDir, 'pglite'));
  try {
    const one = async (sql: string) => Number(Object.values((await db.query<Record<string, unknown>>(sql)).rows[0] ?? {})[0]);
    return {
      orders: await one(`select count(*) from orders`),
      paid: await one(`select count(*) from orders where status = 'paid'`),
      paidWithoutRevenue: await one(`select count(*) from orders o where status = 'paid' and not exists (select 1 from revenues r where r.order_id = o.id)`),
      revenueWithoutPaid: await one(`select count(*) from revenues r join orders o on o.id = r.order_id where o.status <> 'paid'`),
      paidItemsNotOwned: await one(
        `select count(*) from orders o, jsonb_array_elements(o.items) it where o.status = 'paid'
           and not exists (select 1 from purchases p where p.user_id = o.user_id and p.item_id = (it->>'id')::uuid)`,
      ),
      ownedWithoutPaid: await one(`select count(*) from purchases p where not exists (select 1 from orders o where o.id = p.order_id and o.status = 'paid')`),
    };
  } finally {
    await db.close();
  }
}

const consistent = { paidWithoutRevenue: 0, revenueWithoutPaid: 0, paidItemsNotOwned: 0, ownedWithoutPaid: 0 };

t.test('payments: a kill while notices are being credited leaves each order all paid or all pending', async (t) => {
  const courses = (await call('GET', 'courses?page=1&length=24')).body.data as { slug: string; usd: number }[];
  const buyers = [];
  for (let i = 0; i < 8; i++) {
    const c = { ...customer(`crash${i}`), email: `crash${i}@example.com` };
    t.equal((await call('POST', 'auth/register', '', c)).status, 201);
    t.equal((await call('POST', 'auth/verify-email', '', { token: await mailedToken(dataDir, c.email) })).status, 200);
    const { cookies } = await call('POST', 'auth/login', '', { email: c.email, password: c.password });
    const items = [courses[2 * i]!, courses[2 * i + 1]!];
    const amount = Math.round(items.reduce((sum, x) => sum + x.usd, 0) * 100) / 100;
    const init = await call('POST', 'payments/sandbox/initialize', cookies, {
      amount,
      currency: 'USD',
      description: 'order',
      metadata: JSON.stringify({ courses: items.map((x) => x.slug), robots: [], first_name: 'Ada', last_name: 'Lovelace' }),
    });
    t.equal(init.status, 200, init.body.message ?? 'initialized');
    buyers.push({ cookies, invoice: String(init.body.data.invoice_url).split('/').pop()! });
  }

  // Every invoice is paid at once, and the process is killed while the notices are in flight.
  const paying = buyers.map((b) => call('POST', `payments/sandbox/invoice/${b.invoice}/pay`).catch(() => ({ status: 0 })));
  await new Promise((r) => setTimeout(r, 60));
  await shop.stop('SIGKILL');
  await Promise.all(paying);

  const crashed = await ledger();
  t.equal(crashed.orders, 8, 'every order survived');
  t.match(crashed, consistent, `after the kill: ${crashed.paid} of 8 paid, none half-credited`);

  // The provider sends its notice again for what it could not deliver; each order is credited once.
  await restart();
  for (const b of buyers) {
    const state = await call('GET', `payments/sandbox/invoice/${b.invoice}`);
    if (state.body.data.status === 'pending') t.equal((await call('POST', `payments/sandbox/invoice/${b.invoice}/pay`)).status, 200);
  }
  for (const b of buyers) t.equal((await call('GET', 'orders', b.cookies)).body.data[0].status, 'paid', 'the session and the order survived the crash');
  await shop.stop('SIGTERM');
  const after = await ledger();
  t.match(after, { ...consistent, orders: 8, paid: 8 });
  await restart();
});

t.test('uploads: a kill mid-upload leaves no file, and the next start clears the pieces', async (t) => {
  const login = await call('POST', 'admin/login', '', ADMIN);
  t.equal((await call('POST', 'admin/security/second-factor', login.cookies, { code: await generate({ secret: ADMIN_TOTP_SECRET }) })).status, 200);
  const media = async () => (await readdir(join(dataDir, 'media')).catch(() => [] as string[])).sort();
  const before = await media();

  // A 40 MiB upload, killed once the upstream holds some of its chunks.
  const boundary = '----crash';
  const size = 40 * 1024 * 1024;
  const req = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: `${API}/admin/upload`,
    headers: { cookie: login.cookies, origin: url, 'x-csrf': '1', 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  req.on('error', () => undefined);
  req.write(
    `--${boundary}\r\ncontent-disposition: form-data; name="size"\r\n\r\n${size}\r\n--${boundary}\r\ncontent-disposition: form-data; name="filename"\r\n\r\nlesson.webm\r\n--${boundary}\r\ncontent-disposition: form-data; name="upload_type"\r\n\r\ncourse\r\n--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="lesson.webm"\r\n\r\n`,
  );
  const block = Buffer.alloc(1024 * 1024, 7);
  let chunks: string[] = [];
  for (let sent = 0; sent < size && chunks.length < 5; sent += block.length) {
    if (!req.write(block)) await new Promise((r) => req.once('drain', r));
    const uploads = join(dataDir, 'uploads');
    const folders = await readdir(uploads).catch(() => [] as string[]);
    chunks = (await Promise.all(folders.map((f) => readdir(join(uploads, f)).catch(() => [] as string[])))).flat();
  }
  t.ok(chunks.length >= 5, `the upstream held ${chunks.length} chunks when the process was killed`);
  await shop.stop('SIGKILL');
  req.destroy();

  t.same(await media(), before, 'no file, whole or partial, appeared among the media');
  await restart();
  t.same(await readdir(join(dataDir, 'uploads')).catch(() => []), [], "the start cleared the dead upload's pieces");
  t.same(await media(), before);
  await shop.stop('SIGTERM');
});
