import useSWR from 'swr';
import type { ChapterDetailsRequest, CourseChapters } from '@academy/shared/chapters';
import { api } from '../../../lib/api-client.ts';
import { uploadFile } from '../../../lib/upload-file.ts';

/** Each list's chapters with what the admin wrote of them. */
export const useCourseChapters = (slug: string) => useSWR<CourseChapters, Error>(`admin/courses/${encodeURIComponent(slug)}/chapters`);

/** One chapter file (captions or a resource) uploaded; answers its stored name. */
export const uploadChapterFile = (file: File, onProgress: (fraction: number) => void) =>
  uploadFile(file, { upload_type: 'chapter_file' }, { id: crypto.randomUUID(), startChunk: 0 }, (sent) => onProgress(sent / file.size));

/** Replaces one chapter's details; answers the server's message. */
export const saveChapterDetails = async (slug: string, body: ChapterDetailsRequest) =>
  (await api(`admin/courses/${encodeURIComponent(slug)}/chapters`, { body })).message;
