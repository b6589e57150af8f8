import type { RouteOptions } from 'fastify';
import t from 'tap';
import { buildTestUpstream } from '../helper.ts';

/**
 * The API contract is declared, not implied: every route of the upstream names its input
 * (querystring, body or params; `noInput` when it reads none) and every answer it gives (a success
 * and the `{code, message}` error for 4xx and 5xx), so nothing unchecked comes in and no field leaks out.
 */
t.test('every route declares its request and its responses', async (t) => {
  const routes: RouteOptions[] = [];
  await buildTestUpstream(t, {}, { before: (app) => void app.addHook('onRoute', (route) => void routes.push(route)) });
  t.ok(routes.length > 50, `the routes were seen (${routes.length})`);

  const missing = routes.flatMap(({ method, url, schema }) => {
    const name = `${String(method)} ${url}`;
    const problems: string[] = [];
    if (!schema?.querystring && !schema?.body && !schema?.params) problems.push(`${name}: no request schema`);
    const response = (schema?.response ?? {}) as Record<string, unknown>;
    if (!Object.keys(response).some((status) => /^2\d\d$/.test(status))) problems.push(`${name}: no success response schema`);
    if (!response['4xx'] || !response['5xx']) problems.push(`${name}: no error response schema`);
    return problems;
  });
  t.same(missing, [], 'no route lacks a schema');
});
