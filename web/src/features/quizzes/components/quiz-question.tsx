import type { LearnerQuestion } from '@academy/shared/quizzes';

interface QuizQuestionProps {
  question: LearnerQuestion;
  number: number;
  chosen: number[];
  onChange: (chosen: number[]) => void;
  disabled: boolean;
}

/** One question to answer: radio buttons for single choice, checkboxes for multiple; `chosen` holds the options' ids (their places as written). */
export function QuizQuestionField({ question, number, chosen, onChange, disabled }: QuizQuestionProps) {
  const single = question.kind === 'single';
  const toggle = (i: number, on: boolean) => onChange(single ? [i] : on ? [...chosen, i] : chosen.filter((c) => c !== i));
  return (
    <fieldset className="min-w-0 rounded-xl border border-navy-700 p-4">
      <legend className="px-1 text-xs font-semibold text-slate-400">
        Question {number} · {single ? 'Choose one' : 'Choose all that apply'}
      </legend>
      <p className="mb-3 break-words whitespace-pre-line text-slate-100">{question.text}</p>
      <div className="flex flex-col gap-2">
        {question.options.map((option, shown) => {
          const id = question.option_ids[shown] ?? shown;
          return (
            <label key={id} className="flex cursor-pointer items-start gap-3 rounded-lg px-2 py-1.5 hover:bg-navy-800">
              <input
                type={single ? 'radio' : 'checkbox'}
                name={question.id}
                checked={chosen.includes(id)}
                onChange={(e) => toggle(id, e.currentTarget.checked)}
                disabled={disabled}
                className="mt-1 h-4 w-4 shrink-0 accent-accent-400"
              />
              <span className="min-w-0 break-words text-sm text-slate-200">{option}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
