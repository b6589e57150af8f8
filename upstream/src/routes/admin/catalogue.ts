import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { ApiError, describeIssue, parseInput, refuseControlCharacters } from '@academy/shared/api-error';
import { adminPageQuery, createCourseRequest, createRobotRequest, updateCourseRequest, updateItemRequest } from '@academy/shared/admin-catalogue';
import { slugParams } from '@academy/shared/catalogue';
import { WIRE } from '@academy/shared/constants';

/** A missing or blank field is the original API's 'empty fields'; anything else says what is wrong. */
function parseItem<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  refuseControlCharacters(body);
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const missing = result.error.issues.some((i) => /required/.test(i.message) || (i.code === 'invalid_type' && /undefined/.test(i.message)));
  throw new ApiError(422, missing ? WIRE.emptyFields : describeIssue(result.error));
}

/** The catalogue tables and the create and update forms (spec 2.5, 5, 7). */
const catalogue: FastifyPluginAsync = async (fastify) => {
  const { catalogue: shop, catalogueAdmin } = fastify.services;
  fastify.addHook('preHandler', fastify.requireSession('admin'));
  const adminName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();

  fastify.get('/robots', async (request) => ({ code: 200, message: 'Robots', ...(await shop.list('robot', parseInput(adminPageQuery, request.query))) }));
  fastify.get('/courses', async (request) => ({ code: 200, message: 'Courses', ...(await shop.list('course', parseInput(adminPageQuery, request.query))) }));

  fastify.post('/robots/create', async (request, reply) => {
    const slug = await catalogueAdmin.createRobot(parseItem(createRobotRequest, request.body), adminName(request.user!));
    return reply.code(201).send({ code: 201, message: 'Robot created successfully!', data: { slug } });
  });
  fastify.post('/courses/create', async (request, reply) => {
    const slug = await catalogueAdmin.createCourse(parseItem(createCourseRequest, request.body), adminName(request.user!));
    return reply.code(201).send({ code: 201, message: 'Course created successfully!', data: { slug } });
  });

  fastify.post('/updateRobot', async (request) => {
    await catalogueAdmin.update('robot', parseInput(updateItemRequest, request.body));
    return { code: 200, message: 'robot updated successfully' };
  });
  fastify.post('/updateCourse', async (request) => {
    await catalogueAdmin.update('course', parseInput(updateCourseRequest, request.body));
    return { code: 200, message: 'Course updated successfully' };
  });
  fastify.get('/courses/:slug/videos', async (request) => {
    const { slug } = parseInput(slugParams, request.params);
    return { code: 200, message: 'Course videos', data: await catalogueAdmin.courseVideos(slug) };
  });
};
export default catalogue;
