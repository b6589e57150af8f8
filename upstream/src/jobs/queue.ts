import { sql } from 'drizzle-orm';
import { fromDrizzle, type JobResult, PgBoss, type Queue } from 'pg-boss';
import type { Database, Executor } from '../db/client.ts';

/**
 * Installs or upgrades pg-boss's schema (it takes its own advisory lock, so upstreams started
 * together do not race): part of every migration (db/client.ts), so a start finds it ready.
 */
export async function installJobSchema(jobs: Database['jobs']) {
  const boss = new PgBoss({ ...jobs, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false });
}

/** A queue's rules: how often and how far apart a failing job is tried again, how long one may run. */
export type QueueRules = Omit<Queue, 'name'>;

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
  const queues: { name: string; rules: QueueRules; work: (data: never) => Promise<void> }[] = [];

  return {
    boss,
    /**
     * Declares a queue and the work each of its jobs does (its worker runs from start() on), and
     * answers how to add jobs: one per item of `data`; with `tx`, written in that transaction, so
     * they exist only if it commits.
     */
    define<T extends object>(name: string, rules: QueueRules, work: (data: T) => Promise<void>) {
      queues.push({ name, rules, work });
      return async (data: T[], tx?: Executor) => {
        if (data.length)
          await boss.insert(
            name,
            data.map((item) => ({ data: item })),
            tx ? { db: fromDrizzle(tx as Parameters<typeof fromDrizzle>[0], sql) } : {},
          );
      };
    },
    /** The queues (made or brought up to their rules) and their workers. */
    async start() {
      await boss.start();
      for (const { name, rules, work } of queues) {
        if (await boss.getQueue(name)) await boss.updateQueue(name, rules);
        else await boss.createQueue(name, { notify: true, ...rules });
        // Up to 10 jobs at once, each settled on its own (one failing mail retries alone). NOTIFY
        // wakes the worker as a job commits; it polls each second all the same, as NOTIFY can miss.
        const options = { batchSize: 10, perJobResults: true, burstWhenBatchFull: true, pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 1 } as const;
        await boss.work<never, JobResult[], typeof options>(name, options, async (batch) =>
          Promise.all(
            batch.map((job) =>
              work(job.data).then(
                (): JobResult => ({ id: job.id, status: 'completed' }),
                (err: unknown): JobResult => ({ id: job.id, status: 'failed', output: { message: err instanceof Error ? err.message : String(err) } }),
              ),
            ),
          ),
        );
      }
    },
    /** Stops taking jobs and lets those under way finish, for up to `seconds`. */
    stop: (seconds: number) => boss.stop({ graceful: true, timeout: seconds * 1000 }),
  };
}
export type JobQueue = ReturnType<typeof createJobQueue>;
