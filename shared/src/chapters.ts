import { z } from 'zod';
import { fileName, slug } from './catalogue.ts';
import { envelope } from './envelope.ts';
import { VIDEO_LISTS } from './chapter-lists.ts';

export const CHAPTER_TITLE_MAX = 150;
export const CHAPTER_DESCRIPTION_MAX = 2000;
export const CHAPTER_RESOURCES_MAX = 10;
/** What a chapter's files may be: its captions (WebVTT), and resources: documents, spreadsheets, MetaTrader settings and code. */
export const CAPTION_TYPES = ['.vtt'] as const;
export const RESOURCE_TYPES = ['.pdf', '.csv', '.xlsx', '.xls', '.ods', '.docx', '.txt', '.set', '.mq4', '.mq5', '.ex4', '.ex5', '.zip'] as const;

const line = (what: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `The ${what} is at most ${max} characters` })
    .regex(/^[^\u0000-\u001f]*$/, { message: `The ${what} contains invalid characters` });

/** A chapter's details as a course keeps them, by its entry: its own title and description (blank: none), its captions file and its resources. */
export interface ChapterDetails {
  title: string;
  description: string;
  captions: string | null;
  resources: { file: string; name: string }[];
}

/** One resource of a chapter: its stored file and the name learners download it as. */
export const chapterResource = z.object({ file: fileName, name: line('resource name', CHAPTER_TITLE_MAX).min(1, { message: 'Name each resource' }) });

/**
 * `POST admin/courses/:slug/chapters`: one chapter's details, whole. A blank title falls back to the
 * file's name; the files were uploaded first (`admin/upload`, type chapter_file).
 */
export const chapterDetailsRequest = z.object({
  list: z.enum(VIDEO_LISTS),
  position: z.number().int().min(0).max(999),
  title: line('title', CHAPTER_TITLE_MAX),
  description: z
    .string()
    .trim()
    .max(CHAPTER_DESCRIPTION_MAX, { message: `The description is at most ${CHAPTER_DESCRIPTION_MAX} characters` }),
  captions: fileName.nullable(),
  resources: z.array(chapterResource).max(CHAPTER_RESOURCES_MAX, { message: `A chapter has at most ${CHAPTER_RESOURCES_MAX} resources` }),
});
export type ChapterDetailsRequest = z.infer<typeof chapterDetailsRequest>;

/** A chapter as the admin's Chapters section edits it: its entry, the title from its file's name, and what was written for it. */
export const editableChapter = z.object({
  entry: z.string(),
  file_title: z.string(),
  title: z.string(),
  description: z.string(),
  captions: z.string().nullable(),
  resources: z.array(chapterResource),
});
export type EditableChapter = z.infer<typeof editableChapter>;
/** `GET admin/courses/:slug/chapters`: each list's chapters, in play order. */
export const courseChapters = z.object({ course: z.array(editableChapter), live_session: z.array(editableChapter), quiz: z.array(editableChapter) });
export type CourseChapters = z.infer<typeof courseChapters>;
export const courseChaptersResponse = envelope(courseChapters);
export const courseChaptersParams = z.object({ slug });
