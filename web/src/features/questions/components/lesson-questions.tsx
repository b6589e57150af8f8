import { useState } from 'react';
import { formatDuration, type VideoListName } from '@academy/shared/chapter-lists';
import { answerRequest, askQuestionRequest, type LessonQuestion } from '@academy/shared/questions';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { PlayerClock } from '../../../lib/player-clock.ts';
import { dateTime } from '../../../lib/time-text.ts';
import { useForm } from '../../../lib/use-form.ts';
import { answerQuestion, askQuestion, useChapterQuestions } from '../api/questions.ts';

const inputClass = 'w-full rounded-lg border border-navy-700 bg-navy-950 px-3 py-2.5 text-slate-100 placeholder:text-slate-500';

function AnswerForm({ question, onPosted }: { question: LessonQuestion; onPosted: () => Promise<unknown> }) {
  const { errors, failure, done, busy, onSubmit } = useForm(
    answerRequest,
    async ({ body }) => {
      const message = await answerQuestion(question.id, body);
      await onPosted();
      return message;
    },
    { empties: true },
  );
  const id = `answer-${question.id}`;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Answer ${question.author}'s question`} className="mt-2 flex flex-col gap-2">
      <label htmlFor={id} className="sr-only">
        Your answer
      </label>
      <textarea id={id} name="body" rows={2} placeholder="Your answer" disabled={busy} aria-invalid={errors.body ? true : undefined} className={inputClass} />
      {(errors.body || failure) && <p className="text-sm text-red-300">{errors.body ?? failure}</p>}
      {done && <p className="text-sm text-green-300">{done}</p>}
      <Button type="submit" variant="secondary" className="self-start px-3 py-1.5" disabled={busy}>
        Answer
      </Button>
    </form>
  );
}

/**
 * Under a lesson: its learners' questions (each at a second of the video that plays from there when
 * clicked, shown as text), their answers, a form to answer, and one to ask (docs/decisions/096-questions-under-lessons.md).
 */
export function LessonQuestions({ slug, list, position, clock }: { slug: string; list: VideoListName; position: number; clock: PlayerClock | null }) {
  const place = { list, position };
  const { data: questions, error, mutate } = useChapterQuestions(slug, place);
  const [atMoment, setAtMoment] = useState(true);
  const { errors, failure, done, busy, onSubmit } = useForm(
    askQuestionRequest.pick({ body: true }),
    async ({ body }) => {
      const message = await askQuestion(slug, place, body, atMoment && clock ? Math.floor(clock.now()) : null);
      await mutate();
      return message;
    },
    { empties: true },
  );
  return (
    <section aria-labelledby="questions-heading" className="mt-4 flex flex-col gap-4 rounded-2xl border border-navy-700 bg-navy-900 p-4">
      <h2 id="questions-heading" className="text-lg font-semibold">
        Questions
      </h2>
      <form onSubmit={onSubmit} noValidate aria-label="Ask a question" className="flex flex-col gap-2">
        <label htmlFor="question-body" className="text-sm font-medium text-slate-200">
          Ask about this chapter
        </label>
        <textarea id="question-body" name="body" rows={3} disabled={busy} aria-invalid={errors.body ? true : undefined} className={inputClass} />
        {failure && <FormMessage tone="error">{failure}</FormMessage>}
        {errors.body && <p className="text-sm text-red-300">{errors.body}</p>}
        {done && <p className="text-sm text-green-300">{done}</p>}
        <div className="flex flex-wrap items-center justify-between gap-3">
          {clock && (
            <label className="flex items-center gap-2 text-sm text-slate-300">
              <input type="checkbox" checked={atMoment} onChange={(e) => setAtMoment(e.target.checked)} className="h-4 w-4 accent-accent-400" />
              At the moment the video is at
            </label>
          )}
          <Button type="submit" disabled={busy}>
            {busy ? 'Posting…' : 'Ask'}
          </Button>
        </div>
      </form>
      {error && <p role="alert">The questions could not be loaded.</p>}
      {!questions && !error && <Spinner label="Loading the questions" />}
      {questions?.length === 0 && <p className="text-sm text-slate-400">No questions on this chapter yet.</p>}
      {questions && questions.length > 0 && (
        <ul aria-label="Questions on this chapter" className="flex flex-col gap-3">
          {questions.map((q) => (
            <li key={q.id} className="rounded-xl border border-navy-700 p-3">
              <p className="text-xs text-slate-400">
                {q.author}
                {q.mine && ' (you)'} · {dateTime(q.created_at)}
                {q.at_second !== null && (
                  <>
                    {' · '}
                    <button
                      type="button"
                      onClick={() => clock?.seek(q.at_second ?? 0)}
                      disabled={!clock}
                      aria-label={`Play from ${formatDuration(q.at_second)}`}
                      className="font-semibold text-accent-400 hover:underline"
                    >
                      {formatDuration(q.at_second)}
                    </button>
                  </>
                )}
              </p>
              <p className="mt-1 whitespace-pre-line break-words text-slate-100">{q.body}</p>
              {q.answers.length > 0 && (
                <ul aria-label={`Answers to ${q.author}`} className="mt-2 flex flex-col gap-2 border-l-2 border-navy-700 pl-3">
                  {q.answers.map((a) => (
                    <li key={a.id}>
                      <p className={`text-xs ${a.staff ? 'font-semibold text-accent-400' : 'text-slate-400'}`}>
                        {a.author} · {dateTime(a.created_at)}
                      </p>
                      <p className="whitespace-pre-line break-words text-sm text-slate-200">{a.body}</p>
                    </li>
                  ))}
                </ul>
              )}
              <AnswerForm question={q} onPosted={mutate} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
