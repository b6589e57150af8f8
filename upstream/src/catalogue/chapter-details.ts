import { extname } from 'node:path';
import { eq } from 'drizzle-orm';
import { ApiError } from '@academy/shared/api-error';
import {
  CAPTION_TYPES,
  type ChapterDetails,
  type ChapterDetailsRequest,
  type CourseChapters,
  type EditableChapter,
  RESOURCE_TYPES,
} from '@academy/shared/chapters';
import type { AuditContext } from '../audit/context.ts';
import { record } from '../audit/record.ts';
import type { Db } from '../db/client.ts';
import { type Store, storeKey } from '../storage/store.ts';
import type { Urls } from '../storage/urls.ts';
import type { Catalogue } from './catalogue.ts';
import { itemTarget } from './item-audit.ts';
import { courses, listsOf } from './tables.ts';

const EMPTY: ChapterDetails = { title: '', description: '', captions: null, resources: [] };

/** Every captions and resource file the course's chapters name, once each: what its buyers may fetch. */
const chapterFilesOf = (details: Record<string, ChapterDetails>) => [
  ...new Set(Object.values(details).flatMap((d) => [...(d.captions ? [d.captions] : []), ...d.resources.map((r) => r.file)])),
];

/** A chapter's title, description, captions and resources, as the admin writes them on the course's update page (docs/decisions/095-chapters-with-substance.md). */
export function createChapterDetails(deps: { db: Db; catalogue: Catalogue; store: Store; urls: Urls }) {
  const { db, catalogue, store, urls } = deps;
  async function courseOf(slug: string) {
    const course = await catalogue.findCourse(slug);
    if (!course) throw new ApiError(404, 'Course not found');
    return course;
  }
  /** A stored file of the right kind, or 422 saying which is not. */
  async function mustBeStored(file: string, kinds: readonly string[], what: string) {
    if (!kinds.includes(extname(file).toLowerCase())) throw new ApiError(422, `${file} is not a ${what} file (${kinds.join(', ')})`);
    if (!(await store.exists(storeKey('media', file)))) throw new ApiError(422, `The ${what} file ${file} was not uploaded`);
  }

  return {
    async read(slug: string): Promise<CourseChapters> {
      const course = await courseOf(slug);
      const chapters = (list: string[]) =>
        list.map((entry, i): EditableChapter => ({ entry, file_title: urls.chapterTitle(entry, i), ...(course.chapterDetails[entry] ?? EMPTY) }));
      return { course: chapters(course.courseVideos), live_session: chapters(course.liveSessionVideos), quiz: chapters(course.quizVideos) };
    },

    /** Replaces one chapter's details; its files must be uploaded, of their kind. Audited as a change of the course. */
    async save(audit: AuditContext, slug: string, input: ChapterDetailsRequest): Promise<void> {
      const course = await courseOf(slug);
      const entry = listsOf(course)[input.list][input.position];
      if (entry === undefined) throw new ApiError(422, 'No such chapter in this course');
      if (input.captions) await mustBeStored(input.captions, CAPTION_TYPES, 'captions');
      for (const r of input.resources) await mustBeStored(r.file, RESOURCE_TYPES, 'resource');
      const written: ChapterDetails = { title: input.title, description: input.description, captions: input.captions, resources: input.resources };
      const chapterDetails = { ...course.chapterDetails, [entry]: written };
      await db.transaction(async (tx) => {
        await tx
          .update(courses)
          .set({ chapterDetails, chapterFiles: chapterFilesOf(chapterDetails), updatedAt: audit.at })
          .where(eq(courses.id, course.id));
        // Under the chapter's name, so the entry says which chapter changed.
        const fields = (d: ChapterDetails) => ({ [`${input.list} ${input.position + 1}`]: { ...d } });
        await record(tx, { ...audit, target: itemTarget('course', course), before: fields(course.chapterDetails[entry] ?? EMPTY), after: fields(written) });
      });
    },
  };
}
export type ChapterDetailsAdmin = ReturnType<typeof createChapterDetails>;
