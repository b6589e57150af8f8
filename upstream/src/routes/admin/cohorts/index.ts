import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addCohort, adminCourseCohorts, deleteCohort, saveCohort } from '@academy/shared/endpoints/cohorts';
import { route } from '../../../http/declared.ts';
import { audited } from '../audited.ts';

/** `admin/courses/:slug/cohorts` and `admin/cohorts/:id`: a course's dated runs with seats, which buying joins. */
const cohorts: FastifyPluginAsyncZod = async (fastify) => {
  const { cohorts: runs } = fastify;

  route(fastify, adminCourseCohorts, async (request) => ({ code: 200, message: 'Cohorts', data: await runs.adminList(request.params.slug) }));

  route(fastify, addCohort, async (request, reply) =>
    reply.code(201).send({ code: 201, message: 'Cohort added', data: await runs.create(audited(addCohort, request), request.params.slug, request.body) }),
  );

  route(fastify, saveCohort, async (request) => ({
    code: 200,
    message: 'Cohort saved',
    data: await runs.update(audited(saveCohort, request), request.params.id, request.body),
  }));

  route(fastify, deleteCohort, async (request) => ({
    code: 200,
    message: 'Cohort removed',
    data: await runs.remove(audited(deleteCohort, request), request.params.id),
  }));
};
export default cohorts;
