import type { RouteOptions } from 'fastify';
import t from 'tap';
import { ENDPOINTS } from '@academy/shared/endpoints';
import type { Endpoint } from '@academy/shared/endpoints/define';
import { noInput } from '@academy/shared/envelope';
import { PROXY_TABLE } from '../../src/proxy/table.ts';
import { API, buildTestUpstream } from '../../../upstream/test/helper.ts';

/**
 * Each endpoint is declared once (shared/src/endpoints/): the upstream registers its route from the
 * declaration (upstream/src/http/declared.ts) and the BFF's table (bff/src/proxy/table.ts) is built
 * from it. This holds them to it: every row a declaration, every declaration a row and an upstream
 * route validated by the very same schemas, and the session the upstream asks for. A route written
 * by hand beside its declaration, a row that is not declared, a guard that does not match its
 * declared auth fails here rather than in front of a customer.
 */
const routes: RouteOptions[] = [];
const up = await buildTestUpstream(t, {}, { before: (app) => void app.addHook('onRoute', (route) => void routes.push(route)) });
const key = (e: Endpoint) => `${e.method} ${e.path}`;
const PARTS = ['query', 'body', 'params'] as const;

/** Rows whose input the BFF reads otherwise than their declaration, and why. */
const BFF_DIFFERS: Record<string, string> = {
  'POST auth/resend-verification': "the BFF sets the session's email on a customer's call; the upstream reads the session alone",
  'GET certificates/:id': 'looser at the BFF, so a mistyped number is told by the upstream that no certificate has it (shared/src/certificates.ts)',
  'GET certificates/:id/pdf': 'as GET certificates/:id',
};
/** Declarations no route of the upstream's is built from, and why. */
const NO_ROUTE: Record<string, string> = {
  'GET files/:file': "served by the upstream's static files plugin at files/* (upstream/src/plugins/external/files.ts)",
};
const upstreamRoute = (e: Endpoint) => routes.find((r) => r.url === `${API}/${e.path}` && [r.method].flat().includes(e.method));

t.test('every row of the table is a declared endpoint, and every declared endpoint a row', async (t) => {
  const declared = new Map(ENDPOINTS.map((e) => [key(e), e]));
  t.equal(declared.size, ENDPOINTS.length, 'each method and path is declared once');
  const problems = PROXY_TABLE.flatMap((row) => {
    const endpoint = declared.get(key(row));
    if (!endpoint) return [`${key(row)}: not declared in shared/src/endpoints/`];
    if (row.auth !== endpoint.auth || row.response !== endpoint.response) return [`${key(row)}: not its declaration's auth or answers`];
    if (key(row) in BFF_DIFFERS) return [];
    // A part the declaration takes no input in is not read by the BFF (bff/src/proxy/table.ts).
    return PARTS.filter((part) => row[part] !== endpoint[part] && !(row[part] === undefined && endpoint[part] === noInput)).map(
      (part) => `${key(row)}: its ${part} schema is not its declaration's`,
    );
  });
  t.same(problems, [], 'the table is the declarations');
  const rows = new Set(PROXY_TABLE.map(key));
  t.same(ENDPOINTS.filter((e) => !rows.has(key(e))).map(key), [], 'no declaration is left out of the table');
  t.equal(rows.size, PROXY_TABLE.length, 'no row twice');
  const same = PROXY_TABLE.filter((row) => key(row) in BFF_DIFFERS && PARTS.every((part) => row[part] === declared.get(key(row))?.[part])).map(key);
  t.same(same, [], 'each known difference still differs');
});

t.test('every declared endpoint is an upstream route of the same method and path, with the same schemas', async (t) => {
  const problems = ENDPOINTS.filter((e) => !(key(e) in NO_ROUTE)).flatMap((endpoint) => {
    const route = upstreamRoute(endpoint);
    if (!route) return [`${key(endpoint)}: no such upstream route`];
    const schema = route.schema ?? {};
    return (
      [
        ['query', endpoint.query, schema.querystring],
        ['body', endpoint.body, schema.body],
        ['params', endpoint.params, schema.params],
        ['response', endpoint.response, schema.response],
      ] as const
    )
      .filter(([, ours, theirs]) => ours !== theirs)
      .map(([part]) => `${key(endpoint)}: its ${part} schema is not the upstream's`);
  });
  t.same(problems, [], 'the declarations and the routes agree');
  const routed = Object.keys(NO_ROUTE).filter((k) => ENDPOINTS.some((e) => key(e) === k && upstreamRoute(e)));
  t.same(routed, [], 'each endpoint said to have no route still has none');
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
    if (asksForOne !== needsOne) problems.push(`${key(row)}: declared ${row.auth}, the upstream answered ${res.statusCode} without a session`);
  }
  t.same(problems, [], 'public endpoints are public upstream, session endpoints are guarded there');
});
