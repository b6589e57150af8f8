import { useState } from 'react';
import { LIST_TABS, type VideoListName } from '@academy/shared/chapter-lists';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCourseChapters } from '../api/chapters.ts';
import { ChapterForm } from './chapter-form.tsx';

/**
 * A course's chapters on its update page, each list under its tab's name: each chapter's title (its
 * file's until the admin writes one), description, captions and resources (docs/decisions/095-chapters-with-substance.md).
 */
export function ChaptersSection({ slug }: { slug: string }) {
  const { data, error, mutate } = useCourseChapters(slug);
  const [editing, setEditing] = useState<{ list: VideoListName; position: number } | null>(null);
  async function done(saved: boolean) {
    if (saved) await mutate();
    setEditing(null);
  }
  return (
    <Card className="max-w-3xl">
      <section aria-labelledby="chapters-heading" className="flex flex-col gap-4">
        <h2 id="chapters-heading" className="text-xl font-semibold">
          Chapters
        </h2>
        <p className="text-sm text-slate-400">What learners read beside each video: its title, a description, captions and files to download.</p>
        {error && <p role="alert">The chapters could not be loaded.</p>}
        {!data && !error && <Spinner label="Loading the chapters" />}
        {data &&
          LIST_TABS.filter(({ list }) => data[list].length > 0).map(({ list, label }) => (
            <div key={list} className="flex flex-col gap-2">
              <h3 className="text-sm font-semibold text-slate-300">{label}</h3>
              <ol className="flex flex-col gap-2">
                {data[list].map((c, i) =>
                  editing?.list === list && editing.position === i ? (
                    <li key={c.entry}>
                      <ChapterForm slug={slug} list={list} position={i} chapter={c} onDone={(saved) => void done(saved)} />
                    </li>
                  ) : (
                    <li key={c.entry} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-navy-700 px-3 py-2.5">
                      <span className="min-w-0 break-words">
                        {i + 1}. {c.title || c.file_title}
                        <span className="block text-xs text-slate-400">
                          {[c.description ? 'description' : '', c.captions ? 'captions' : '', c.resources.length ? `${c.resources.length} resource(s)` : '']
                            .filter(Boolean)
                            .join(' · ') || 'Named after its file'}
                        </span>
                      </span>
                      <Button
                        variant="secondary"
                        disabled={editing !== null}
                        onClick={() => setEditing({ list, position: i })}
                        aria-label={`Edit chapter ${i + 1} of ${label}`}
                      >
                        Edit
                      </Button>
                    </li>
                  ),
                )}
              </ol>
            </div>
          ))}
      </section>
    </Card>
  );
}
