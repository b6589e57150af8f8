// `npm run bench`: the bars of docs/requirements.md#quality-bars, measured in one run on this machine.
//
// Servers, each in its own child process (scripts/bench/server.ts, run with tsx):
//   upstream   the built-in product API (PGlite on disk in a temp DATA_DIR), one verified customer
//   bff        the BFF (buildBff) in front of it
//   peer       a plain @fastify/http-proxy in front of the same upstream, injecting a fixed bearer
//   stub       a stand-in upstream answering the same route with the same body from memory
//   bff-stub, peer-stub   the BFF and the peer in front of the stub
//   relay      a TCP byte relay in front of the stub: the floor, what a process hop costs here
// and the load generator (autocannon, and scripts/bench/paced.mjs) in this parent process.
// Why separate processes: the machine has 2 cores, and in one process the load generator, the
// proxy and the upstream would share one event loop, so every number would be the sum of all
// three. Apart, the OS spreads them over both cores; the client and the upstream still compete
// with the proxy for them, the same for the BFF as for the peer, so the ratios stay fair. (`npm
// start` runs the BFF and the built-in upstream in one process; a real upstream is elsewhere.)
// Each child reports its CPU time, so we also print CPU microseconds per request by process,
// steadier than req/s on 2 shared cores. Only one load runs at a time, and servers that are done
// are stopped (idle, they still collect garbage on the cores the others need).
// Other work on the machine skews everything: the load average is printed and kept with the results.
// Cores: with taskset and 2+ cores, each proxy (BFF, peer, relay) runs pinned to core 1 and the load
// generator and the upstreams to core 0 (BENCH_PIN=0 turns it off). Unpinned, the client and the
// upstream take the proxy's CPU as it works, and a proxy's req/s ratio is diluted by their cost;
// pinned, the proxy under test has a core to itself, as a load test on separate machines would give it.
//
// Measured (GET /api/academy/user/details, the same authenticated upstream route for all three),
// first against the built-in upstream, then against a stub upstream that answers the same body
// from memory (the real one tops out near 1,000 req/s on PGlite here, which hides the proxies' own
// cost and makes 2,000 req/s unreachable):
//   1. throughput, 50 connections: BFF (session cookie, LRU hit), peer, (relay,) direct with the bearer
//   2. the BFF's cache-miss path: a different freshly sealed cookie on every request
//   3. added latency at a steady rate (2,000 req/s, or less when the upstream cannot take twice
//      that): each proxy loaded together with direct, each at that rate, and its p50 and p99 minus
//      direct's from the same run. Paced by scripts/bench/paced.mjs, not autocannon's overallRate,
//      which sends bursts (see there).
// Rounds (BENCH_ROUNDS) interleave the targets; ratios and differences are taken within a round
// and the median over rounds is kept. The machine's host is noisy: a latency bar smaller than the
// spread of the BFF's figure across rounds is shown NOISY rather than met or missed.
// What a visitor gets, on the shop started as `npm start` starts it with a throwaway DATA_DIR
// (scripts/bench/throwaway-shop.mjs), after the bench's own servers are stopped:
//   web    the JS each public route loads first; Lighthouse (performance, SEO, accessibility;
//          mobile and desktop) on the server-rendered home, /courses and a course's detail page,
//          full reports in bench/lighthouse/
//   pages  the shop as `npm start` runs it (one process, info logs) beside a bare Fastify server:
//          a static file, a cached page, a public API listing and the shell of a client-rendered
//          route, each at 100 connections: req/s, p50, p99 and the ratio to bare Fastify
//   checkout  500 customers each adding to the cart, initializing and opening the invoice, and the
//          provider's signed notice to the webhook, on PostgreSQL (with BENCH_DATABASE_URL): orders/s, p99 per step, and
//          that every order was paid once and revenue adds up (BENCH_CHECKOUT_CUSTOMERS, _CONCURRENCY)
//   redis  logins with Redis up, then with it killed (scripts/bench/redis-outage.mjs): p50, p99
// Results go to bench/results.json. Bars are printed as PASS/FAIL; a miss does not fail the run.
//
// Knobs (env): BENCH_WARMUP (s, 2), BENCH_DURATION (s, 6), BENCH_CONNECTIONS (50), BENCH_RATE
// (2000), BENCH_RATE_DURATION (s, 5), BENCH_MISS_REQUESTS (4000), BENCH_ROUNDS (3), BENCH_PROFILE
// (comma-separated server roles to run under --cpu-prof, into bench/prof/, e.g. "bff-stub"),
// BENCH_PARTS (comma-separated, all by default: real, stub, upload, catalogue, details, web, pages, checkout, redis), BENCH_COURSES
// (10000), BENCH_CATALOGUE_CONNECTIONS (100), BENCH_SEARCH_CONNECTIONS (10), BENCH_SEARCH_RATE (100), BENCH_PAGES_CONNECTIONS (100), BENCH_UPLOAD_MIB
// (1024), BENCH_DATABASE_URL (a PostgreSQL server, by default this machine's when it answers, empty for none: the catalogue,
// its search and user/details are measured there too, each in a database of its own), BENCH_PIN (1).
import { fork } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { sealData, unsealData } from 'iron-session';
import { paced } from './bench/paced.mjs';
import { uploadFile } from './bench/upload.mjs';
import { lighthouseReport } from './bench/lighthouse.mjs';
import { cpuMsOf, oneProcess } from './bench/one-process.mjs';
import { checkoutLoad } from './bench/checkout-load.mjs';
import { redisOutageReport } from './bench/redis-outage.mjs';
import { webSizes } from './bench/web-size.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The web bar: the JS each public route loads first, gzip, from a fresh build. */
function webReport() {
  execFileSync('npm', ['run', 'build', '--workspace', 'web'], { cwd: root, stdio: 'ignore' });
  const sizes = webSizes(`${root}web/dist`);
  console.log('\n== Web: JS each route loads first (gzip) ==');
  for (const [route, kb] of Object.entries(sizes)) console.log(`  ${route.padEnd(16)} ${kb.toFixed(1)} kB`);
  console.log(`  ${sizes.home < 150 ? 'PASS' : 'FAIL'}  home route under 150 kB: ${sizes.home.toFixed(1)} kB`);
  return sizes;
}

/**
 * Lighthouse on the server-rendered public pages (scripts/bench/lighthouse.mjs), with the bars of the
 * issue "Public pages rendered on the server": mobile performance and LCP on each page; SEO and
 * accessibility on each page and preset.
 */
async function lighthouse() {
  console.log('\n== Web: Lighthouse performance, SEO and accessibility (scripts/bench/lighthouse.mjs) ==');
  let runs;
  let firstFrameMs;
  try {
    ({ runs, firstFrameMs } = await lighthouseReport(root, LIGHTHOUSE_REPORTS));
  } catch (err) {
    // No registry or no Chromium here: the rest of the bench still stands.
    console.log(`  skipped: ${err instanceof Error ? err.message.split('\n')[0] : err}`);
    return null;
  }
  for (const [run, r] of Object.entries(runs)) {
    console.log(
      `  ${run.padEnd(32)} perf ${String(r.performance).padStart(3)}   FCP ${(r.fcp / 1000).toFixed(2)} s   LCP ${(r.lcp / 1000).toFixed(2)} s   TBT ${String(Math.round(r.tbt)).padStart(4)} ms   CLS ${r.cls.toFixed(3)}   SEO ${String(r.seo).padStart(3)}   a11y ${String(r.accessibility).padStart(3)}`,
    );
  }
  const all = Object.entries(runs);
  const publicRuns = all.filter(([, r]) => !r.signedIn);
  const mobile = publicRuns.filter(([, r]) => r.preset === 'mobile');
  const signedIn = all.filter(([, r]) => r.signedIn);
  // `category`: the SEO or accessibility audits that failed on each run missing the bar, to say where the points went.
  const bars = [
    { bar: 'mobile performance >= 95', runs: mobile, met: (r) => r.performance >= 95, show: (r) => r.performance },
    { bar: 'mobile LCP <= 2.5 s', runs: mobile, met: (r) => r.lcp <= 2500, show: (r) => `${(r.lcp / 1000).toFixed(2)} s` },
    { bar: 'signed-in screens, mobile performance >= 90', runs: signedIn, met: (r) => r.performance >= 90, show: (r) => r.performance },
    // A signed-in screen is kept out of search engines on purpose: SEO is the public pages' bar.
    { bar: 'SEO = 100', runs: publicRuns, met: (r) => r.seo === 100, show: (r) => r.seo, category: 'seo' },
    { bar: 'accessibility >= 95', runs: all, met: (r) => r.accessibility >= 95, show: (r) => r.accessibility, category: 'accessibility' },
  ].map(({ bar, runs: list, met, show, category }) => {
    const missed = list.filter(([, r]) => !met(r));
    return {
      bar,
      value: list.map(([run, r]) => `${run} ${show(r)}`).join(', '),
      pass: missed.length === 0,
      ...(category && missed.length ? { failing: Object.fromEntries(missed.map(([run, r]) => [run, r.failing[category]])) } : {}),
    };
  });
  const frame = median(firstFrameMs);
  console.log(`  player's first frame, mobile profile, signed in: ${firstFrameMs.map((x) => `${(x / 1000).toFixed(2)} s`).join(', ')}`);
  bars.push({
    bar: "player's first frame (MP4 lesson, mobile profile) <= 2.5 s, median of runs",
    value: `${(frame / 1000).toFixed(2)} s`,
    pass: frame <= 2500,
  });
  for (const b of bars) {
    console.log(`  ${b.pass ? 'PASS' : 'FAIL'}  ${b.bar}: ${b.value}`);
    for (const [run, ids] of Object.entries(b.failing ?? {})) console.log(`        ${run}: ${ids.join(', ')}`);
  }
  console.log(`  (full reports in ${LIGHTHOUSE_REPORTS})`);
  return { runs, firstFrameMs, bars };
}

/**
 * The shop as people run it (scripts/bench/one-process.mjs): `npm start`'s one process beside a bare
 * Fastify server in the same run, each target at PAGES_CONNECTIONS after a warm-up. Bars are ratios
 * of req/s against the bare server (what every request pays before its work) and p99 at that load.
 * autocannon times an answer to its last byte, so its latency bounds the time to the first from above.
 */
async function pagesReport() {
  console.log(`\n== One process (npm start) beside bare Fastify, ${PAGES_CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s each ==`);
  const results = await oneProcess(async ({ pid, ...target }) => {
    const opts = { ...target, connections: PAGES_CONNECTIONS };
    await warm(opts);
    const before = cpuMsOf(pid);
    const r = await load({ ...opts, duration: DURATION });
    // The server's CPU per answer: what it pays, whether or not the load generator kept it busy.
    return { ...r, serverUsPerRequest: round(((cpuMsOf(pid) - before) * 1000) / (r.requests - (r.non2xx ?? 0)), 1) };
  });
  const bare = results.bare.rps;
  for (const [name, r] of Object.entries(results)) {
    console.log(
      `${line(`${name} ${r.path}`.slice(0, 22), r)}   ${(r.rps / bare).toFixed(2)}x bare   server ${r.serverUsPerRequest} us/req (${(results.bare.serverUsPerRequest / r.serverUsPerRequest).toFixed(2)}x bare's rate)`,
    );
  }
  const ratio = (name) => results[name].rps / bare;
  const p99Under = (name) => results[name].p99 !== null && results[name].p99 < 20;
  const bars = [
    { bar: 'a static file >= 0.5x bare Fastify', value: `${ratio('static').toFixed(2)}x`, pass: ratio('static') >= 0.5 },
    { bar: 'a cached public page >= 0.33x bare Fastify', value: `${ratio('listing').toFixed(2)}x`, pass: ratio('listing') >= 0.33 },
    { bar: 'a cached public API listing >= 0.33x bare Fastify', value: `${ratio('api').toFixed(2)}x`, pass: ratio('api') >= 0.33 },
    { bar: "the shell >= the cached page's req/s", value: `${results.shell.rps} vs ${results.listing.rps}`, pass: results.shell.rps >= results.listing.rps },
    ...['static', 'listing', 'api', 'shell'].map((name) => ({
      bar: `${name} p99 < 20 ms at ${PAGES_CONNECTIONS} connections`,
      value: `${results[name].p99} ms`,
      pass: p99Under(name),
    })),
  ];
  for (const b of bars) console.log(`  ${b.pass ? 'PASS' : 'FAIL'}  ${b.bar}: ${b.value}`);
  return { connections: PAGES_CONNECTIONS, warmupSeconds: WARMUP, durationSeconds: DURATION, ...results, bars };
}
/**
 * Checkout under load on PostgreSQL (scripts/bench/checkout-load.mjs): orders per second, each
 * step's p99, and whether every order was paid exactly once with revenue adding up.
 */
async function checkoutReport(database) {
  console.log("\n== Checkout under load on PostgreSQL: cart, initialize, the invoice, the provider's signed notice to the webhook ==");
  const r = await checkoutLoad(database);
  console.log(`  ${r.customers} customers (set up in ${r.setUpSeconds} s, not timed)`);
  for (const [name, phase] of [
    [`flat out, ${r.concurrency} at a time`, r.flatOut],
    ['steady, arriving evenly at half that rate', r.steady],
  ]) {
    console.log(`  ${name}: ${phase.customers} orders in ${phase.seconds} s, ${phase.ordersPerSecond} orders/s`);
    for (const [step, q] of Object.entries(phase.steps)) console.log(`    ${step.padEnd(11)} p50 ${ms(q.p50)} ms   p99 ${ms(q.p99)} ms`);
  }
  const bars = [
    {
      bar: 'no order paid twice, none lost',
      value: `${r.paidOrders}/${r.customers} paid, ${r.paidTwice} twice, ${r.failed} failed`,
      pass: r.paidTwice === 0 && r.failed === 0 && r.paidOrders === r.customers && r.customersPaid === r.customers,
    },
    {
      bar: 'revenue is the sum of what was charged',
      value: `${r.revenueCents} vs ${r.ordersCents} cents`,
      pass: r.revenueCents === r.ordersCents && r.revenueOrders === r.paidOrders,
    },
    // As the provider sees it (from sending the notice to the shop's answer, through the BFF), at a rate the shop sustains.
    {
      bar: `webhook p99 < 100 ms at ${r.steady.ordersPerSecond} orders/s`,
      value: `${r.steady.steps.webhook.p99} ms (flat out: ${r.flatOut.steps.webhook.p99} ms)`,
      pass: r.steady.steps.webhook.p99 !== null && r.steady.steps.webhook.p99 < 100,
    },
  ];
  for (const b of bars) console.log(`  ${b.pass ? 'PASS' : 'FAIL'}  ${b.bar}: ${b.value}`);
  return { ...r, bars };
}
const serverScript = fileURLToPath(new URL('./bench/server.ts', import.meta.url));
const num = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback);

const WARMUP = num('BENCH_WARMUP', 2);
const DURATION = num('BENCH_DURATION', 6);
const CONNECTIONS = num('BENCH_CONNECTIONS', 50);
const RATE = num('BENCH_RATE', 2000);
const RATE_DURATION = num('BENCH_RATE_DURATION', 5);
const RATE_WARMUP = 2;
const MISS_REQUESTS = num('BENCH_MISS_REQUESTS', 4000);
const ROUNDS = num('BENCH_ROUNDS', 3);
const PROFILE = (process.env.BENCH_PROFILE ?? '').split(',').filter(Boolean);
const PARTS = (process.env.BENCH_PARTS ?? 'real,stub,upload,catalogue,details,web,pages,checkout,redis').split(',');
const UPLOAD_MIB = num('BENCH_UPLOAD_MIB', 1024);
const COURSES = num('BENCH_COURSES', 10_000);
const CATALOGUE_CONNECTIONS = num('BENCH_CATALOGUE_CONNECTIONS', 100);
const PAGES_CONNECTIONS = num('BENCH_PAGES_CONNECTIONS', 100);
const LIGHTHOUSE_REPORTS = `${root}bench/lighthouse`;
const SEARCH_CONNECTIONS = num('BENCH_SEARCH_CONNECTIONS', 10);
const SEARCH_RATE = num('BENCH_SEARCH_RATE', 100);
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';
/** BENCH_DATABASE_URL, else this machine's PostgreSQL when it answers (the README's set-up), else none. */
async function benchDatabase() {
  if (process.env.BENCH_DATABASE_URL !== undefined) return process.env.BENCH_DATABASE_URL || undefined;
  const client = new pg.Client({ connectionString: LOCAL_POSTGRES, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return LOCAL_POSTGRES;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}
const BENCH_DATABASE_URL = await benchDatabase();

// Must match scripts/bench/server.ts.
const API = '/api/academy';
const PUBLIC_URL = 'http://shop.bench.test';
const CUSTOMER = { email: 'ada.bench@example.com', password: 'correct-horse-1' };
const ADMIN = { email: 'root@academy.test', password: 'super-secret-1' };
const SESSION_SECRET = 'bench-session-secret-0123456789-abcdefghij';
const SESSION_TTL = 30 * 24 * 3600; // the BFF's default SESSION_TTL
const COOKIE = 'academy_session'; // no __Host- prefix: PUBLIC_URL is http
const ROUTE = `${API}/user/details`;
// The BFF overwrites `email` with the session's, so the others ask the upstream exactly the same.
const UPSTREAM_ROUTE = `${ROUTE}?${new URLSearchParams({ email: CUSTOMER.email })}`;

const children = new Map();

/** With taskset (util-linux) on 2+ cores, the stub runs give the proxy under test core 1 to itself. */
const PIN = process.env.BENCH_PIN !== '0' && os.cpus().length >= 2 && hasTaskset();
function hasTaskset() {
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const setCores = (pid, cores) => execFileSync('taskset', ['-a', '-cp', cores, String(pid)], { stdio: 'ignore' });
/** Proxies (and the relay) to core 1, the client and everything else to core 0; `false` undoes it. */
function pinCores(on = true) {
  if (!PIN) return;
  const all = `0-${os.cpus().length - 1}`;
  setCores(process.pid, on ? '0' : all);
  for (const [role, child] of children) setCores(child.pid, !on ? all : /^(bff|hotoff|peer|relay)/.test(role) ? '1' : '0');
}

function start(role, args = []) {
  const [kind] = role.split('-');
  const prof = PROFILE.includes(role) ? ['--cpu-prof', `--cpu-prof-dir=${root}bench/prof/${role}`] : [];
  const child = fork(serverScript, [kind, ...args], { cwd: root, execArgv: ['--import', 'tsx', ...prof], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  children.set(role, child);
  return new Promise((resolve, reject) => {
    child.on('message', (msg) => {
      if (msg?.type === 'ready') resolve({ role, child, ...msg });
      else if (msg?.type === 'error') reject(new Error(`${role}: ${msg.message}`));
    });
    child.once('exit', (code) => reject(new Error(`${role} exited with ${code} before it was ready`)));
  });
}

/** CPU time (user + system, microseconds) each server has used so far. */
async function cpuTimes() {
  const entries = await Promise.all(
    [...children].map(
      ([role, child]) =>
        new Promise((resolve) => {
          // A server that died answers nothing: count it as NaN rather than wait forever.
          const timer = setTimeout(() => done(NaN), 5000);
          const done = (value) => {
            clearTimeout(timer);
            child.off('message', onMsg);
            resolve([role, value]);
          };
          const onMsg = (msg) => msg?.type === 'cpu' && done(msg.usage.user + msg.usage.system);
          child.on('message', onMsg);
          child.send({ type: 'cpu' }, (err) => err && done(NaN));
        }),
    ),
  );
  const self = process.cpuUsage();
  return { ...Object.fromEntries(entries), client: self.user + self.system, [MACHINE]: machineBusy() };
}

/** One server's resident set size (bytes), asked over IPC. */
function rssOf(role) {
  const child = children.get(role);
  return new Promise((resolve) => {
    const onMsg = (msg) => {
      if (msg?.type !== 'cpu') return;
      child.off('message', onMsg);
      resolve(msg.rss);
    };
    child.on('message', onMsg);
    child.send({ type: 'cpu' }, (err) => err && resolve(NaN));
  });
}

/** Busy CPU time of the whole machine (microseconds, Linux /proc/stat), to spot other work. */
const MACHINE = 'machine';
function machineBusy() {
  try {
    const [, user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    return (user + nice + system + irq + softirq + steal) * (1e6 / 100); // USER_HZ = 100
  } catch {
    return NaN;
  }
}

/** Stops the named servers, or all of them. */
async function stop(...roles) {
  const stopping = roles.length ? [...children].filter(([role]) => roles.includes(role)) : [...children];
  await Promise.all(
    stopping.map(
      ([role, child]) =>
        new Promise((resolve) => {
          const gone = () => {
            children.delete(role);
            resolve();
          };
          if (child.exitCode !== null || child.signalCode !== null) return gone();
          const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
          child.once('exit', () => {
            clearTimeout(timer);
            gone();
          });
          child.send({ type: 'stop' }, () => {});
        }),
    ),
  );
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
const round = (x, digits = 3) => (Number.isFinite(x) ? Number(x.toFixed(digits)) : null);

/**
 * One autocannon run; latencies are taken from the 'response' events (float milliseconds), since
 * autocannon's own histogram reports whole milliseconds, too coarse for a 0.3 ms bar.
 */
async function load(opts, { cpuOf } = {}) {
  const before = cpuOf ? await cpuTimes() : null;
  const latencies = [];
  const statuses = {};
  const began = performance.now();
  let last = began;
  const instance = autocannon({ connections: CONNECTIONS, timeout: 10, ...opts });
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status >= 300) statuses[status] = (statuses[status] ?? 0) + 1;
    else latencies.push(ms);
    last = performance.now();
  });
  const result = await instance;
  const after = cpuOf ? await cpuTimes() : null;
  // A run of `amount` requests ends on autocannon's 1 s tick, so its own duration is rounded up to
  // whole seconds: time it from the start to the last answer instead.
  const seconds = opts.amount ? (last - began) / 1000 : result.duration;
  return { ...summary(Float64Array.from(latencies).sort(), result.requests.total, seconds, result, before, after), statuses };
}

function summary(sorted, total, seconds, counts, before, after) {
  // Only answers that did the work count: the BFF ends a keep-alive socket after 1,000 requests
  // (Connection: close), autocannon sends on regardless, and Node answers those 503 at no cost.
  const answered = total - (counts.non2xx ?? 0);
  const out = {
    requests: total,
    seconds: round(seconds, 2),
    rps: round(answered / seconds, 0),
    p50: round(percentile(sorted, 50)),
    p90: round(percentile(sorted, 90)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? NaN),
    non2xx: counts.non2xx,
    errors: counts.errors,
    timeouts: counts.timeouts ?? 0,
  };
  if (before && after && answered) {
    const ours = Object.keys(after).filter((k) => k !== MACHINE);
    out.cpuUsPerRequest = Object.fromEntries(ours.map((k) => [k, round((after[k] - before[k]) / answered, 1)]));
    // CPU the machine spent on anything but these processes, as a share of all its cores.
    const other = after[MACHINE] - before[MACHINE] - ours.reduce((sum, k) => sum + (after[k] - before[k]), 0);
    out.otherWorkPct = round(Math.max(0, (100 * other) / (seconds * 1e6 * os.cpus().length)), 0);
  }
  return out;
}

/**
 * A steady open-loop rate (scripts/bench/paced.mjs) on a proxy and on direct together, after a
 * short warm-up: the proxy's summary (with its process's CPU per request) and direct's.
 */
async function steadyLoad(target, direct, name, rate) {
  const load = (seconds) => paced({ targets: [target, direct], rate, seconds, connections: CONNECTIONS });
  await load(RATE_WARMUP);
  const before = await cpuTimes();
  const [proxied, plain] = await load(RATE_DURATION);
  const after = await cpuTimes();
  // Only the proxy's own CPU is its; the client and the upstream served both loads.
  const mine = (t) => Object.fromEntries(Object.entries(t).filter(([k]) => roleIs(k, name)));
  return {
    proxied: summary(proxied.latencies, proxied.requests, proxied.seconds, proxied, mine(before), mine(after)),
    direct: summary(plain.latencies, plain.requests, plain.seconds, plain),
  };
}

async function warm(opts) {
  if (WARMUP > 0) await autocannon({ connections: CONNECTIONS, ...opts, duration: WARMUP });
}

async function check(label, url, headers) {
  const res = await fetch(url, { headers });
  const body = await res.json().catch(() => ({}));
  if (res.status !== 200 || body?.data?.email !== CUSTOMER.email) throw new Error(`${label}: GET gave ${res.status} ${JSON.stringify(body)}`);
}

const ms = (x) => (x == null ? '   n/a' : x.toFixed(3).padStart(7));
const line = (label, r) =>
  `  ${label.padEnd(22)} ${String(r.rps).padStart(7)} req/s   p50 ${ms(r.p50)} ms   p99 ${ms(r.p99)} ms` +
  (r.cpuUsPerRequest
    ? `   cpu/req: ${Object.entries(r.cpuUsPerRequest)
        .filter(([, v]) => v >= 1)
        .map(([k, v]) => `${k} ${v}us`)
        .join(', ')}`
    : '') +
  (r.otherWorkPct >= 5 ? `   (other work on the machine: ${r.otherWorkPct}% of its CPU)` : '') +
  (r.non2xx || r.errors || r.timeouts ? `   (non-2xx ${r.non2xx} ${JSON.stringify(r.statuses ?? {})}, errors ${r.errors}, timeouts ${r.timeouts})` : '');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
/** The run whose req/s is the median of its rounds. */
const pick = (list) => list.find((x) => x.rps === median(list.map((y) => y.rps)));

/** Whether a server role is the process behind a target: 'bff' is bff or bff-stub, 'floor' the relay. */
const roleIs = (role, name) => role === name || role === `${name}-stub` || (name === 'floor' && role === 'relay');
/** The proxy process's CPU per request in a run (whichever of its roles did the work). */
const cpuOf = (run, name) =>
  Math.max(
    ...Object.entries(run.cpuUsPerRequest ?? {})
      .filter(([k]) => roleIs(k, name))
      .map(([, v]) => v),
  );

const throughputBar = (ratio) => ({ bar: 'BFF throughput >= 1.2x plain @fastify/http-proxy', value: `${ratio}x`, pass: ratio >= 1.2 });

/** Throughput, the cache-miss path and the steady-rate latency through one upstream. */
/** `bars`: check the proxy bars (the stub runs, where the proxy's own cost shows). */
async function suite(title, targets, missCookies, { bars: checked = false } = {}) {
  console.log(`\n== ${title} ==`);

  // 1. Throughput. Rounds interleave the targets so a slow patch of the machine hits all of them.
  console.log(
    `Throughput, ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s${ROUNDS > 1 ? `, ${ROUNDS} rounds (each target's median shown; ratios are the median of each round's)` : ''}:`,
  );
  const runs = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  for (let r = 0; r < ROUNDS; r++) {
    for (const [name, target] of Object.entries(targets)) {
      await warm(target);
      const res = await load({ ...target, duration: DURATION }, { cpuOf: true });
      runs[name].push(res);
      console.log(line(ROUNDS > 1 ? `${name} (round ${r + 1})` : name, res));
    }
  }
  const throughput = Object.fromEntries(Object.entries(runs).map(([name, list]) => [name, { ...pick(list), rounds: list.map((x) => x.rps) }]));

  // 2. The cache-miss path: every request carries a cookie value this BFF has never seen.
  let next = 0;
  const bffHeaders = targets.bff.headers;
  const miss = await load(
    {
      url: targets.bff.url,
      amount: MISS_REQUESTS,
      requests: [
        { setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...bffHeaders, cookie: `${COOKIE}=${missCookies[next++ % missCookies.length]}` } }) },
      ],
    },
    { cpuOf: true },
  );
  miss.cookiesUsed = next;
  console.log(`BFF cache miss, a freshly sealed cookie on every request (${MISS_REQUESTS} requests):`);
  console.log(line('bff miss', miss));
  if (next > missCookies.length) console.log('  (warning: cookies reused, some requests were hits)');

  // 3. Added latency at a steady rate the upstream can take (it serves the proxy's load and
  // direct's together): above its capacity, latency is queueing. Each run loads one proxy and
  // direct at once (see paced.mjs); rounds interleave the proxies.
  const rate = Math.min(RATE, Math.floor((throughput.direct.rps * 0.25) / 50) * 50);
  const rateNote = rate < RATE ? ` (${RATE} req/s is beyond this upstream: it does ${throughput.direct.rps} req/s flat out)` : '';
  console.log(
    `Steady ${rate} req/s on each proxy and on direct at once, ${RATE_WARMUP} s warm-up + ${RATE_DURATION} s${ROUNDS > 1 ? `, ${ROUNDS} rounds` : ''}${rateNote}:`,
  );
  const proxies = Object.keys(targets).filter((name) => name !== 'direct');
  const steadyRuns = Object.fromEntries(proxies.map((name) => [name, []]));
  for (let r = 0; r < ROUNDS; r++) {
    for (const name of proxies) {
      const res = await steadyLoad(targets[name], targets.direct, name, rate);
      steadyRuns[name].push(res);
      const label = ROUNDS > 1 ? `${name} (round ${r + 1})` : name;
      console.log(`${line(label, res.proxied)}\n${line('  direct alongside', res.direct)}`);
    }
  }
  // A run that took much longer than planned fell behind the rate: its latency is queueing too.
  const reached = Object.fromEntries(proxies.map((name) => [name, steadyRuns[name].every((v) => v.proxied.seconds <= RATE_DURATION * 1.05)]));
  const steady = Object.fromEntries(proxies.map((name) => [name, steadyRuns[name].map(({ proxied, direct }) => ({ ...proxied, direct }))]));

  // Comparisons are paired: each round's runs follow one another within seconds, so a ratio or a
  // difference within a round shares the machine's state of the moment; the median over rounds is kept.
  const paired = (list, of) => round(median(list.map((_, r) => of(r))), 3);
  const rpsRatio = (a, b) => paired(runs[a], (r) => runs[a][r].rps / runs[b][r].rps);
  const ratios = {
    bffOverPeer: round(rpsRatio('bff', 'peer'), 2),
    bffOverDirect: round(rpsRatio('bff', 'direct'), 2),
    peerOverDirect: round(rpsRatio('peer', 'direct'), 2),
    ...(targets.hotoff && { hotPathGain: round(rpsRatio('bff', 'hotoff'), 2), hotoffOverPeer: round(rpsRatio('hotoff', 'peer'), 2) }),
    missOverHit: round(miss.rps / throughput.bff.rps, 2),
    // The same comparison by CPU: what a request costs the proxy process (steadier than req/s when
    // other work shares the machine; it predicts the req/s ratio where the proxy is the bottleneck).
    peerCpuOverBffCpu: round(
      paired(runs.bff, (r) => cpuOf(runs.peer[r], 'peer') / cpuOf(runs.bff[r], 'bff')),
      2,
    ),
  };
  // Added latency: each round's difference from direct alongside, the median over rounds.
  const added = Object.fromEntries(
    proxies.map((name) => {
      const over = (p) => steadyRuns[name].map(({ proxied, direct }) => proxied[p] - direct[p]);
      const p50s = over('p50');
      const p99s = over('p99');
      return [name, { p50: round(median(p50s)), p99: round(median(p99s)), rounds: p50s.map((p50, r) => ({ p50: round(p50), p99: round(p99s[r]) })) }];
    }),
  );
  const note = reached.bff ? '' : ` (fell behind the rate: ${steadyRuns.bff.map((v) => v.proxied.rps).join('/')} req/s)`;
  // A bar smaller than the spread of the BFF's own figure across rounds cannot be told met or
  // missed on this machine at this moment: shown as NOISY, with that spread.
  const latencyBar = (p, limit) => {
    const values = added.bff.rounds.map((x) => x[p]);
    const noise = round(Math.max(...values) - Math.min(...values));
    const value = `${added.bff[p]} ms${note}${ROUNDS > 1 ? ` (rounds ${values.join(', ')})` : ''}`;
    const met = added.bff[p] < limit && reached.bff;
    return { bar: `BFF added latency at ${rate} req/s: ${p} < ${limit} ms`, value, pass: ROUNDS > 1 && noise > limit ? null : met };
  };

  console.log('Ratios:');
  console.log(`  BFF / plain proxy    ${ratios.bffOverPeer}x`);
  console.log(`  BFF / direct         ${ratios.bffOverDirect}x`);
  console.log(`  plain proxy / direct ${ratios.peerOverDirect}x`);
  if (ratios.hotPathGain) console.log(`  BFF / BFF with HOT_PATH=false ${ratios.hotPathGain}x (HOT_PATH=false / plain proxy ${ratios.hotoffOverPeer}x)`);
  console.log(`  BFF miss / BFF hit   ${ratios.missOverHit}x`);
  console.log(
    `  CPU per request, plain proxy / BFF: ${ratios.peerCpuOverBffCpu}x (median rounds: ${cpuOf(throughput.peer, 'peer')} us / ${cpuOf(throughput.bff, 'bff')} us)`,
  );
  const names = { bff: 'BFF', hotoff: 'BFF, HOT_PATH=false', peer: 'plain proxy', floor: 'TCP relay (the floor)' };
  console.log(
    `  added latency vs direct at ${rate} req/s: ${Object.entries(added)
      .map(([k, v]) => `${names[k] ?? k} p50 ${v.p50} ms, p99 ${v.p99} ms`)
      .join('; ')}`,
  );
  const result = { throughput, miss, steadyRate: rate, steady, rateReached: reached, ratios, addedLatency: added };
  if (!checked) return result;
  // The issue "Beyond one machine" restates the p99 bar for this noisy 2-core machine: no worse than
  // the plain proxy's added p99 in the same run (median of rounds); 0.6 ms holds on dedicated cores.
  // The same rule as latencyBar's: a difference smaller than the spread of either figure across
  // rounds (one stall of the machine moves a p99 by milliseconds) cannot be told met or missed.
  const spreadOf = (name) => {
    const values = added[name].rounds.map((x) => x.p99);
    return round(Math.max(...values) - Math.min(...values));
  };
  const peerGap = added.bff.p99 - added.peer.p99;
  const peerNoise = Math.max(spreadOf('bff'), spreadOf('peer'));
  const peerBar = {
    bar: `BFF added p99 at ${rate} req/s no worse than the plain proxy's (median of rounds)`,
    value: `BFF ${added.bff.p99} ms (rounds ${added.bff.rounds.map((x) => x.p99).join(', ')}), plain proxy ${added.peer.p99} ms (rounds ${added.peer.rounds
      .map((x) => x.p99)
      .join(', ')})${note}`,
    pass: ROUNDS > 1 && peerGap > 0 && peerNoise > peerGap ? null : reached.bff && peerGap <= 0,
  };
  const bars = [throughputBar(ratios.bffOverPeer), latencyBar('p50', 0.3), peerBar, { ...latencyBar('p99', 0.6), dedicatedCoresOnly: true }];
  console.log(`Bars (docs/requirements.md#quality-bars), ${title}:`);
  for (const b of bars) {
    const verdict = b.pass === null ? 'NOISY' : b.pass ? 'PASS ' : 'FAIL ';
    console.log(`  ${b.dedicatedCoresOnly ? 'INFO ' : verdict} ${b.bar}: ${b.value}${b.dedicatedCoresOnly ? ' (a bar on dedicated cores only)' : ''}`);
  }
  return { ...result, bars };
}

/**
 * The upload bar: a large file through the BFF (to the built-in upstream, which stores it):
 * MB/s, and the BFF process's peak RSS growth, sampled every 20 ms (bar: under 64 MiB).
 */
async function uploadReport(bffUrl) {
  const login = await fetch(`${bffUrl}${API}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf': '1', origin: PUBLIC_URL },
    body: JSON.stringify(ADMIN),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (login.status !== 200) throw new Error(`admin login failed: ${login.status}`);
  const baseline = await rssOf('bff');
  let peak = baseline;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await rssOf('bff'));
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const size = UPLOAD_MIB * 1024 * 1024;
  const run = await uploadFile({ url: `${bffUrl}${API}/admin/upload`, headers: { cookie, 'x-csrf': '1', origin: PUBLIC_URL }, size });
  sampling = false;
  await sampler;
  if (run.status !== 200) throw new Error(`upload failed: ${run.status} ${JSON.stringify(run.answer)}`);
  const result = {
    mib: UPLOAD_MIB,
    seconds: round(run.seconds, 2),
    mbPerSecond: round(size / 1e6 / run.seconds, 1),
    bffRssBaselineMiB: round(baseline / 2 ** 20, 1),
    bffPeakRssGrowthMiB: round((peak - baseline) / 2 ** 20, 1),
  };
  console.log(`\n== Upload: ${UPLOAD_MIB} MiB through the BFF to the built-in upstream ==`);
  console.log(
    `  ${result.seconds} s, ${result.mbPerSecond} MB/s; BFF RSS ${result.bffRssBaselineMiB} MiB before, peak growth ${result.bffPeakRssGrowthMiB} MiB`,
  );
  console.log(`  ${result.bffPeakRssGrowthMiB < 64 ? 'PASS' : 'FAIL'}  BFF peak RSS growth under 64 MiB: ${result.bffPeakRssGrowthMiB} MiB`);
  return result;
}

/** The customer's session cookie from a login through a BFF, as the SPA logs in. */
async function bffLogin(bffUrl) {
  const login = await fetch(`${bffUrl}${API}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf': '1', origin: PUBLIC_URL },
    body: JSON.stringify(CUSTOMER),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith(`${COOKIE}=`));
  if (login.status !== 200 || !cookie) throw new Error(`BFF login failed: ${login.status} ${await login.text()}`);
  return cookie;
}

/**
 * The issue "Beyond one machine": user/details through the BFF with the upstream on PostgreSQL
 * against the same on PGlite, in rounds that interleave them (bar: PostgreSQL at least 3x).
 */
async function detailsReport(database) {
  const targets = {};
  for (const [name, args] of Object.entries({ pglite: [], postgres: [database] })) {
    const upstream = await start(`upstream-details-${name}`, args);
    const bff = await start(`bff-details-${name}`, [upstream.url, SESSION_SECRET]);
    targets[name] = { url: `${bff.url}${ROUTE}`, headers: { cookie: await bffLogin(bff.url), 'x-csrf': '1', accept: 'application/json' } };
    await check(`details ${name}`, targets[name].url, targets[name].headers);
  }
  console.log(`\n== user/details through the BFF: PostgreSQL against PGlite, ${CONNECTIONS} connections, ${ROUNDS} rounds ==`);
  const runs = { pglite: [], postgres: [] };
  for (let r = 0; r < ROUNDS; r++) {
    for (const [name, target] of Object.entries(targets)) {
      await warm(target);
      runs[name].push(await load({ ...target, duration: DURATION }, { cpuOf: true }));
      console.log(line(`${name} (round ${r + 1})`, runs[name].at(-1)));
    }
  }
  await stop(...[...children.keys()].filter((role) => role.includes('-details-')));
  const ratio = round(median(runs.pglite.map((p, r) => runs.postgres[r].rps / p.rps)), 2);
  const bars = [{ bar: 'user/details through the BFF on PostgreSQL >= 3x PGlite (median of rounds)', value: `${ratio}x`, pass: ratio >= 3 }];
  for (const b of bars) console.log(`  ${b.pass ? 'PASS' : 'FAIL'}  ${b.bar}: ${b.value}`);
  return { pglite: pick(runs.pglite), postgres: pick(runs.postgres), ratio, bars };
}

/**
 * The catalogue figure: listing p99 with 10,000 courses at 100 connections, through the BFF
 * and direct. Requests walk pages and categories, as shoppers paging through listings would.
 */
async function catalogueReport(database) {
  const began = Date.now();
  const suffix = database ? '-postgres' : '';
  const upstream = await start(`catalogue${suffix}`, [String(COURSES), ...(database ? [database] : [])]);
  const bffServer = await start(`bff-catalogue${suffix}`, [upstream.url, SESSION_SECRET]);
  const bffUrl = bffServer.url;
  const first = await (await fetch(`${bffUrl}${API}/courses?page=1`, { headers: { 'x-csrf': '1' } })).json();
  if (first?.totalRecords < COURSES) throw new Error(`catalogue: expected ${COURSES}+ courses, the listing says ${first?.totalRecords}`);
  console.log(
    `\n== Catalogue on ${database ? 'PostgreSQL' : 'PGlite'}: ${first.totalRecords} courses, ${CATALOGUE_CONNECTIONS} connections (ready in ${((Date.now() - began) / 1000).toFixed(1)} s) ==`,
  );
  const categories = ['', 'forex-trading', 'crypto-trading', 'stock-trading', 'commodities-trading'];
  const paths = [];
  for (let page = 1; page <= 40; page++) for (const category of categories) paths.push(`${API}/courses?page=${page}${category ? `&category=${category}` : ''}`);
  const results = {};
  for (const [name, base] of Object.entries({ bff: bffUrl, direct: upstream.url })) {
    let next = 0;
    const target = {
      url: base,
      headers: { 'x-csrf': '1', accept: 'application/json' },
      connections: CATALOGUE_CONNECTIONS,
      requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }],
    };
    await warm(target);
    results[name] = await load({ ...target, duration: DURATION }, { cpuOf: true });
    console.log(line(name, results[name]));
  }
  const bff = results.bff;
  const bars = [
    {
      bar: `catalogue page through the BFF >= 5,000 req/s with p99 < 50 ms at ${CATALOGUE_CONNECTIONS} connections (from memory)`,
      value: `${bff.rps} req/s, p99 ${bff.p99} ms`,
      pass: bff.rps >= 5000 && bff.p99 < 50,
    },
  ];
  if (database) {
    // A search is read from the database every time (the cache keeps only what everyone shares):
    // words that match a few courses, all 10,000, a phrase and an exclusion, through the BFF. Flat
    // out at SEARCH_CONNECTIONS the database's two cores are the queue (reported); the bar is the p99
    // at a steady SEARCH_RATE, evenly paced over the words, well within what it can serve.
    const words = ['forex', 'risk', 'discipline', 'author 42', '"bench course 1234"', 'charts -crypto', 'psychology', 'gold', 'scalping', 'course 77'];
    const searchPath = (word) => `${API}/courses?q=${encodeURIComponent(word)}&page=1`;
    let next = 0;
    const target = {
      url: bffUrl,
      headers: { 'x-csrf': '1', accept: 'application/json' },
      connections: SEARCH_CONNECTIONS,
      requests: [{ setupRequest: (req) => ({ ...req, path: searchPath(words[next++ % words.length]) }) }],
    };
    await warm(target);
    results.search = await load({ ...target, duration: DURATION }, { cpuOf: true });
    console.log(line(`search, ${SEARCH_CONNECTIONS} conn. flat out`, results.search));
    // The same steady searches, the words taking turns, through the BFF and straight to the
    // upstream one after the other: what the BFF adds is the difference, and each word's own p50
    // shows what the database costs.
    const headers = { 'x-csrf': '1', accept: 'application/json' };
    const steady = async (base) => {
      const searches = await paced({
        targets: words.map((w) => ({ url: `${base}${searchPath(w)}`, headers })),
        rate: SEARCH_RATE / words.length,
        seconds: DURATION,
        connections: 10,
        stagger: true,
      });
      const latencies = Float64Array.from(searches.flatMap((r) => Array.from(r.latencies))).sort();
      const answered = searches.reduce((n, r) => n + r.requests, 0);
      const failed = searches.reduce((n, r) => n + r.non2xx + r.errors, 0);
      const byWord = Object.fromEntries(words.map((w, i) => [w, round(percentile(Float64Array.from(searches[i].latencies).sort(), 50))]));
      return { rate: SEARCH_RATE, ...summary(latencies, answered, DURATION, { non2xx: failed }), p50ByWord: byWord };
    };
    results.searchSteady = await steady(bffUrl);
    console.log(line(`search at ${SEARCH_RATE} req/s`, results.searchSteady));
    results.searchSteadyDirect = await steady(upstream.url);
    console.log(line(`  the same, direct`, results.searchSteadyDirect));
    for (const w of words)
      console.log(
        `    ${JSON.stringify(w).padEnd(22)} p50 through the BFF ${ms(results.searchSteady.p50ByWord[w])} ms, direct ${ms(results.searchSteadyDirect.p50ByWord[w])} ms`,
      );
    const failed = results.searchSteady.non2xx;
    bars.push({
      bar: `uncached search p99 < 50 ms at ${first.totalRecords} courses on PostgreSQL, ${SEARCH_RATE} searches/s through the BFF`,
      value: `${results.searchSteady.p99} ms (flat out at ${SEARCH_CONNECTIONS} connections: ${results.search.rps} req/s, p99 ${results.search.p99} ms)`,
      pass: failed === 0 && results.searchSteady.p99 < 50,
    });
  }
  for (const b of bars) console.log(`  ${b.pass ? 'PASS' : 'FAIL'}  ${b.bar}: ${b.value}`);
  await stop(`catalogue${suffix}`, `bff-catalogue${suffix}`);
  return { courses: first.totalRecords, connections: CATALOGUE_CONNECTIONS, ...results, bars };
}

/**
 * The proxy's parts (real, upload, stub): the built-in upstream, a stub and the BFF and its peers,
 * each in a process of its own, started only when one of them is asked for.
 */
async function proxySuites(began) {
  const upstream = await start('upstream');
  const directHeaders = { authorization: `Bearer ${upstream.token}`, accept: 'application/json' };
  const realBody = await (await fetch(`${upstream.url}${UPSTREAM_ROUTE}`, { headers: directHeaders })).text();
  const stub = await start('stub', [realBody]);
  const [bff, peer, bffStub, hotOffStub, peerStub, relay] = await Promise.all([
    start('bff', [upstream.url, SESSION_SECRET]),
    start('peer', [upstream.url, upstream.token]),
    start('bff-stub', [stub.url, SESSION_SECRET]),
    start('hotoff-stub', [stub.url, SESSION_SECRET]),
    start('peer-stub', [stub.url, upstream.token]),
    start('relay', [stub.url]),
  ]);
  console.log(`  servers ready in ${((Date.now() - began) / 1000).toFixed(1)} s`);

  // Log the customer in through the BFF, as the SPA does. The stub's BFF shares the secret, so
  // the same cookie opens there too.
  const sessionCookie = await bffLogin(bff.url);

  const bffHeaders = { cookie: sessionCookie, 'x-csrf': '1', accept: 'application/json' };
  const peerHeaders = { accept: 'application/json' };
  const real = {
    bff: { url: `${bff.url}${ROUTE}`, headers: bffHeaders },
    peer: { url: `${peer.url}${UPSTREAM_ROUTE}`, headers: peerHeaders },
    direct: { url: `${upstream.url}${UPSTREAM_ROUTE}`, headers: directHeaders },
  };
  const stubbed = {
    bff: { url: `${bffStub.url}${ROUTE}`, headers: bffHeaders },
    // The same BFF with HOT_PATH=false: what the hot path earns, measured in the same run.
    hotoff: { url: `${hotOffStub.url}${ROUTE}`, headers: bffHeaders },
    peer: { url: `${peerStub.url}${UPSTREAM_ROUTE}`, headers: peerHeaders },
    floor: { url: `${relay.url}${UPSTREAM_ROUTE}`, headers: directHeaders },
    direct: { url: `${stub.url}${UPSTREAM_ROUTE}`, headers: directHeaders },
  };
  for (const [name, targets] of Object.entries({ real, stub: stubbed })) {
    for (const [kind, target] of Object.entries(targets)) await check(`${name} ${kind}`, target.url, target.headers);
  }

  // Cache-miss cookies: the logged-in session sealed again and again (a new salt and IV each time,
  // so every value is new to a BFF's LRU), with the BFF's secret and its id scheme.
  const secretId = String(parseInt(createHash('sha256').update(SESSION_SECRET).digest('hex').slice(0, 8), 16));
  const password = { [secretId]: SESSION_SECRET };
  const session = await unsealData(decodeURIComponent(sessionCookie.slice(COOKIE.length + 1)), { password, ttl: SESSION_TTL });
  const sealStart = Date.now();
  const missCookies = [];
  while (missCookies.length < MISS_REQUESTS + CONNECTIONS * 2 + 1) {
    missCookies.push(...(await Promise.all(Array.from({ length: 100 }, () => sealData(session, { password, ttl: SESSION_TTL })))));
  }
  console.log(`  sealed ${missCookies.length} cookies in ${((Date.now() - sealStart) / 1000).toFixed(1)} s`);
  await check('bff (fresh seal)', real.bff.url, { ...bffHeaders, cookie: `${COOKIE}=${missCookies.pop()}` });

  // The built-in upstream's servers are done by then: idle, they would still collect garbage and
  // sweep on the cores the stub runs need.
  const stubSuite = async () => {
    await stop('bff', 'peer', 'upstream');
    pinCores();
    const result = await suite("Stub upstream (fixed body: the proxy's own cost)", stubbed, missCookies, { bars: true });
    pinCores(false);
    return result;
  };
  try {
    return {
      realUpstream: PARTS.includes('real') ? await suite('Built-in upstream (PGlite on disk)', real, missCookies) : null,
      upload: PARTS.includes('upload') ? await uploadReport(bff.url) : null,
      stubUpstream: PARTS.includes('stub') ? await stubSuite() : null,
    };
  } finally {
    // The parts after start shops of their own: the bench's servers, idle, would still collect garbage
    // on the cores Chromium and the shop need.
    await stop();
  }
}

async function main() {
  const began = Date.now();
  const load1 = os.loadavg()[0];
  console.log(`Bench: ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}, load average ${load1.toFixed(2)}`);
  if (load1 > 0.5) console.log('  warning: the machine is busy with other work; numbers will be lower and noisier');

  const results = {
    date: new Date().toISOString(),
    commit: null,
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model ?? null,
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      loadAverageAtStart: round(load1, 2),
    },
    settings: {
      route: ROUTE,
      connections: CONNECTIONS,
      warmupSeconds: WARMUP,
      durationSeconds: DURATION,
      rounds: ROUNDS,
      rate: RATE,
      rateWarmupSeconds: RATE_WARMUP,
      rateSeconds: RATE_DURATION,
      rateLoad: 'open loop, evenly paced (scripts/bench/paced.mjs), undici pool of `connections`',
      missRequests: MISS_REQUESTS,
      processes: 'each server in its own child process (node --import tsx); autocannon in the parent',
    },
    units: {
      rps: 'requests per second',
      latency: 'milliseconds, measured per response',
      cpuUsPerRequest: 'CPU microseconds per request, by process',
      otherWorkPct: 'CPU used by other processes on the machine during the run, percent of all cores',
    },
    ...(['real', 'upload', 'stub'].some((part) => PARTS.includes(part)) ? await proxySuites(began) : { realUpstream: null, upload: null, stubUpstream: null }),
    catalogue: PARTS.includes('catalogue') ? await catalogueReport() : null,
    cataloguePostgres: PARTS.includes('catalogue') && BENCH_DATABASE_URL ? await catalogueReport(BENCH_DATABASE_URL) : null,
    details: PARTS.includes('details') && BENCH_DATABASE_URL ? await detailsReport(BENCH_DATABASE_URL) : null,
    webKbGzip: null,
    lighthouse: null,
    pages: null,
    checkout: null,
    redisOutage: null,
    seconds: 0,
  };
  if (PARTS.includes('web')) {
    results.webKbGzip = webReport();
    results.lighthouse = await lighthouse();
  }
  if (PARTS.includes('pages')) results.pages = await pagesReport();
  if (PARTS.includes('checkout') && BENCH_DATABASE_URL) results.checkout = await checkoutReport(BENCH_DATABASE_URL);
  if (PARTS.includes('redis')) results.redisOutage = await redisOutageReport();
  try {
    results.commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    // not a git checkout: the results carry no commit
  }
  results.seconds = round((Date.now() - began) / 1000, 1);
  await mkdir(new URL('../bench/', import.meta.url), { recursive: true });
  await writeFile(new URL('../bench/results.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nWrote bench/results.json (${results.seconds} s in all).`);
}

try {
  await main();
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await stop();
}
