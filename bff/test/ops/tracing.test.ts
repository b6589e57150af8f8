import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t, { type Test } from 'tap';
import { startShopProcess } from '../../../scripts/shop-process.mjs';
import { copySeededDataDir } from '../../../upstream/test/template.ts';
import { attribute, fakeCollector, type OtlpSpan as Span } from '../../../shared/test/otlp-collector.ts';

const SERVER = 2;
const CLIENT = 3;

/** A browser's W3C trace context: a trace id of its own, its span the parent of the shop's first. */
const browserTrace = () => {
  const traceId = randomBytes(16).toString('hex');
  const parent = randomBytes(8).toString('hex');
  return { traceId, parent, traceparent: `00-${traceId}-${parent}-01` };
};

async function seededShop(t: Test, env: Record<string, string>) {
  const dataDir = await mkdtemp(join(tmpdir(), 'academy-tracing-'));
  await copySeededDataDir(dataDir);
  t.teardown(() => rm(dataDir, { recursive: true, force: true }));
  const shop = await startShopProcess({
    script: 'bff/src/server.ts',
    env: { DATA_DIR: dataDir, ADMIN_PASSWORD: 'tracing-admin-1', NODE_ENV: 'development', ...env },
  });
  t.teardown(() => shop.stop('SIGKILL'));
  return shop;
}

/**
 * The trace's spans from the browser's on: the BFF's server span, its client call, the upstream's
 * server span under that call, and the upstream's statements under it. Returns what it found.
 */
function assertChain(t: Test, spans: Span[], trace: { traceId: string; parent: string }, bffServer: (s: Span) => boolean) {
  const mine = spans.filter((s) => s.traceId === trace.traceId);
  const byId = new Map(mine.map((s) => [s.spanId, s]));
  const ancestors = (span: Span) => {
    const chain: Span[] = [];
    for (let s = byId.get(span.parentSpanId ?? ''); s; s = byId.get(s.parentSpanId ?? '')) chain.push(s);
    return chain;
  };
  const bff = mine.find((s) => s.kind === SERVER && s.parentSpanId === trace.parent);
  t.equal(bff && attribute(bff, 'academy.app'), 'bff', "it is the BFF's");
  t.ok(bff, "a server span whose parent is the browser's span (traceparent)");
  t.ok(bff && bffServer(bff), 'it is for the request sent');
  const call = mine.find((s) => s.kind === CLIENT && s.name !== 'db.query' && ancestors(s).includes(bff!));
  t.ok(call, 'a client span to the upstream under it');
  t.match(String(call && attribute(call, 'url.full')), /^http:\/\/127\.0\.0\.1:\d+\/api\/academy\//, 'the call is to the upstream');
  const upstream = mine.find((s) => s.kind === SERVER && s.parentSpanId === call?.spanId);
  t.ok(upstream, "the upstream's server span is the call's child: traceparent went with the call");
  t.equal(upstream && attribute(upstream, 'academy.app'), 'upstream', "it is the upstream's");
  const queries = mine.filter((s) => s.name === 'db.query' && upstream && ancestors(s).includes(upstream));
  t.ok(queries.length > 0, "a db.query span under the upstream's request");
  for (const q of queries) {
    t.equal(attribute(q, 'db.system'), 'pglite');
    t.match(String(attribute(q, 'db.query.summary')), /^(select|insert|update|delete|with|begin|commit)\b/i);
  }
  t.notOk(
    queries.some((q) => String(attribute(q, 'db.query.summary')).includes('nobody@example.com')),
    'no parameter in a statement span',
  );
}

/** A login with a wrong password, as the browser sends it with `traceparent`: its status. */
const wrongLogin = async (url: string, traceparent: string) =>
  (
    await fetch(`${url}/api/academy/auth/login`, {
      method: 'POST',
      headers: { 'x-csrf': '1', 'content-type': 'application/json', origin: url, traceparent },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
    })
  ).status;

t.test('with OTEL_EXPORTER_OTLP_ENDPOINT, a request is one trace from the browser through the BFF and the upstream to the database', async (t) => {
  const collector = await fakeCollector();
  t.teardown(() => collector.close());
  const shop = await seededShop(t, { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url });

  // Through Fastify: a login (its user looked up in the database).
  const login = browserTrace();
  t.equal(await wrongLogin(shop.url, login.traceparent), 401);
  // Through the hot path (bff/src/proxy/fast-path.ts), which Fastify never sees: the course list.
  const list = browserTrace();
  const courses = await fetch(`${shop.url}/api/academy/courses`, { headers: { 'x-csrf': '1', traceparent: list.traceparent } });
  t.equal(courses.status, 200);

  // The spans are batched: SIGTERM's shutdown sends them before the exit.
  t.equal(await shop.stop('SIGTERM'), 0, 'exited cleanly');
  const paths = collector.spans.map((s) => String(attribute(s, 'url.path') ?? attribute(s, 'http.route')));
  t.notOk(
    paths.some((path) => /\/(readyz|livez)/.test(path)),
    'the health probes (startShopProcess polls /readyz, which asks the upstream) make no spans',
  );
  t.test('the login', async (t) =>
    assertChain(t, collector.spans, login, (s) => s.name === 'request' && attribute(s, 'http.route') === '/api/academy/auth/login'),
  );
  t.test('the hot path', async (t) =>
    assertChain(t, collector.spans, list, (s) => attribute(s, 'academy.hot_path') === true && attribute(s, 'http.route') === '/api/academy/courses'),
  );
});

t.test('without it nothing is traced: no request reaches a collector', async (t) => {
  const collector = await fakeCollector();
  t.teardown(() => collector.close());
  // The exporter's own variables name the collector: only OTEL_EXPORTER_OTLP_ENDPOINT turns tracing on.
  const shop = await seededShop(t, { OTEL_EXPORTER_OTLP_ENDPOINT: '', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${collector.url}/v1/traces` });
  const list = browserTrace();
  t.equal((await fetch(`${shop.url}/api/academy/courses`, { headers: { 'x-csrf': '1', traceparent: list.traceparent } })).status, 200);
  t.equal(await wrongLogin(shop.url, browserTrace().traceparent), 401);
  t.equal(await shop.stop('SIGTERM'), 0, 'exited cleanly');
  t.equal(collector.posts(), 0, 'the collector heard nothing');
  t.notMatch(shop.output(), /opentelemetry|otel/i, 'and nothing was said about tracing');
});
