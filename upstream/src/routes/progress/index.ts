import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@academy/shared/api-error';
import { reachedCompletion, type VideoListName } from '@academy/shared/chapter-lists';
import { completeChapter, progressRead, saveProgress } from '@academy/shared/endpoints/learning';
import { route } from '../../http/declared.ts';
import { listsOf } from '../../catalogue/tables.ts';
import { verifiedCustomersOnly } from '../hooks.ts';

/** `progress`: where a buyer is in a course they own. */
const progress: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(verifiedCustomersOnly);
  const { catalogue, entitlements, learning, certificates, pacing } = fastify;

  async function ownedCourse(slug: string, userId: string) {
    const course = await catalogue.findCourse(slug);
    if (!course) throw new ApiError(404, 'Course not found');
    if (!(await entitlements.owns(userId, 'course', course.id))) throw new ApiError(403, 'Buy this course to follow it');
    return course;
  }

  /** The buyer's course and the chapter at this place of its list (a place past the list's end holds none), once it is open to them. */
  async function ownedChapter(slug: string, userId: string, place: { list: VideoListName; position: number }) {
    const course = await ownedCourse(slug, userId);
    const entry = listsOf(course)[place.list][place.position];
    if (entry === undefined) throw new ApiError(422, 'No such video in this course');
    const chapter = { list: place.list, entry };
    await pacing.mustBeOpen(userId, course, chapter);
    return { course, chapter };
  }

  route(fastify, saveProgress, async (request) => {
    const { slug, ...report } = request.body;
    const { course, chapter } = await ownedChapter(slug, request.user!.id, report);
    const { watched } = await learning.saveProgress(request.user!.id, course.id, { ...report, ...chapter }, course.durations[chapter.entry]);
    // A report that completes its chapter may have finished the course: the certificate then comes
    // with it. The player reports every few seconds; the others cannot finish anything.
    if (watched || (course.markingCounts && reachedCompletion(report))) await certificates.awardIfComplete(request.user!.id, course.id);
    return { code: 200, message: 'Progress saved' };
  });

  route(fastify, completeChapter, async (request) => {
    const { slug, completed, ...place } = request.body;
    const { course, chapter } = await ownedChapter(slug, request.user!.id, place);
    await learning.setCompleted(request.user!.id, course.id, chapter, completed);
    // Only where the course lets marking count can a tick by hand finish it.
    if (completed && course.markingCounts) await certificates.awardIfComplete(request.user!.id, course.id);
    return { code: 200, message: completed ? 'Chapter marked complete' : 'Chapter marked unfinished' };
  });

  route(fastify, progressRead, async (request) => {
    const course = await ownedCourse(request.query.slug, request.user!.id);
    return { code: 200, message: 'Progress', data: await learning.progress(request.user!.id, { id: course.id, lists: listsOf(course) }) };
  });
};
export default progress;
