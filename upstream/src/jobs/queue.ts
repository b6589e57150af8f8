import { setTimeout } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { fromDrizzle, type JobResult, PgBoss, type Queue } from 'pg-boss';
import { JOB_STATES, type JobEntry } from '@academy/shared/jobs';
import type { Database, Executor } from '../db/client.ts';

/** pgboss.job's columns as pending() reads them (pg-boss documents its schema for SQL use). */
interface JobRow {
  id: string;
  name: string;
  state: JobEntry['state'];
  retry_count: number;
  retry_limit: number;
  error: string | null;
  created_on: Date | string;
  start_after: Date | string;
  about: string;
}

/** An open transaction of the shop's own, as pg-boss takes one. */
const inTransaction = (tx: Executor) => fromDrizzle(tx as Parameters<typeof fromDrizzle>[0], sql);

/** How often `run` looks whether its job has ended. */
const POLL_MS = 50;

/** A periodic job's latest run that ended: its summary, or why it failed. */
interface LastRun {
  startedAt: Date | null;
  finishedAt: Date | null;
  summary: Record<string, number> | null;
  error: string | null;
}

/** A periodic job (JobQueue.periodic): one run now, and the latest that ended. */
export interface PeriodicJob<T extends object> {
  run(): Promise<T>;
  last(): Promise<LastRun | null>;
}

/** A queue's rules: how often and how far apart a failing job is tried again, how long one may run. */
type QueueRules = Omit<Queue, 'name'>;

/**
 * For work promised to someone outside (a mail, a Telegram call): tried again after 5 s, then twice
 * as long each time up to an hour, 12 times in all (about half a day); then it waits, failed, for the admin.
 */
export const PROMISE_RULES: QueueRules = { retryLimit: 12, retryDelay: 5, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 120 };

/**
 * Work promised by a change that must outlive the process (a receipt after a payment, a reset
 * mail): a job in the shop's own database, through pg-boss, on PostgreSQL and on PGlite alike.
 * A job sent with the change's transaction (`tx`) exists exactly when the change does (a
 * transactional outbox): a crash after the commit leaves the job to the next start; a rollback, no
 * job. A failing job is tried again with backoff; past its queue's retryLimit it stays, failed,
 * for the admin to see and send again.
 */
export function createJobQueue(opts: { database: Database; log: { error(obj: object, msg: string): void } }) {
  const { jobs } = opts.database;
  const boss = new PgBoss({
    db: jobs.db,
    backend: jobs.backend,
    // PGlite is one connection in this process: its NOTIFY wakes the worker the moment a job commits.
    useListenNotify: jobs.backend === 'pglite',
  });
  boss.on('error', (err) => opts.log.error({ err }, 'job queue error'));
  const queues: { name: string; rules: QueueRules; work: (data: never) => Promise<unknown>; cron?: string | null }[] = [];
  // The queues of promised work (define), which the admin's list shows; not the schedules' ticks.
  const promised: string[] = [];

  return {
    boss,
    /**
     * Declares a queue and the work each of its jobs does (its worker runs from start() on), and
     * answers how to add jobs: one per item of `data`; with `tx`, written in that transaction, so
     * they exist only if it commits.
     */
    define<T extends object>(name: string, rules: QueueRules, work: (data: T) => Promise<unknown>) {
      queues.push({ name, rules, work });
      promised.push(name);
      return async (data: T[], tx?: Executor) => {
        if (data.length)
          await boss.insert(
            name,
            data.map((item) => ({ data: item })),
            tx ? { db: inTransaction(tx) } : {},
          );
      };
    },
    /**
     * Work on a schedule (`cron`, once across every instance; null: only on demand) that runs one
     * at a time across instances (a singleton queue). `run` starts one now and answers its result;
     * `last` is the latest run that ended, for the admin.
     */
    periodic<T extends object>(name: string, cron: string | null, work: () => Promise<T>): PeriodicJob<T> {
      queues.push({ name, rules: { policy: 'singleton', retryLimit: 0, expireInSeconds: 15 * 60 }, work, cron });
      return {
        async run(): Promise<T> {
          const id = await boss.send(name, {});
          for (;;) {
            const [job] = id ? await boss.findJobs(name, { id }) : [];
            if (!job) throw new Error(`the ${name} job is gone`);
            if (job.state === 'completed') return job.output as T;
            if (job.state === 'failed') throw new Error((job.output as { message?: string } | null)?.message ?? `${name} failed`);
            await setTimeout(POLL_MS);
          }
        },
        async last(): Promise<LastRun | null> {
          const { rows } = await jobs.db.executeSql(
            `select started_on, completed_on, state, output from pgboss.job where name = $1 and state in ('completed', 'failed') order by completed_on desc limit 1`,
            [name],
          );
          const row = rows[0] as { started_on: Date | string | null; completed_on: Date | string | null; state: string; output: object | null } | undefined;
          if (!row) return null;
          const failed = row.state === 'failed';
          return {
            startedAt: row.started_on ? new Date(row.started_on) : null,
            finishedAt: row.completed_on ? new Date(row.completed_on) : null,
            summary: failed ? null : (row.output as Record<string, number> | null),
            error: failed ? ((row.output as { message?: string } | null)?.message ?? 'failed') : null,
          };
        },
      };
    },
    /** The queues (made or brought up to their rules), their schedules and their workers. */
    async start() {
      await boss.start();
      for (const { name, rules, work, cron } of queues) {
        // A queue's policy is set when it is made (a restart brings the rest up to date).
        const { policy: _policy, ...update } = rules;
        if (await boss.getQueue(name)) await boss.updateQueue(name, update);
        else await boss.createQueue(name, { notify: true, ...rules });
        if (cron) await boss.schedule(name, cron);
        else if (cron === null) await boss.unschedule(name);
        // Up to 10 jobs at once, each settled on its own (one failing mail retries alone). NOTIFY
        // wakes the worker as a job commits; it polls each second all the same, as NOTIFY can miss.
        const options = { batchSize: 10, perJobResults: true, burstWhenBatchFull: true, pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 1 } as const;
        await boss.work<never, JobResult[], typeof options>(name, options, async (batch) =>
          Promise.all(
            batch.map((job) =>
              work(job.data).then(
                (output): JobResult => ({ id: job.id, status: 'completed', ...(typeof output === 'object' && output !== null && { output }) }),
                (err: unknown): JobResult => ({ id: job.id, status: 'failed', output: { message: err instanceof Error ? err.message : String(err) } }),
              ),
            ),
          ),
        );
      }
    },
    /** Promised work not done yet (JOB_STATES), newest first: the admin's view (a periodic run says how it went where it is shown). */
    async pending(limit = 100): Promise<JobEntry[]> {
      const { rows } = await jobs.db.executeSql(
        `select id, name, state, retry_count, retry_limit, output->>'message' as error, created_on, start_after,
                coalesce(data->>'about', concat_ws(' to ', data->>'subject', data->>'to')) as about
           from pgboss.job where state = any($1) and name = any($2) order by created_on desc limit $3`,
        [JOB_STATES, promised, limit],
      );
      return (rows as JobRow[]).map((r) => ({
        id: r.id,
        queue: r.name,
        state: r.state,
        about: r.about || r.name,
        retries: r.retry_count,
        retry_limit: r.retry_limit,
        error: r.error ?? null,
        created_at: new Date(r.created_on).toISOString(),
        next_try_at: r.state === 'created' || r.state === 'retry' ? new Date(r.start_after).toISOString() : null,
      }));
    },
    /** How many jobs wait, run, wait to be tried again, or failed, by queue: the metrics' queue depth. */
    async counts(): Promise<{ queue: string; state: string; count: number }[]> {
      const { rows } = await jobs.db.executeSql(
        `select name as queue, state, count(*)::int as count from pgboss.job where state = any($1) group by name, state`,
        [JOB_STATES],
      );
      return rows as { queue: string; state: string; count: number }[];
    },
    /** A failed job sent again now, as a new job with every try ahead of it; false when there is no such failed job. */
    async retry(id: string): Promise<boolean> {
      return opts.database.db.transaction(async (tx) => {
        const db = inTransaction(tx);
        const { rows } = await db.executeSql(`select name, data from pgboss.job where id = $1 and state = 'failed' for update`, [id]);
        const failed = rows[0] as { name: string; data: object } | undefined;
        if (!failed) return false;
        await boss.send(failed.name, failed.data, { db });
        await boss.deleteJob(failed.name, id, { db });
        return true;
      });
    },
    /** Stops taking jobs and lets those under way finish, for up to `seconds`. */
    stop: (seconds: number) => boss.stop({ graceful: true, timeout: seconds * 1000 }),
  };
}
export type JobQueue = ReturnType<typeof createJobQueue>;
