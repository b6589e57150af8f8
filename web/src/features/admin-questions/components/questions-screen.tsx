import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ADMIN_TOAST_MS } from '@academy/shared/constants';
import { answerRequest, type AdminQuestion } from '@academy/shared/questions';
import { formatDuration, LIST_TABS } from '@academy/shared/chapter-lists';
import { Button } from '../../../components/ui/button.tsx';
import { CountedTable } from '../../../components/ui/counted-table.tsx';
import { ACTIONS_COLUMN, type Column } from '../../../components/ui/data-table.tsx';
import { FilterSelect } from '../../../components/ui/filter-select.tsx';
import { useAdminAccess } from '../../../lib/admin-access.ts';
import { dateTime } from '../../../lib/time-text.ts';
import { useToastedAction } from '../../../lib/toasted-action.ts';
import { useForm } from '../../../lib/use-form.ts';
import { hidePost, staffAnswer, useAdminQuestions } from '../api/questions.ts';

const listLabel = (list: string) => LIST_TABS.find((t) => t.list === list)?.label ?? list;

function StaffAnswerForm({ question, onAnswered }: { question: AdminQuestion; onAnswered: () => Promise<unknown> }) {
  const { errors, failure, busy, onSubmit } = useForm(
    answerRequest,
    async ({ body }) => {
      // Told by a toast: the row leaves the queue once answered.
      toast.success(await staffAnswer(question.id, body), { duration: ADMIN_TOAST_MS });
      await onAnswered();
    },
    { empties: true },
  );
  const id = `staff-answer-${question.id}`;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Answer ${question.asker.name}`} className="mt-2 flex min-w-56 flex-col gap-2">
      <label htmlFor={id} className="sr-only">
        Your answer
      </label>
      <textarea
        id={id}
        name="body"
        rows={2}
        placeholder="Your answer"
        disabled={busy}
        className="rounded-lg border border-navy-700 bg-navy-950 px-3 py-2 text-slate-100"
      />
      {(errors.body || failure) && <p className="text-sm text-red-300">{errors.body ?? failure}</p>}
      <Button type="submit" className="self-start px-3 py-1.5" disabled={busy}>
        Answer
      </Button>
    </form>
  );
}

function HideButton({ kind, id, label, onHidden }: { kind: 'questions' | 'answers'; id: string; label: string; onHidden: () => Promise<unknown> }) {
  const { busy, run } = useToastedAction({ duration: ADMIN_TOAST_MS });
  return (
    <Button
      variant="danger"
      className="px-2 py-1 text-xs"
      disabled={busy}
      aria-label={label}
      onClick={async () => (await run(() => hidePost(kind, id))) && (await onHidden())}
    >
      Hide
    </Button>
  );
}

/** Learners' questions under lessons: the unanswered queue (or every question), answered here, hidden when they do not belong. */
export function QuestionsScreen() {
  const [params, setParams] = useSearchParams();
  const state = params.get('state') === 'all' ? 'all' : 'unanswered';
  const list = useAdminQuestions(state);
  // Support staff read the queue; answering and hiding are an admin's (docs/decisions/087-staff-roles.md).
  const { may } = useAdminAccess();
  const answers = may('POST admin/questions/:id/answers');
  const hides = may('POST admin/questions/:id/hide');
  const columns: Column<AdminQuestion>[] = [
    {
      header: 'Question',
      cell: (q) => (
        <div className="min-w-56">
          <p className="text-xs text-slate-400">
            {q.course.title} · {listLabel(q.chapter.list)} chapter {q.chapter.position + 1}: {q.chapter.title}
            {q.at_second !== null && ` · at ${formatDuration(q.at_second)}`}
          </p>
          <p className="mt-1 max-w-prose whitespace-pre-line break-words text-slate-100">{q.body}</p>
          <p className="mt-1 text-xs text-slate-400">
            {q.asker.name} ({q.asker.email}) · {dateTime(q.created_at)}
            {q.hidden && <span className="font-semibold text-red-400"> · Hidden</span>}
          </p>
          {q.answers.length > 0 && (
            <ul aria-label={`Answers to ${q.asker.name}`} className="mt-2 flex flex-col gap-1.5 border-l-2 border-navy-700 pl-3">
              {q.answers.map((a) => (
                <li key={a.id} className="text-sm">
                  <span className="text-xs text-slate-400">
                    {a.author}
                    {a.hidden && <span className="font-semibold text-red-400"> · Hidden</span>}
                  </span>
                  <span className="flex items-start gap-2">
                    <span className="min-w-0 flex-1 whitespace-pre-line break-words text-slate-200">{a.body}</span>
                    {hides && !a.hidden && <HideButton kind="answers" id={a.id} label={`Hide the answer by ${a.author}`} onHidden={list.reload} />}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      ),
    },
    ...(answers
      ? [
          {
            header: 'Answer',
            cell: (q: AdminQuestion) => (q.hidden ? <span className="text-slate-400">Hidden</span> : <StaffAnswerForm question={q} onAnswered={list.reload} />),
          },
        ]
      : []),
    {
      header: 'Actions',
      className: ACTIONS_COLUMN,
      cell: (q) =>
        q.hidden || !hides ? null : <HideButton kind="questions" id={q.id} label={`Hide the question by ${q.asker.name}`} onHidden={list.reload} />,
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Questions</h1>
        <p className="text-slate-300">What learners ask under lessons. An answer here is marked as the academy's, and its asker is mailed.</p>
      </div>
      <FilterSelect
        label="Show"
        all="Unanswered"
        value={state === 'all' ? 'all' : ''}
        onChange={(value) => setParams(value === 'all' ? { state: 'all' } : {})}
        options={[['all', 'All questions']]}
      />
      <CountedTable
        key={state}
        list={list}
        noun={['question', 'questions']}
        testId="questions-count"
        label="Questions"
        columns={columns}
        rowKey={(q) => q.id}
        empty={state === 'unanswered' ? 'No question is waiting for an answer' : 'No questions yet'}
      />
    </div>
  );
}
