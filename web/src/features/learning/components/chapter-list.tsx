import type { ReactNode } from 'react';
import type { CourseDetail } from '@academy/shared/catalogue';
import type { VideoListName } from '@academy/shared/chapter-lists';
import { LockIcon } from '../../../components/ui/lock-icon.tsx';
import { lockLine } from '../../../lib/lesson-opening.ts';
import { VIDEO_TABS } from '../../../lib/video-tabs.ts';
import { type Chapter, chapterKey, videosOf } from '../utils/video-lists.ts';

interface ChapterListProps {
  course: CourseDetail;
  at: Chapter;
  finished: (chapter: Chapter) => boolean;
  onPick: (chapter: Chapter) => void;
  /** Shown under the list's chapters (the Quizzes tab's question sets). */
  children?: ReactNode;
}

/** docs/requirements.md#course-player: the tabs Courses, Live Sessions and Quizzes above a Chapters list (Chapter 1, 2, ...). */
export function ChapterList({ course, at, finished, onPick, children }: ChapterListProps) {
  const videos = videosOf(course, at.list);
  const pickList = (list: VideoListName) => onPick({ list, position: 0 });
  return (
    <aside aria-label="Course content" className="rounded-2xl border border-navy-700 bg-navy-900 p-4">
      <div role="tablist" aria-label="Video lists" className="mb-4 flex gap-1 rounded-xl bg-navy-950 p-1">
        {VIDEO_TABS.map((t) => (
          <button
            key={t.list}
            type="button"
            role="tab"
            aria-selected={t.list === at.list}
            onClick={() => pickList(t.list)}
            className={`flex-1 rounded-lg px-2 py-2 text-sm font-semibold whitespace-nowrap ${t.list === at.list ? 'bg-accent-400 text-navy-950' : 'text-slate-300 hover:text-white'}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <h2 className="mb-2 px-1 text-sm font-semibold text-slate-300">Chapters</h2>
      {videos.length === 0 ? (
        <p className="px-1 text-sm text-slate-400">No video available</p>
      ) : (
        <ol className="flex flex-col gap-1">
          {videos.map((v, i) => {
            const chapter = { list: at.list, position: i };
            const done = finished(chapter);
            const current = i === at.position;
            return (
              <li key={`${chapterKey(chapter)}-${v.title}`}>
                <button
                  type="button"
                  onClick={() => onPick(chapter)}
                  aria-current={current ? 'true' : undefined}
                  className={`flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm ${current ? 'bg-accent-400/15 text-white' : 'text-slate-300 hover:bg-navy-800'}`}
                >
                  <span
                    aria-hidden="true"
                    className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs ${done ? 'bg-green-500 text-navy-950' : 'border border-navy-700'}`}
                  >
                    {done ? '✓' : v.locked ? <LockIcon className="h-3.5 w-3.5 text-amber-300" /> : i + 1}
                  </span>
                  <span className="flex-1">
                    Chapter {i + 1}
                    <span className="block text-xs text-slate-400">{v.title}</span>
                    {v.locked && <span className="block text-xs text-amber-300">{lockLine(v.locked, i)}</span>}
                  </span>
                  {done && <span className="sr-only">(completed)</span>}
                </button>
              </li>
            );
          })}
        </ol>
      )}
      {children}
    </aside>
  );
}
