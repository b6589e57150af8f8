import type { AttemptResult, LearnerQuestion } from '@academy/shared/quizzes';

/** The options named by their ids (places as written), as the learner was shown them. */
const optionsText = (question: LearnerQuestion, ids: number[]) =>
  ids.map((id) => question.options[question.option_ids.indexOf(id)] ?? `Option ${id + 1}`).join(', ');

/** One question after an attempt: right or wrong, what was chosen, and once shown, the right answer(s) and why. */
function ReviewedQuestion({ question, number, review }: { question: LearnerQuestion; number: number; review: AttemptResult['questions'][number] }) {
  return (
    <li className={`min-w-0 rounded-xl border p-4 ${review.right ? 'border-green-500/50' : 'border-red-400/50'}`}>
      <p className="mb-1 text-xs font-semibold text-slate-400">
        Question {number} · <span className={review.right ? 'text-green-300' : 'text-red-300'}>{review.right ? 'Right' : 'Wrong'}</span>
      </p>
      <p className="mb-2 break-words whitespace-pre-line text-slate-100">{question.text}</p>
      <p className="break-words text-sm text-slate-300">Your answer: {review.chosen.length ? optionsText(question, review.chosen) : 'Not answered'}</p>
      {review.correct && (
        <p className="break-words text-sm text-slate-100">
          {review.correct.length > 1 ? 'Right answers' : 'Right answer'}: {optionsText(question, review.correct)}
        </p>
      )}
      {review.explanation && <p className="mt-2 break-words whitespace-pre-line text-sm text-slate-400">{review.explanation}</p>}
    </li>
  );
}

/** The score line: "You scored 80% · Passed", or "You scored 50% · Not passed: 70% needed". */
export const scoreLine = (result: AttemptResult, passPercent: number) =>
  `You scored ${result.score_percent}% · ${result.passed ? 'Passed' : `Not passed: ${passPercent}% needed`}`;

/** An attempt's questions, each marked, in the set's order (a question since removed by the admin is left out). */
export function QuizReview({ questions, result }: { questions: LearnerQuestion[]; result: AttemptResult }) {
  const byId = new Map(result.questions.map((q) => [q.id, q]));
  return (
    <ol className="flex flex-col gap-3">
      {questions.map((q, i) => {
        const review = byId.get(q.id);
        return review ? <ReviewedQuestion key={q.id} question={q} number={i + 1} review={review} /> : null;
      })}
    </ol>
  );
}
