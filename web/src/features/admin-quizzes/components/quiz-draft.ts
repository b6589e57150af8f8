import type { AdminQuizSet, QuizKind, QuizSetRequest } from '@academy/shared/quizzes';

/** A question as the editor holds it: `key` tells React rows apart, `id` is sent back for a kept question. */
export interface QuestionDraft {
  key: string;
  id?: string;
  text: string;
  kind: QuizKind;
  options: string[];
  correct: number[];
  explanation: string;
}

interface QuizDraft {
  title: string;
  pass: string;
  /** Blank: as many attempts as the learner likes. */
  attempts: string;
  shuffle: boolean;
  questions: QuestionDraft[];
}

let next = 0;
const newKey = () => `q${++next}`;

export const blankQuestion = (): QuestionDraft => ({ key: newKey(), text: '', kind: 'single', options: ['', ''], correct: [], explanation: '' });

export const draftOf = (set: AdminQuizSet | null): QuizDraft =>
  set
    ? {
        title: set.title,
        pass: String(set.pass_percent),
        attempts: set.max_attempts === null ? '' : String(set.max_attempts),
        shuffle: set.shuffle,
        questions: set.questions.map((q) => ({ ...q, key: newKey() })),
      }
    : { title: '', pass: '70', attempts: '', shuffle: false, questions: [blankQuestion()] };

/** What the server is sent; the shared schema checks it first. A blank pass mark is no number; blank attempts are no limit. */
export const requestOf = (draft: QuizDraft): QuizSetRequest => ({
  title: draft.title,
  pass_percent: draft.pass.trim() === '' ? Number.NaN : Number(draft.pass),
  max_attempts: draft.attempts.trim() === '' ? null : Number(draft.attempts),
  shuffle: draft.shuffle,
  questions: draft.questions.map(({ key: _key, ...q }) => q),
});

/** Ticks or unticks an option; a single choice question keeps one tick. */
export const tick = (q: QuestionDraft, i: number, on: boolean): number[] =>
  q.kind === 'single' ? (on ? [i] : []) : on ? [...q.correct, i].sort((a, b) => a - b) : q.correct.filter((c) => c !== i);

/** Removing option i: the ticks after it move up with their options. */
export const withoutOption = (q: QuestionDraft, i: number): Pick<QuestionDraft, 'options' | 'correct'> => ({
  options: q.options.filter((_, j) => j !== i),
  correct: q.correct.filter((c) => c !== i).map((c) => (c > i ? c - 1 : c)),
});

/** Switching to single choice keeps the first tick only. */
export const withKind = (q: QuestionDraft, kind: QuizKind): Pick<QuestionDraft, 'kind' | 'correct'> => ({
  kind,
  correct: kind === 'single' ? q.correct.slice(0, 1) : q.correct,
});
