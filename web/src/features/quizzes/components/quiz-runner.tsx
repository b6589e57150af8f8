import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import type { AttemptResult, LearnerQuizSet } from '@academy/shared/quizzes';
import { Button } from '../../../components/ui/button.tsx';
import { toastFailure } from '../../../lib/toasted-action.ts';
import { latestReview, submitAttempt } from '../api/quizzes.ts';
import { QuizQuestionField } from './quiz-question.tsx';
import { QuizReview, scoreLine } from './quiz-review.tsx';

/** "2 of 3 attempts left", "No attempts left", or nothing without a limit. */
const attemptsLine = (set: LearnerQuizSet) =>
  set.attempts_left === null ? null : set.attempts_left === 0 ? 'No attempts left' : `${set.attempts_left} of ${set.max_attempts} attempts left`;

/**
 * One question set taken in the player: answer, Submit answers, then the score with every question
 * marked (the right answers and explanations once passed or out of attempts); Try again starts over
 * while attempts are left. An unanswered question counts as wrong.
 */
export function QuizRunner({ slug, set, onClose }: { slug: string; set: LearnerQuizSet; onClose: () => void }) {
  const [choices, setChoices] = useState<Record<string, number[]>>({});
  const [result, setResult] = useState<AttemptResult | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // Opened from the list (below the player on a phone) or scored: the learner is taken to the top of it.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'start' });
  }, [set.id, result]);

  async function run(action: () => Promise<AttemptResult | null>) {
    setBusy(true);
    try {
      setResult(await action());
    } catch (err) {
      toastFailure(err);
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    void run(() => submitAttempt(slug, set.id, choices));
  }

  function tryAgain() {
    setChoices({});
    setResult(null);
  }

  const answered = set.questions.filter((q) => choices[q.id]?.length).length;
  return (
    <section aria-labelledby="quiz-title" className="flex flex-col gap-4 rounded-2xl border border-navy-700 bg-navy-900 p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="quiz-title" ref={heading} tabIndex={-1} className="scroll-mt-24 break-words text-xl font-semibold outline-none">
            Quiz: {set.title}
          </h2>
          <p className="text-sm text-slate-400">
            {set.questions.length} {set.questions.length === 1 ? 'question' : 'questions'} · pass mark {set.pass_percent}%
            {attemptsLine(set) && ` · ${attemptsLine(set)}`}
          </p>
        </div>
        <Button variant="ghost" onClick={onClose}>
          Back to the video
        </Button>
      </div>
      {result ? (
        <>
          <p role="status" className={`rounded-lg px-3 py-2 font-semibold ${result.passed ? 'bg-green-500/10 text-green-300' : 'bg-red-500/10 text-red-300'}`}>
            {scoreLine(result, set.pass_percent)}
          </p>
          {result.questions.some((q) => q.correct === null) && (
            <p className="text-sm text-slate-300">The right answers show once you pass, or after your last attempt.</p>
          )}
          <QuizReview questions={set.questions} result={result} />
          {set.attempts_left !== 0 && (
            <Button onClick={tryAgain} className="w-fit">
              Try again
            </Button>
          )}
        </>
      ) : set.attempts_left === 0 ? (
        <div className="flex flex-col gap-3">
          <p className="text-slate-300">You have used every attempt at this quiz.</p>
          <Button variant="secondary" disabled={busy} onClick={() => void run(() => latestReview(slug, set.id))} className="w-fit">
            See your last attempt
          </Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} aria-label={`Quiz: ${set.title}`} className="flex flex-col gap-4">
          {set.questions.map((q, i) => (
            <QuizQuestionField
              key={q.id}
              question={q}
              number={i + 1}
              chosen={choices[q.id] ?? []}
              onChange={(chosen) => setChoices((c) => ({ ...c, [q.id]: chosen }))}
              disabled={busy}
            />
          ))}
          <p className="text-sm text-slate-400">
            {answered} of {set.questions.length} answered. A question left unanswered counts as wrong.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={busy}>
              {busy ? 'Scoring…' : 'Submit answers'}
            </Button>
            {set.attempts > 0 && (
              <Button variant="secondary" disabled={busy} onClick={() => void run(() => latestReview(slug, set.id))}>
                See your last attempt
              </Button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
