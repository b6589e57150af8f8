import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courseList } from '@academy/shared/endpoints/catalogue';
import { route } from '../../http/declared.ts';
import { publicListing } from '../public-answers.ts';

/** `courses`: the public listing (from memory); it tells a signed-in buyer what they own. */
const courses: FastifyPluginAsyncZod = async (fastify) => {
  const listing = publicListing(fastify, 'course', 'Courses');
  route(fastify, courseList, { preValidation: fastify.optionalSession('customer') }, async (request, reply) => listing(request, reply, request.query));
};
export default courses;
