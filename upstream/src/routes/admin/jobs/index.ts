import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@academy/shared/api-error';
import { messageResponse, noInput, withErrors } from '@academy/shared/envelope';
import { jobIdParams, jobsResponse } from '@academy/shared/jobs';

/** `admin/jobs`: work promised after a commit (mails) that is not done yet, and a failed job sent again. */
const jobs: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get('/', { schema: { querystring: noInput, response: withErrors({ 200: jobsResponse }) } }, async () => ({
    code: 200,
    message: 'Jobs',
    data: { jobs: await fastify.jobs.pending() },
  }));

  fastify.post('/:id/retry', { schema: { params: jobIdParams, body: noInput, response: withErrors({ 200: messageResponse }) } }, async (request) => {
    if (!(await fastify.jobs.retry(request.params.id))) throw new ApiError(404, 'No failed job with this id');
    return { code: 200, message: 'It is being tried again now' };
  });
};
export default jobs;
