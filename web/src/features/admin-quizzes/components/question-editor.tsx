import { useId } from 'react';
import { QUIZ_OPTIONS_MAX } from '@academy/shared/quizzes';
import { Button } from '../../../components/ui/button.tsx';
import { type QuestionDraft, tick, withKind, withoutOption } from './quiz-draft.ts';

interface QuestionEditorProps {
  question: QuestionDraft;
  number: number;
  error?: string;
  disabled: boolean;
  onChange: (change: Partial<QuestionDraft>) => void;
  /** Absent for a set's only question. */
  onRemove?: () => void;
}

const inputClass = 'w-full min-w-0 rounded-lg border border-navy-700 bg-navy-950 px-3 py-2 text-slate-100';

/** One question of the set: its text, single or multiple choice, options with the right ones ticked, and why. */
export function QuestionEditor({ question: q, number, error, disabled, onChange, onRemove }: QuestionEditorProps) {
  const id = useId();
  const label = `Question ${number}`;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-xl border border-navy-700 p-3 sm:p-4" aria-invalid={error ? true : undefined}>
      <legend className="px-1 text-sm font-semibold text-slate-200">{label}</legend>
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
      <label htmlFor={`${id}-text`} className="text-sm font-medium text-slate-200">
        {label} text
      </label>
      <textarea id={`${id}-text`} rows={2} value={q.text} disabled={disabled} onChange={(e) => onChange({ text: e.target.value })} className={inputClass} />
      <label htmlFor={`${id}-kind`} className="text-sm font-medium text-slate-200">
        Answers
      </label>
      <select
        id={`${id}-kind`}
        value={q.kind}
        disabled={disabled}
        onChange={(e) => onChange(withKind(q, e.target.value === 'multiple' ? 'multiple' : 'single'))}
        className={`${inputClass} sm:w-fit`}
      >
        <option value="single">Single choice</option>
        <option value="multiple">Multiple choice</option>
      </select>
      <p className="text-sm text-slate-400">Options: tick {q.kind === 'single' ? 'the one right answer' : 'every right answer'}.</p>
      <ol className="flex flex-col gap-2">
        {q.options.map((option, i) => (
          <li key={i} className="flex min-w-0 items-center gap-2">
            <input
              type={q.kind === 'single' ? 'radio' : 'checkbox'}
              name={`${id}-right`}
              aria-label={`Option ${i + 1} is right`}
              checked={q.correct.includes(i)}
              disabled={disabled}
              onChange={(e) => onChange({ correct: tick(q, i, e.currentTarget.checked) })}
              className="h-5 w-5 shrink-0 accent-accent-400"
            />
            <input
              aria-label={`${label}, option ${i + 1}`}
              value={option}
              disabled={disabled}
              onChange={(e) => onChange({ options: q.options.map((o, j) => (j === i ? e.target.value : o)) })}
              className={inputClass}
            />
            <Button
              variant="ghost"
              className="shrink-0 px-2"
              aria-label={`Remove option ${i + 1} of ${label.toLowerCase()}`}
              disabled={disabled || q.options.length <= 2}
              onClick={() => onChange(withoutOption(q, i))}
            >
              ✕
            </Button>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={disabled || q.options.length >= QUIZ_OPTIONS_MAX} onClick={() => onChange({ options: [...q.options, ''] })}>
          Add option
        </Button>
        {onRemove && (
          <Button variant="ghost" disabled={disabled} onClick={onRemove}>
            Remove {label.toLowerCase()}
          </Button>
        )}
      </div>
      <label htmlFor={`${id}-why`} className="text-sm font-medium text-slate-200">
        Explanation (shown after an attempt)
      </label>
      <textarea
        id={`${id}-why`}
        rows={2}
        value={q.explanation}
        disabled={disabled}
        onChange={(e) => onChange({ explanation: e.target.value })}
        className={inputClass}
      />
    </fieldset>
  );
}
