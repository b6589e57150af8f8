import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCourses,
  courseChapters,
  coursePacing,
  createCourse,
  editableCourse,
  saveChapterDetails,
  saveCoursePacing,
} from '@academy/shared/endpoints/admin-catalogue';
import { route } from '../../../http/declared.ts';
import { audited } from '../audited.ts';
import { adminName, itemInput } from '../catalogue-input.ts';

/** `admin/courses`: the courses table, the create form, a course as its update form edits it (docs/requirements.md#admin-area), its pacing and its chapters' details. */
const courses: FastifyPluginAsyncZod = async (fastify) => {
  const { catalogue, catalogueAdmin, coursePacing: pacing, chapterDetails } = fastify;

  route(fastify, adminCourses, async (request) => ({
    code: 200,
    message: 'Courses',
    ...(await catalogue.adminList('course', request.query)),
  }));

  route(fastify, createCourse, { validatorCompiler: itemInput }, async (request, reply) => {
    const slug = await catalogueAdmin.createCourse(audited(createCourse, request), request.body, adminName(request.user!));
    return reply.code(201).send({ code: 201, message: 'Course created successfully!', data: { slug } });
  });

  route(fastify, editableCourse, async (request) => ({
    code: 200,
    message: 'Course',
    data: await catalogueAdmin.editableCourse(request.params.slug),
  }));

  route(fastify, coursePacing, async (request) => ({ code: 200, message: 'Pacing', data: await pacing.read(request.params.slug) }));

  route(fastify, courseChapters, async (request) => ({ code: 200, message: 'Chapters', data: await chapterDetails.read(request.params.slug) }));

  route(fastify, saveChapterDetails, async (request) => {
    await chapterDetails.save(audited(saveChapterDetails, request), request.params.slug, request.body);
    return { code: 200, message: 'Chapter saved', data: await chapterDetails.read(request.params.slug) };
  });

  route(fastify, saveCoursePacing, async (request) => ({
    code: 200,
    message: 'Pacing saved',
    data: await pacing.save(audited(saveCoursePacing, request), request.params.slug, request.body),
  }));
};
export default courses;
