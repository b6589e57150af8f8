import type { RouteOptions } from 'fastify';
import t from 'tap';
import { PROXY_TABLE, type ProxyRoute } from '../../src/proxy/table.ts';
import { API, buildTestUpstream } from '../../../upstream/test/helper.ts';

/**
 * The proxy table (bff/src/proxy/table.ts) and the upstream's routes describe one contract twice:
 * each row must name a route the upstream has, with the very schemas that route validates with, and
 * the session the upstream asks for. A row that drifts (a renamed path, a schema edited on one side,
 * a route made customers-only) fails here rather than in front of a customer.
 */
const routes: RouteOptions[] = [];
const up = await buildTestUpstream(t, {}, { before: (app) => void app.addHook('onRoute', (route) => void routes.push(route)) });
const key = (row: ProxyRoute) => `${row.method} ${row.path}`;
/** Where the two sides differ on purpose, and why. */
const DIFFERS: Record<string, string> = {
  'POST auth/resend-verification': "the BFF sets the session's email on a customer's call; the upstream reads the session alone",
  'GET certificates/:id': 'looser at the BFF, so a mistyped number is told by the upstream that no certificate has it (shared/src/certificates.ts)',
  'GET certificates/:id/pdf': 'as GET certificates/:id',
  'GET files/:file': "served by the upstream's static files plugin at files/* (upstream/src/plugins/external/files.ts)",
};
const upstreamRoute = (row: ProxyRoute) => routes.find((r) => r.url === `${API}/${row.path}` && [r.method].flat().includes(row.method));

t.test('every row names an upstream route of the same method and path, validated by the same schemas', async (t) => {
  const problems = PROXY_TABLE.filter((row) => !(key(row) in DIFFERS)).flatMap((row) => {
    const route = upstreamRoute(row);
    if (!route) return [`${key(row)}: no such upstream route`];
    const schema = route.schema ?? {};
    return (
      [
        ['query', row.query, schema.querystring],
        ['body', row.body, schema.body],
        ['params', row.params, schema.params],
      ] as const
    )
      .filter(([, ours, theirs]) => ours !== undefined && ours !== theirs)
      .map(([part]) => `${key(row)}: its ${part} schema is not the upstream's`);
  });
  t.same(problems, [], 'the table and the routes agree');
  const stale = Object.keys(DIFFERS).filter((k) => !PROXY_TABLE.some((row) => key(row) === k));
  t.same(stale, [], 'each known difference is still a row');
});

t.test("each row's session is the one the upstream asks for", async (t) => {
  const problems: string[] = [];
  // A row that forwards its own credential (a webhook's secret) is refused upstream without it, session or not.
  for (const row of PROXY_TABLE.filter((r) => !r.forwardHeaders)) {
    const url = `${API}/${row.path.replace(/:[a-z_]+/gi, 'x')}`;
    const res = await up.app.inject({ method: row.method, url, ...(row.method === 'POST' && { payload: {} }) });
    // Without a bearer a route that needs a session answers 401 before it reads its input.
    const asksForOne = res.statusCode === 401;
    const needsOne = row.auth === 'customer' || row.auth === 'admin';
    if (asksForOne !== needsOne) problems.push(`${key(row)}: the table says ${row.auth}, the upstream answered ${res.statusCode} without a session`);
  }
  t.same(problems, [], 'public rows are public upstream, session rows are guarded there');
});
