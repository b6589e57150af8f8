import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courseListQuery, courseListResponse } from '@academy/shared/catalogue';
import { withErrors } from '@academy/shared/envelope';
import { publicListing } from '../public-answers.ts';

/** `courses`: the public listing (from memory); it tells a signed-in buyer what they own. */
const courses: FastifyPluginAsyncZod = async (fastify) => {
  const listing = publicListing(fastify, 'course', 'Courses');
  fastify.get(
    '/',
    { preValidation: fastify.optionalSession('customer'), schema: { querystring: courseListQuery, response: withErrors({ 200: courseListResponse }) } },
    async (request, reply) => listing(request, reply, request.query),
  );
};
export default courses;
