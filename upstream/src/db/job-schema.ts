import { type Db, PgBoss } from 'pg-boss';

/**
 * Installs or upgrades pg-boss's schema (it takes its own advisory lock, so upstreams started
 * together do not race): part of every migration (client.ts), so a start finds it ready for
 * jobs/queue.ts.
 */
export async function installJobSchema(jobs: { db: Db; backend: 'postgres' | 'pglite' }) {
  const boss = new PgBoss({ ...jobs, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false });
}
