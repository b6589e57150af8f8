import type { ContinueAt, CourseDetail, ProgressEntry } from '@academy/shared/catalogue';
import { VIDEO_LISTS, type VideoListName } from '@academy/shared/chapter-lists';
import { paths } from '../../../config/paths.ts';
import { VIDEO_TABS } from '../../../lib/video-tabs.ts';
import { type Chapter, chapterKey, videosOf } from './video-lists.ts';

/** A chapter as the player's address names it: its tab and its place (`chapter` counts from 1, as the Chapters list does). */
export const chapterQuery = (at: Chapter) => `list=${at.list}&chapter=${at.position + 1}`;

/** Continue's link: the player at that chapter; it resumes at the saved second. */
export const continueLink = (slug: string, at: ContinueAt) => `${paths.dashboard.course(slug)}?${chapterQuery(at)}`;

/** The chapter the player's address names, when the course has it; a tab's first place always (an empty list says 'No video available'). */
export function askedChapter(course: CourseDetail, search: URLSearchParams): Chapter | null {
  const list = search.get('list') as VideoListName | null;
  const position = Number(search.get('chapter')) - 1;
  if (!list || !VIDEO_LISTS.includes(list) || !Number.isInteger(position) || position < 0) return null;
  return position === 0 || position < videosOf(course, list).length ? { list, position } : null;
}

/** What the player knows of one chapter: where it was left, and whether it was watched to the end. */
interface LessonState {
  seconds: number;
  completed: boolean;
}

export const lessonStates = (progress: ProgressEntry[]) =>
  new Map(progress.map((p): [string, LessonState] => [chapterKey(p), { seconds: p.seconds, completed: p.completed }]));

/**
 * Where the player opens: the chapter last played while it is unfinished (to resume it), otherwise
 * the first unfinished chapter, looking first in the list last played, then the tabs in order. With
 * everything finished, the first video. `progress` is newest first, as the API answers it.
 */
export function openingChapter(course: CourseDetail, progress: ProgressEntry[]): Chapter {
  const latest = progress[0];
  if (latest && !latest.completed && latest.position < videosOf(course, latest.list).length) return { list: latest.list, position: latest.position };
  const finished = new Set(progress.filter((p) => p.completed).map(chapterKey));
  const inOrder = VIDEO_TABS.map((t) => t.list);
  const lists = latest ? [latest.list, ...inOrder.filter((l) => l !== latest.list)] : inOrder;
  for (const list of lists) {
    const position = videosOf(course, list).findIndex((_, i) => !finished.has(chapterKey({ list, position: i })));
    if (position >= 0) return { list, position };
  }
  return { list: inOrder.find((l) => videosOf(course, l).length > 0) ?? 'course', position: 0 };
}

/** Seconds to start a chapter at: where it was left, but a finished one plays again from its start. */
export function startSeconds(lesson: LessonState | undefined): number {
  return lesson && !lesson.completed ? lesson.seconds : 0;
}
