import fp from 'fastify-plugin';
import { createJobQueue, type JobQueue } from './queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable work after a commit (jobs/queue.ts): plugins define their queues while the app loads. */
    jobs: JobQueue;
  }
}

/** The job queue: its workers start once every plugin has defined its queues, and stop before the database closes. */
export default fp(
  async (fastify) => {
    const jobs = createJobQueue({ database: fastify.database, log: fastify.log });
    fastify.decorate('jobs', jobs);
    fastify.metrics.gauge('jobs', 'Jobs not done yet, by queue and state (failed: given up on, waiting for the admin).', ['queue', 'state'], async (gauge) => {
      gauge.reset();
      for (const { queue, state, count } of await jobs.counts()) gauge.set({ queue, state }, count);
    });
    fastify.addHook('onReady', async () => jobs.start());
    fastify.addHook('onClose', async () => jobs.stop(fastify.config.DRAIN_SECONDS));
  },
  { name: 'jobs', dependencies: ['config', 'database'] },
);
