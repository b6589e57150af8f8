import type { LearnerQuizSet } from '@academy/shared/quizzes';

/** "pass mark 70% · best 80% · Passed", or "pass mark 70% · not taken yet". */
const standing = (set: LearnerQuizSet) =>
  `pass mark ${set.pass_percent}% · ${set.best_percent === null ? 'not taken yet' : `best ${set.best_percent}% · ${set.passed ? 'Passed' : 'Not passed'}`}`;

/** The course's question sets under its quiz videos; picking one opens it beside the list. */
export function QuizSetList({ sets, open, onOpen }: { sets: LearnerQuizSet[]; open: string | null; onOpen: (id: string) => void }) {
  if (sets.length === 0) return null;
  return (
    <section aria-labelledby="question-sets" className="mt-5">
      <h2 id="question-sets" className="mb-2 px-1 text-sm font-semibold text-slate-300">
        Question sets
      </h2>
      <ul className="flex flex-col gap-1">
        {sets.map((s) => (
          <li key={s.id}>
            <button
              type="button"
              onClick={() => onOpen(s.id)}
              aria-current={open === s.id ? 'true' : undefined}
              className={`flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm ${open === s.id ? 'bg-accent-400/15 text-white' : 'text-slate-300 hover:bg-navy-800'}`}
            >
              <span
                aria-hidden="true"
                className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs ${s.passed ? 'bg-green-500 text-navy-950' : 'border border-navy-700'}`}
              >
                {s.passed ? '✓' : '?'}
              </span>
              <span className="min-w-0 flex-1 break-words">
                Quiz: {s.title}
                <span className="block text-xs text-slate-400">{standing(s)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
