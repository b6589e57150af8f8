import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@academy/shared/api-error';
import { jobList, retryJob } from '@academy/shared/endpoints/admin-shop';
import { route } from '../../../http/declared.ts';

/** `admin/jobs`: work promised after a commit (mails) that is not done yet, and a failed job sent again. */
const jobs: FastifyPluginAsyncZod = async (fastify) => {
  route(fastify, jobList, async () => ({
    code: 200,
    message: 'Jobs',
    data: { jobs: await fastify.jobs.pending() },
  }));

  route(fastify, retryJob, async (request) => {
    if (!(await fastify.jobs.retry(request.params.id))) throw new ApiError(404, 'No failed job with this id');
    return { code: 200, message: 'It is being tried again now' };
  });
};
export default jobs;
