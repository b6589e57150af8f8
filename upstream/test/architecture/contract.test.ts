import type { RouteOptions } from 'fastify';
import t from 'tap';
import { z } from 'zod';
import { errorResponse, fileResponse } from '@academy/shared/envelope';
import { buildTestUpstream } from '../helper.ts';

/**
 * The API contract is declared, not implied: every route of the upstream names its input
 * (querystring, body or params; `noInput` when it reads none) and every answer it gives (a success
 * and the `{code, message}` error for 4xx and 5xx), so nothing unchecked comes in and no field leaks out.
 */
const routes: RouteOptions[] = [];
await buildTestUpstream(t, {}, { before: (app) => void app.addHook('onRoute', (route) => void routes.push(route)) });
const name = ({ method, url }: RouteOptions) => `${String(method)} ${url}`;
const successes = (route: RouteOptions) =>
  Object.entries((route.schema?.response ?? {}) as Record<string, unknown>).filter(([status]) => /^(2\d\d|303)$/.test(status));

/** A JSON success is `{code, message, ...}` (a union's every option is). */
const isEnvelope = (schema: unknown): boolean =>
  schema instanceof z.ZodUnion ? schema.options.every(isEnvelope) : schema instanceof z.ZodObject && 'code' in schema.shape && 'message' in schema.shape;

t.test('every route declares its request and its responses', async (t) => {
  t.ok(routes.length > 50, `the routes were seen (${routes.length})`);
  const missing = routes.flatMap((route) => {
    const { schema } = route;
    const problems: string[] = [];
    if (!schema?.querystring && !schema?.body && !schema?.params) problems.push(`${name(route)}: no request schema`);
    const response = (schema?.response ?? {}) as Record<string, unknown>;
    if (successes(route).length === 0) problems.push(`${name(route)}: no success response schema`);
    if (response['4xx'] !== errorResponse || response['5xx'] !== errorResponse) problems.push(`${name(route)}: no error response schema`);
    return problems;
  });
  t.same(missing, [], 'no route lacks a schema');
});

t.test('a success is a JSON envelope, or bytes on the routes that stream files', async (t) => {
  const files = routes.filter((route) => successes(route).some(([, schema]) => schema === fileResponse));
  t.same(
    [...new Set(files.map(({ url }) => url))].sort(),
    [
      '/api/academy/admin/audit.csv',
      '/api/academy/admin/revenues/csv',
      '/api/academy/admin/robots/:slug/licence-check.mqh',
      '/api/academy/admin/users/:id/data-export',
      '/api/academy/certificates/:id/pdf',
      '/api/academy/files/*',
      '/api/academy/live-sessions/:id/calendar',
      '/api/academy/media/:file',
      '/api/academy/preview/:file',
      '/api/academy/robots/download/:token',
      '/api/academy/user/data-export',
    ],
    'only the file routes answer bytes',
  );
  const notEnvelopes = routes.filter((route) => !files.includes(route) && !successes(route).every(([, schema]) => isEnvelope(schema)));
  t.same(notEnvelopes.map(name), [], 'every other success is {code, message, ...}');
});
