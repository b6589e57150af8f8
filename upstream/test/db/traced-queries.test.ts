import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import t from 'tap';
import { startTracing } from '../../../shared/src/server/tracing.ts';
import { attribute, fakeCollector } from '../../../shared/test/otlp-collector.ts';
import { statementSummary, traceQueriesOfPglite, traceQueriesOfPool } from '../../src/db/traced-queries.ts';

/**
 * The wrappers of upstream/src/db/traced-queries.ts on stand-ins for a node-postgres connection and
 * PGlite (the shop's own run, bff/test/ops/tracing.test.ts, is on PGlite and drizzle's promise
 * form only): both of pg's calling forms, PGlite's transactions, errors, and no span without a request.
 */
t.test('a db.query span per statement of a traced request, in every form a statement enters the database', async (t) => {
  const collector = await fakeCollector();
  t.teardown(() => collector.close());
  const tracing = await startTracing(collector.url, 'academy-test');
  if (!tracing) throw new Error('tracing did not start');
  const { tracer } = tracing;

  const seen: unknown[][] = [];
  const answer = (args: unknown[]) => {
    seen.push(args);
    if (String(args[0]).startsWith('fail')) throw new Error('syntax error');
    return { rows: [{ n: 1 }] };
  };
  // pg's Client#query: a promise without a callback (drizzle), the callback's answer with one (pg-pool's pool.query).
  const connection = {
    query(...args: unknown[]) {
      const callback = typeof args.at(-1) === 'function' ? (args.pop() as (err: Error | null, res?: unknown) => void) : undefined;
      const result = new Promise((resolve) => resolve(answer(args)));
      if (!callback) return result;
      result.then(
        (res) => callback(null, res),
        (err: unknown) => callback(err as Error),
      );
      return undefined;
    },
  };
  const pool = new EventEmitter();
  traceQueriesOfPool(pool as unknown as pg.Pool, tracer);
  pool.emit('connect', connection);
  const pglite = {
    query: async (...args: unknown[]) => answer(args),
    exec: async (...args: unknown[]) => [answer(args)],
    transaction: async (callback: (tx: unknown) => Promise<unknown>) =>
      callback({ query: async (...args: unknown[]) => answer(args), exec: async (...args: unknown[]) => [answer(args)] }),
  };
  traceQueriesOfPglite(pglite as unknown as PGlite, tracer);

  await connection.query('select "id" from "users" where "email" = $1', ['untraced@example.com']);
  let parentId = '';
  const viaCallback = await tracer.startActiveSpan('request', async (span) => {
    parentId = span.spanContext().spanId;
    t.same(await connection.query({ text: 'select "id", "email" from "users" where "email" = $1', values: ['secret@example.com'] }), { rows: [{ n: 1 }] });
    const answered = await new Promise((resolve) => {
      void connection.query('update "users" set "name" = $1', ['Secret Name'], (_err: Error | null, res: unknown) => resolve(res));
    });
    const failed = await new Promise((resolve) => {
      void connection.query('fail here', [], (err: Error | null) => resolve(err));
    });
    await pglite.query('insert into "orders" ("id") values ($1)', ['order-secret']);
    await pglite.exec('delete from "carts"');
    await pglite.transaction(async (tx) => (tx as PGlite).query('select 1'));
    span.end();
    return { answered, failed };
  });
  t.same(viaCallback.answered, { rows: [{ n: 1 }] }, "the callback form gets the connection's answer");
  t.match(viaCallback.failed, { message: 'syntax error' }, 'and its error');
  t.same(seen[2], ['update "users" set "name" = $1', ['Secret Name']], 'the callback form reaches the connection with its arguments, its callback replaced');
  await tracing.shutdown();

  const queries = collector.spans.filter((s) => s.name === 'db.query');
  t.same(
    queries.map((s) => [attribute(s, 'db.system'), attribute(s, 'db.query.summary'), s.parentSpanId]),
    [
      ['postgresql', 'select "id", "email"', parentId],
      ['postgresql', 'update "users" set', parentId],
      ['postgresql', 'fail here', parentId],
      ['pglite', 'insert into "orders"', parentId],
      ['pglite', 'delete from "carts"', parentId],
      ['pglite', 'select 1', parentId],
    ],
    'one span per statement of the request, its child, by what it does; the statement outside any request made none',
  );
  t.equal(queries[2]?.status?.code, 2, 'a failed statement is an error span');
  t.notMatch(JSON.stringify(collector.spans), /secret|untraced/i, 'no parameter in any span');
});

t.test("a statement's summary is its first three words, at most 60 characters", async (t) => {
  t.equal(statementSummary('  select  "a"."id",\n "a"."email" from "a" where "x" = $1'), 'select "a"."id", "a"."email"');
  t.equal(statementSummary('BEGIN'), 'BEGIN');
  t.equal(statementSummary(`select ${'x'.repeat(100)}`).length, 60);
});

t.test('without an endpoint there is no tracing at all', async (t) => {
  t.equal(await startTracing(undefined, 'academy'), undefined);
  t.equal(await startTracing('', 'academy'), undefined);
});
