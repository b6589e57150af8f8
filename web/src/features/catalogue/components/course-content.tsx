import { type ComponentType, useState } from 'react';
import type { CourseDetail } from '@academy/shared/catalogue';
import type { SyllabusChapter } from '@academy/shared/syllabus';
import { formatDuration, LIST_TABS } from '@academy/shared/chapter-lists';
import { Button } from '../../../components/ui/button.tsx';
import { openingText } from '../../../lib/lesson-opening.ts';

/** The player a preview opens in (the learning feature's, passed in from app/). */
export type PreviewPlayer = ComponentType<{ url: string; title: string; cover: string }>;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "3 chapters · 18:00": the total only when every chapter's length is known (a linked video's is not). */
function listSummary(chapters: SyllabusChapter[]) {
  const lengths = chapters.map((c) => c.duration);
  if (lengths.some((d) => d === null)) return plural(chapters.length, 'chapter');
  return `${plural(chapters.length, 'chapter')} · ${formatDuration(lengths.reduce<number>((sum, d) => sum + (d ?? 0), 0))}`;
}

/**
 * Before buying: each list's chapters (titles, lengths when known, when a paced one opens) under its
 * tab's name, and a Preview for the chapters the admin made free, played in place. A buyer watches in the dashboard.
 */
export function CourseContent({ course, player: Player }: { course: CourseDetail; player: PreviewPlayer }) {
  const [open, setOpen] = useState<string | null>(null);
  const lists = LIST_TABS.map((tab) => ({ ...tab, chapters: course.syllabus[tab.list] })).filter((l) => l.chapters.length > 0);
  if (lists.length === 0) return null;
  return (
    <section aria-labelledby="course-content" className="mt-10">
      <h2 id="course-content" className="text-xl font-semibold">
        Course content
      </h2>
      {lists.map(({ list, label, chapters }) => (
        <section key={list} aria-labelledby={`content-${list}`} className="mt-5 overflow-hidden rounded-2xl border border-navy-700 bg-navy-900">
          <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-navy-700 px-4 py-3">
            <h3 id={`content-${list}`} className="font-semibold">
              {label}
            </h3>
            <p className="text-sm text-slate-400">{listSummary(chapters)}</p>
          </header>
          <ol className="divide-y divide-navy-800">
            {chapters.map((chapter, i) => {
              const key = `${list}-${i}`;
              const playing = open === key;
              const name = `Chapter ${i + 1}: ${chapter.title}`;
              return (
                <li key={key} className="px-4 py-3">
                  <div className="flex items-center gap-3">
                    <span
                      aria-hidden="true"
                      className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full border border-navy-700 text-xs text-slate-300"
                    >
                      {i + 1}
                    </span>
                    <p className="min-w-0 flex-1 text-sm break-words text-slate-200">
                      <span className="sr-only">Chapter {i + 1}: </span>
                      {chapter.title}
                      {chapter.opens && <span className="block text-xs text-amber-300">{openingText(chapter.opens)}</span>}
                    </p>
                    {chapter.preview_url && !course.owned && (
                      <Button
                        variant={playing ? 'ghost' : 'secondary'}
                        className="shrink-0 px-3 py-1.5"
                        aria-label={`${playing ? 'Close the preview of' : 'Preview'} ${name}`}
                        aria-expanded={playing}
                        aria-controls={playing ? `preview-${key}` : undefined}
                        onClick={() => setOpen(playing ? null : key)}
                      >
                        {playing ? 'Close' : 'Preview'}
                      </Button>
                    )}
                    {chapter.duration !== null && (
                      <span className="w-12 shrink-0 text-right text-sm text-slate-400 tabular-nums">
                        <span className="sr-only">Length </span>
                        {formatDuration(chapter.duration)}
                      </span>
                    )}
                  </div>
                  {chapter.preview_url && playing && (
                    <div id={`preview-${key}`} className="mt-3">
                      <Player url={chapter.preview_url} title={name} cover={course.image} />
                    </div>
                  )}
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </section>
  );
}
