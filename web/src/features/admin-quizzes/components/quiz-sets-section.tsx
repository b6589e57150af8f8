import { useState } from 'react';
import { toast } from 'sonner';
import { ADMIN_TOAST_MS } from '@academy/shared/constants';
import type { AdminQuizSet } from '@academy/shared/quizzes';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showDialog } from '../../../lib/dialogs.ts';
import { toastFailure } from '../../../lib/toasted-action.ts';
import { deleteQuizSet, useAdminQuizSets } from '../api/quizzes.ts';
import { QuizSetEditor } from './quiz-set-editor.tsx';

/** 'new', a set being edited, or none open. */
type Editing = 'new' | AdminQuizSet | null;

/** A course's question sets on its update page: the list, a new one, edit and delete (after a question). */
export function QuizSetsSection({ slug }: { slug: string }) {
  const { data: sets, error, mutate } = useAdminQuizSets(slug);
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState(false);

  async function remove(set: AdminQuizSet) {
    const sure = await showDialog({
      title: 'Delete this quiz?',
      text: `"${set.title}" and every learner's attempts at it will be deleted.`,
      tone: 'warning',
      confirmText: 'Delete',
      cancelText: 'Cancel',
    });
    if (!sure) return;
    setBusy(true);
    try {
      toast.success(await deleteQuizSet(set.id), { duration: ADMIN_TOAST_MS });
      await mutate();
    } catch (err) {
      toastFailure(err);
    } finally {
      setBusy(false);
    }
  }

  async function done(saved: boolean) {
    if (saved) await mutate();
    setEditing(null);
  }

  return (
    <Card className="max-w-3xl">
      <section aria-labelledby="quizzes-heading" className="flex flex-col gap-4">
        <h2 id="quizzes-heading" className="text-xl font-semibold">
          Quizzes
        </h2>
        <p className="text-sm text-slate-400">Question sets learners take in the Quizzes tab, besides the quiz videos. Each is saved on its own.</p>
        {error && <p role="alert">The quizzes could not be loaded.</p>}
        {!sets && !error && <Spinner label="Loading the quizzes" />}
        {sets && sets.length === 0 && <p className="text-sm text-slate-300">No quizzes yet.</p>}
        {sets && sets.length > 0 && (
          <ul className="flex flex-col gap-2">
            {sets.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-navy-700 px-3 py-2.5">
                <span className="min-w-0 break-words">
                  {s.title}
                  <span className="block text-xs text-slate-400">
                    {s.questions.length} {s.questions.length === 1 ? 'question' : 'questions'} · pass mark {s.pass_percent}%
                  </span>
                </span>
                <span className="flex gap-2">
                  <Button variant="secondary" disabled={busy || editing !== null} onClick={() => setEditing(s)} aria-label={`Edit ${s.title}`}>
                    Edit
                  </Button>
                  <Button variant="danger" disabled={busy || editing !== null} onClick={() => void remove(s)} aria-label={`Delete ${s.title}`}>
                    Delete
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
        {editing ? (
          <QuizSetEditor
            key={editing === 'new' ? 'new' : editing.id}
            slug={slug}
            set={editing === 'new' ? null : editing}
            onDone={(saved) => void done(saved)}
          />
        ) : (
          <Button className="w-fit" disabled={busy || !sets} onClick={() => setEditing('new')}>
            Add a quiz
          </Button>
        )}
      </section>
    </Card>
  );
}
