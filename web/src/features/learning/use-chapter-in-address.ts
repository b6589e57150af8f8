import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { CourseDetail, ProgressEntry } from '@academy/shared/catalogue';
import { askedChapter, chapterQuery, openingChapter } from './utils/start-point.ts';
import type { Chapter } from './utils/video-lists.ts';

/**
 * The player's chapter, kept in its address (`?list=…&chapter=…`, the form Continue links to), so a
 * reload, Back and Forward, a bookmark and a link sent to a classmate open it. An address without
 * one, or naming one the course lacks, opens where the learner left off and is corrected to name it.
 * Another chapter is not another page: the scroll stays where the learner picked it.
 */
export function useChapterInAddress(course: CourseDetail, progress: ProgressEntry[]) {
  const [search, setSearch] = useSearchParams();
  const asked = askedChapter(course, search);
  const at = asked ?? openingChapter(course, progress);
  const correction = asked ? null : chapterQuery(at);
  useEffect(() => {
    if (correction) setSearch(correction, { replace: true, preventScrollReset: true });
  }, [correction, setSearch]);
  /** A chapter the learner picks is a step Back undoes; one the player moves on to by itself replaces the address instead. */
  const go = (chapter: Chapter, { replace = false } = {}) => setSearch(chapterQuery(chapter), { replace, preventScrollReset: true });
  return [at, go] as const;
}
