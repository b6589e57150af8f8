import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { inClientSpan, type Tracer } from '@academy/shared/server/spans';

/**
 * A `db.query` span per statement, where statements enter the database (db/client.ts): on each
 * node-postgres connection, and on PGlite and its transactions. Only the statement's first words
 * name it (`select "courses"."id",`, `insert into "orders"`): never its parameters. The methods are
 * replaced on these objects only, and only when tracing is on; no module is patched.
 */

/** The statement's first three words, at most 60 characters: what it does and to what, no values. */
export function statementSummary(text: string): string {
  return text.trim().split(/\s+/, 3).join(' ').slice(0, 60);
}

const attributesOf = (system: 'postgresql' | 'pglite', text: string) => ({
  'db.system': system,
  'db.system.name': system,
  'db.operation.name': text.trim().split(/\s+/, 1)[0]!.toUpperCase(),
  'db.query.summary': statementSummary(text),
});

type Query = (...args: unknown[]) => unknown;

/** A node-postgres client's `query`, in its promise form (drizzle) and its callback form (pg-pool's `pool.query`, pg-boss). */
function traceClient(client: pg.PoolClient, tracer: Tracer) {
  const query = client.query.bind(client) as Query;
  (client as unknown as { query: Query }).query = (...args: unknown[]) => {
    const first = args[0] as string | { text?: string; submit?: unknown } | undefined;
    // A Submittable (a cursor, a stream) answers through events, not a promise: left as it is.
    const text = typeof first === 'string' ? first : typeof first?.submit === 'function' ? undefined : first?.text;
    if (text === undefined) return query(...args);
    const last = args.at(-1);
    if (typeof last !== 'function') return inClientSpan(tracer, 'db.query', attributesOf('postgresql', text), () => query(...args) as Promise<unknown>);
    const done = inClientSpan(
      tracer,
      'db.query',
      attributesOf('postgresql', text),
      () => new Promise((resolve, reject) => query(...args.slice(0, -1), (err: Error | null, res: unknown) => (err ? reject(err) : resolve(res)))),
    );
    done.then(
      (res) => (last as (err: Error | null, res?: unknown) => void)(null, res),
      (err: unknown) => (last as (err: unknown) => void)(err),
    );
    return undefined;
  };
}

/** Every connection the pool opens, so that the statements of a transaction (on one connection) are traced too. */
export function traceQueriesOfPool(pool: pg.Pool, tracer: Tracer) {
  pool.on('connect', (client) => traceClient(client, tracer));
}

type Queries = Pick<Transaction, 'query' | 'exec'>;

function traceQueries<T extends Queries>(target: T, tracer: Tracer): T {
  const query = target.query.bind(target);
  const exec = target.exec.bind(target);
  target.query = ((text: string, ...rest: unknown[]) =>
    inClientSpan(tracer, 'db.query', attributesOf('pglite', text), () => (query as Query)(text, ...rest) as Promise<unknown>)) as T['query'];
  target.exec = ((text: string, ...rest: unknown[]) =>
    inClientSpan(tracer, 'db.query', attributesOf('pglite', text), () => (exec as Query)(text, ...rest) as Promise<unknown>)) as T['exec'];
  return target;
}

/** PGlite's `query` and `exec`, and those of each transaction it opens (drizzle's `db.transaction`). */
export function traceQueriesOfPglite(client: PGlite, tracer: Tracer) {
  traceQueries(client, tracer);
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: (tx: Transaction) => Promise<unknown>) => transaction((tx) => callback(traceQueries(tx, tracer)))) as PGlite['transaction'];
}
