import t from 'tap';
import { buildTestUpstream } from '../../../upstream/test/helper.ts';
import { buildBff } from '../../src/build.ts';
import { loadBffConfig } from '../../src/config.ts';

// Both services at info, as `npm start` runs them, their lines caught as the process's stdout would get them.
const lines: Record<
  'bff' | 'upstream',
  { reqId?: string; msg: string; req?: { method: string; url: string }; res?: { statusCode: number }; responseTime?: number }[]
> = {
  bff: [],
  upstream: [],
};
const catcher = (into: keyof typeof lines) => ({ write: (line: string) => void lines[into].push(JSON.parse(line)) });
const up = await buildTestUpstream(t, { LOG_LEVEL: 'info' }, { listen: true, logStream: catcher('upstream') });
const config = loadBffConfig({
  NODE_ENV: 'test',
  DATA_DIR: up.dataDir,
  SESSION_SECRET: 'a-session-secret-of-at-least-thirty-two-chars',
  PUBLIC_URL: 'http://localhost:3000',
  LOG_LEVEL: 'info',
});
const bff = await buildBff(config, up.url, { logStream: catcher('bff') });
t.teardown(() => bff.close());

t.test('each service writes one line per request, when it is answered, with its status and duration', async (t) => {
  const origin = await bff.listen({ host: '127.0.0.1', port: 0 });
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
