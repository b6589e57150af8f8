import { type SubmitEvent, useState } from 'react';
import { toast } from 'sonner';
import { ADMIN_TOAST_MS } from '@academy/shared/constants';
import { type AdminQuizSet, QUIZ_ATTEMPTS_MAX, QUIZ_QUESTIONS_MAX, quizSetRequest } from '@academy/shared/quizzes';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { toastFailure } from '../../../lib/toasted-action.ts';
import { saveQuizSet } from '../api/quizzes.ts';
import { QuestionEditor } from './question-editor.tsx';
import { blankQuestion, draftOf, type QuestionDraft, requestOf } from './quiz-draft.ts';

interface Problems {
  title?: string;
  pass_percent?: string;
  max_attempts?: string;
  questions?: string;
  /** By question index. */
  question: Record<number, string>;
}

/** The shared schema's first complaint per field, and per question. */
function problemsOf(issues: { path: PropertyKey[]; message: string }[]): Problems {
  const problems: Problems = { question: {} };
  for (const { path, message } of issues) {
    const [field, index] = path;
    if (field === 'questions' && typeof index === 'number') problems.question[index] ??= message;
    else if (field === 'title' || field === 'pass_percent' || field === 'max_attempts' || field === 'questions') problems[field] ??= message;
  }
  return problems;
}

/** Adds a set to a course, or edits one: title, pass mark and its questions; checked before it is sent. */
export function QuizSetEditor({ slug, set, onDone }: { slug: string; set: AdminQuizSet | null; onDone: (saved: boolean) => void }) {
  const [draft, setDraft] = useState(() => draftOf(set));
  // After a first Save, the marks follow the draft: a fixed field loses its message at once.
  const [tried, setTried] = useState(false);
  const checked = quizSetRequest.safeParse(requestOf(draft));
  const problems: Problems = tried && !checked.success ? problemsOf(checked.error.issues) : { question: {} };
  const [saving, setSaving] = useState(false);

  const changeQuestion = (key: string, change: Partial<QuestionDraft>) =>
    setDraft((d) => ({ ...d, questions: d.questions.map((q) => (q.key === key ? { ...q, ...change } : q)) }));

  async function onSubmit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    setTried(true);
    if (!checked.success) return;
    setSaving(true);
    try {
      toast.success(await saveQuizSet(slug, set?.id ?? null, checked.data), { duration: ADMIN_TOAST_MS });
      onDone(true);
    } catch (err) {
      setSaving(false);
      toastFailure(err);
    }
  }

  const heading = set ? `Edit quiz: ${set.title}` : 'New quiz';
  const invalid = problems.title || problems.pass_percent || problems.max_attempts || problems.questions || Object.keys(problems.question).length > 0;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={heading} className="flex min-w-0 flex-col gap-4 rounded-xl border border-accent-400/40 p-3 sm:p-4">
      <h3 className="break-words text-lg font-semibold">{heading}</h3>
      {invalid && <FormMessage tone="error">{problems.questions ?? 'Please correct the marked fields.'}</FormMessage>}
      <Field
        label="Quiz title"
        name="quiz-title"
        value={draft.title}
        error={problems.title}
        disabled={saving}
        onChange={(e) => setDraft({ ...draft, title: e.target.value })}
      />
      <Field
        label="Pass mark (%)"
        name="pass-mark"
        type="number"
        min={1}
        max={100}
        value={draft.pass}
        error={problems.pass_percent}
        disabled={saving}
        onChange={(e) => setDraft({ ...draft, pass: e.target.value })}
        className="sm:max-w-40"
      />
      <Field
        label="Attempts allowed (blank: no limit)"
        name="max-attempts"
        type="number"
        min={1}
        max={QUIZ_ATTEMPTS_MAX}
        value={draft.attempts}
        error={problems.max_attempts}
        disabled={saving}
        onChange={(e) => setDraft({ ...draft, attempts: e.target.value })}
        className="sm:max-w-40"
      />
      <label className="flex items-start gap-3 text-sm text-slate-200">
        <input
          type="checkbox"
          name="shuffle"
          checked={draft.shuffle}
          disabled={saving}
          onChange={(e) => setDraft({ ...draft, shuffle: e.currentTarget.checked })}
          className="mt-0.5 h-4 w-4 shrink-0 accent-accent-400"
        />
        <span>Shuffle questions and options at each attempt</span>
      </label>
      <p className="text-sm text-slate-400">Learners see the right answers once they pass, or after their last attempt.</p>
      {draft.questions.map((q, i) => (
        <QuestionEditor
          key={q.key}
          question={q}
          number={i + 1}
          error={problems.question[i]}
          disabled={saving}
          onChange={(change) => changeQuestion(q.key, change)}
          onRemove={draft.questions.length > 1 ? () => setDraft((d) => ({ ...d, questions: d.questions.filter((x) => x.key !== q.key) })) : undefined}
        />
      ))}
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          disabled={saving || draft.questions.length >= QUIZ_QUESTIONS_MAX}
          onClick={() => setDraft((d) => ({ ...d, questions: [...d.questions, blankQuestion()] }))}
        >
          Add question
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save quiz'}
        </Button>
        <Button variant="ghost" disabled={saving} onClick={() => onDone(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
