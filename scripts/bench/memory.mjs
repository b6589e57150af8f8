// `npm run bench:memory`: where the shop's memory goes, started as `npm start` starts it (one
// process, the BFF and the built-in upstream; scripts/shop-process.mjs), on a throwaway DATA_DIR:
//   first start   initdb, migrations and the demo catalogue, then BENCH_MEMORY_REQUESTS (400)
//                 requests: every page of the sitemap, the API's lists, the covers they show
//   restart       the same DATA_DIR started again, then the same requests
// on PGlite, then on PostgreSQL (BENCH_DATABASE_URL, by default this machine's when it answers;
// empty for none) in a database of its own. Figures from inside the shop (scripts/bench/memory-probe.mjs),
// 2 s after each step: RSS, its peak, the V8 heap (its size, what is used, what is live after a full
// collection), memory outside it (external: ArrayBuffers, WebAssembly; the buffers used and live),
// PGlite's WebAssembly heap (its size, and how much of it is resident), glibc's main heap. Linux only.
// (A first start's initdb runs in a short-lived child process of its own: upstream/src/db/client.ts.)
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startShopProcess } from '../shop-process.mjs';

const REQUESTS = Number(process.env.BENCH_MEMORY_REQUESTS ?? 400);
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';
const MB = (bytes) => (bytes / 2 ** 20).toFixed(0);

/** The shop's figures now: it writes them when signalled (memory-probe.mjs). */
async function probe(shop, file) {
  await new Promise((r) => setTimeout(r, 2000));
  rmSync(file, { force: true });
  shop.child.kill('SIGUSR2');
  for (const deadline = Date.now() + 10_000; !existsSync(file); await new Promise((r) => setTimeout(r, 100))) {
    if (Date.now() > deadline) throw new Error(`the shop wrote no figures:\n${shop.output()}`);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** What a visitor's browsing asks: every page the sitemap lists, the API's lists and the covers in them; 4 at a time. */
async function browse(url) {
  const get = (path) => fetch(`${url}${path}`, { headers: { 'x-csrf': '1' } }).then((r) => r.arrayBuffer());
  const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
  const lists = ['courses', 'robots'].flatMap((kind) => [1, 2].map((page) => `/api/academy/${kind}?page=${page}`));
  const items = (await Promise.all(lists.map((path) => fetch(`${url}${path}`, { headers: { 'x-csrf': '1' } }).then((r) => r.json())))).flatMap((l) => l.data);
  const paths = [
    ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname),
    ...lists,
    ...items.flatMap((item) => [item.image, item.image_sources?.avif.split(' ')[0]].filter(Boolean)),
  ];
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS) await get(paths[next++ % paths.length]);
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}

/** A first start and a restart of the shop on one DATA_DIR (and database), each before and after browsing. */
async function measure(label, env = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'academy-bench-memory-'));
  const file = join(dataDir, 'probe.json');
  const probeEnv = { NODE_OPTIONS: `--import=${new URL('./memory-probe.mjs', import.meta.url).href}`, MEMORY_PROBE_FILE: file };
  const rows = [];
  try {
    for (const start of ['first start', 'restart']) {
      const began = Date.now();
      const shop = await startShopProcess({ env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env, ...probeEnv } });
      try {
        rows.push([`${label}, ${start} (${((Date.now() - began) / 1000).toFixed(1)} s)`, await probe(shop, file)]);
        await browse(shop.url);
        rows.push([`  after ${REQUESTS} requests`, await probe(shop, file)]);
      } finally {
        await shop.stop();
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  for (const [name, m] of rows) {
    const cells = [m.rss, m.peak, m.heapTotal, m.heapUsed, m.heapLive, m.external, m.arrayBuffers, m.buffersLive, m.wasmSize, m.wasmResident, m.mallocHeap];
    console.log(`${name.padEnd(36)}${cells.map((c) => MB(c).padStart(8)).join('')}`);
  }
}

/** A database of its own on `server`, for `use`, dropped after. */
async function withDatabase(server, use) {
  const name = `academy_bench_memory_${process.pid}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: server, connectionTimeoutMillis: 1000 });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  try {
    const url = new URL(server);
    url.pathname = `/${name}`;
    await use(url.toString());
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

console.log(
  `${'MB'.padEnd(36)}${['RSS', 'peak', 'heapTot', 'heap', 'live', 'extern', 'buffers', 'live', 'wasm', 'wasmRes', 'malloc'].map((h) => h.padStart(8)).join('')}`,
);
await measure('PGlite');
const postgres = process.env.BENCH_DATABASE_URL ?? LOCAL_POSTGRES;
if (postgres) {
  await withDatabase(postgres, (url) => measure('PostgreSQL', { DATABASE_URL: url })).catch((err) => console.log(`PostgreSQL: skipped (${err.message})`));
}
