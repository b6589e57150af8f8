import t from 'tap';
import { buildTestUpstream } from '../../../upstream/test/helper.ts';
import { buildBff } from '../../src/build.ts';
import { loadBffConfig } from '../../src/config.ts';

// Both services at info, as `npm start` runs them, their lines caught as the process's stdout would get them.
const lines: Record<
  'bff' | 'upstream',
  { reqId?: string; msg: string; req?: { method: string; url: string }; res?: { statusCode: number }; responseTime?: number; sampled?: number }[]
> = {
  bff: [],
  upstream: [],
};
const catcher = (into: keyof typeof lines) => ({ write: (line: string) => void lines[into].push(JSON.parse(line)) });
const up = await buildTestUpstream(t, { LOG_LEVEL: 'info' }, { listen: true, logStream: catcher('upstream') });
const env = {
  NODE_ENV: 'test',
  DATA_DIR: up.dataDir,
  SESSION_SECRET: 'a-session-secret-of-at-least-thirty-two-chars',
  PUBLIC_URL: 'http://localhost:3000',
  LOG_LEVEL: 'info',
};
const config = loadBffConfig(env);
const bff = await buildBff(config, up.url, { logStream: catcher('bff') });
t.teardown(() => bff.close());
// The same BFF logging every request, into its own list.
const everyLine: (typeof lines)['bff'] = [];
const bffLoggingAll = await buildBff(loadBffConfig({ ...env, ACCESS_LOG_SAMPLE: '1' }), up.url, {
  logStream: { write: (line: string) => void everyLine.push(JSON.parse(line)) },
});
t.teardown(() => bffLoggingAll.close());
const [origin, originLoggingAll] = await Promise.all([bff, bffLoggingAll].map((b) => b.listen({ host: '127.0.0.1', port: 0 })));

t.test('each service writes one line per request, when it is answered, with its status and duration', async (t) => {
  // Through the hot path (a proxied read) and through Fastify's routes (a refused path).
  for (const [url, status] of [
    ['/api/academy/courses?page=1&length=2', 200],
    ['/api/academy/nothing-here', 404],
  ] as const) {
    t.equal((await fetch(`${origin}${url}`, { headers: { 'x-csrf': '1' } })).status, status);
    const mine = lines.bff.filter((l) => l.req?.url === url);
    t.equal(mine.length, 1, `${url}: one BFF line`);
    t.match(mine[0], { msg: 'request completed', reqId: String, req: { method: 'GET' }, res: { statusCode: status }, responseTime: Number });
    if (status === 200) {
      const upstream = lines.upstream.filter((l) => l.reqId === mine[0]!.reqId);
      t.equal(upstream.length, 1, 'one upstream line, under the same request id');
      t.match(upstream[0], { msg: 'request completed', res: { statusCode: 200 }, responseTime: Number });
    }
  }
});

t.test('probes, whose routes log from warn, write nothing', async (t) => {
  const before = lines.bff.length;
  t.equal((await bff.inject({ method: 'GET', url: '/livez' })).statusCode, 200);
  t.equal(lines.bff.length, before);
});

t.test('successful answers from memory write one line in ACCESS_LOG_SAMPLE, marked with it; 1 logs each', async (t) => {
  const listing = '/api/academy/courses?page=1&length=3';
  // Built files, a screen's shell once its path is known, a visitor's shared read once kept: 100 of each kind, one after another.
  const kinds = [
    { url: '/favicon.svg', headers: {} },
    { url: '/dashboard', headers: { accept: 'text/html' } },
    { url: listing, headers: { 'x-csrf': '1' } },
  ];
  for (const base of [origin, originLoggingAll])
    for (const { url, headers } of kinds) t.equal((await fetch(`${base}${url}`, { headers })).status, 200, `${url}: first`);
  const before = { sampled: lines.bff.length, all: everyLine.length };
  for (const base of [origin, originLoggingAll])
    for (const { url, headers } of kinds) for (let i = 0; i < 100; i++) t.equal((await fetch(`${base}${url}`, { headers })).status, 200);
  const sampled = lines.bff.slice(before.sampled);
  // One in 100 of the 300 answers from memory, whichever kind it fell on, each saying it stands for 100.
  t.equal(sampled.length, 3, 'three lines for 300 answers');
  t.ok(
    sampled.every((l) => l.msg === 'request completed' && l.sampled === 100 && kinds.some((k) => k.url === l.req?.url)),
    'each line one of theirs, marked as standing for 100',
  );
  const all = everyLine.slice(before.all);
  for (const { url } of kinds)
    t.equal(all.filter((l) => l.req?.url === url && l.sampled === undefined).length, 100, `${url}: a line each with ACCESS_LOG_SAMPLE=1`);
  // A failure is never sampled away: the upstream's refusal of a page past the end, through the same hot path.
  const refused = '/api/academy/courses?page=1&length=0';
  for (let i = 0; i < 3; i++) t.equal((await fetch(`${origin}${refused}`, { headers: { 'x-csrf': '1' } })).status, 422);
  t.equal(lines.bff.filter((l) => l.req?.url === refused).length, 3, 'each refused read logged');
});
