import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '@academy/shared/api-error';
import { adminPageQuery, createCourseRequest } from '@academy/shared/admin-catalogue';
import { slugParams } from '@academy/shared/catalogue';
import { adminName, parseItem } from '../catalogue-input.ts';

/** `admin/courses`: the courses table, the create form, and a course's lists for its update form (spec 2.5, 5, 7). */
const courses: FastifyPluginAsync = async (fastify) => {
  const { catalogue, catalogueAdmin } = fastify;

  fastify.get('/', async (request) => ({ code: 200, message: 'Courses', ...(await catalogue.list('course', parseInput(adminPageQuery, request.query))) }));

  fastify.post('/create', async (request, reply) => {
    const slug = await catalogueAdmin.createCourse(parseItem(createCourseRequest, request.body), adminName(request.user!));
    return reply.code(201).send({ code: 201, message: 'Course created successfully!', data: { slug } });
  });

  fastify.get('/:slug/videos', async (request) => {
    const { slug } = parseInput(slugParams, request.params);
    return { code: 200, message: 'Course videos', data: await catalogueAdmin.courseVideos(slug) };
  });
};
export default courses;
