import fp from 'fastify-plugin';
import { type Cohorts, createCohorts } from './cohorts.ts';
import { cohortPersonalData } from './personal-data.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Courses' dated runs with seats, and who is in which (the cohorts and cohort_members tables). */
    cohorts: Cohorts;
  }
}

export default fp(
  async (fastify) => {
    const { clock, database } = fastify;
    fastify.decorate('cohorts', createCohorts({ db: database.db, clock }));
    fastify.dataRequests.add(cohortPersonalData(database.db));
  },
  { name: 'cohorts', dependencies: ['config', 'database', 'data-requests'] },
);
