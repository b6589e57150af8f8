import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courseListQuery, courseListResponse } from '@academy/shared/catalogue';
import { withErrors } from '@academy/shared/envelope';

/** `courses`: the public listing; it tells a signed-in buyer what they own. */
const courses: FastifyPluginAsyncZod = async (fastify) => {
  const { catalogue } = fastify;
  fastify.get(
    '/',
    { preValidation: fastify.optionalSession('customer'), schema: { querystring: courseListQuery, response: withErrors({ 200: courseListResponse }) } },
    async (request) => ({ code: 200, message: 'Courses', ...(await catalogue.list('course', request.query, request.user?.id)) }),
  );
};
export default courses;
