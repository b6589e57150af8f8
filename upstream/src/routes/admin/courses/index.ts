import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCatalogueQuery, createCourseRequest, createItemResponse, editableCourseResponse } from '@academy/shared/admin-catalogue';
import { courseListResponse, slugParams } from '@academy/shared/catalogue';
import { withErrors } from '@academy/shared/envelope';
import { adminName, itemInput } from '../catalogue-input.ts';

/** `admin/courses`: the courses table, the create form, and a course as its update form edits it (docs/requirements.md#admin-area). */
const courses: FastifyPluginAsyncZod = async (fastify) => {
  const { catalogue, catalogueAdmin } = fastify;

  fastify.get('/', { schema: { querystring: adminCatalogueQuery, response: withErrors({ 200: courseListResponse }) } }, async (request) => ({
    code: 200,
    message: 'Courses',
    ...(await catalogue.adminList('course', request.query)),
  }));

  fastify.post(
    '/create',
    { validatorCompiler: itemInput, schema: { body: createCourseRequest, response: withErrors({ 201: createItemResponse }) } },
    async (request, reply) => {
      const slug = await catalogueAdmin.createCourse(request.body, adminName(request.user!));
      return reply.code(201).send({ code: 201, message: 'Course created successfully!', data: { slug } });
    },
  );

  fastify.get('/:slug', { schema: { params: slugParams, response: withErrors({ 200: editableCourseResponse }) } }, async (request) => ({
    code: 200,
    message: 'Course',
    data: await catalogueAdmin.editableCourse(request.params.slug),
  }));
};
export default courses;
