import type { ChapterAt } from '@academy/shared/learning-insight';
import { VIDEO_TABS } from '../../../lib/video-tabs.ts';

/** "46.7%", or what stands in for a figure nobody's learning makes yet. */
export const percentText = (value: number | null, none: string) => (value === null ? none : `${value}%`);

/** The tab a chapter is under, as learners see it ("Live Sessions"). */
export const listLabel = (list: ChapterAt['list']) => VIDEO_TABS.find((t) => t.list === list)!.label;

/** A chapter by its title, under its tab's name. */
export function ChapterName({ chapter }: { chapter: ChapterAt }) {
  return (
    <>
      <span className="text-slate-100">{chapter.title}</span> <span className="text-xs whitespace-nowrap text-slate-400">{listLabel(chapter.list)}</span>
    </>
  );
}

/** A learner's progress: the percent over a thin bar, and the chapters it counts. */
export function ProgressBar({ percent, completed, total }: { percent: number; completed: number; total: number }) {
  return (
    <div className="min-w-28">
      <p className="whitespace-nowrap">
        {percent}%{' '}
        <span className="text-xs text-slate-400">
          ({completed} of {total})
        </span>
      </p>
      <div className="mt-1 h-1.5 rounded-full bg-navy-800" aria-hidden="true">
        <div className="h-1.5 rounded-full bg-accent-400" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
