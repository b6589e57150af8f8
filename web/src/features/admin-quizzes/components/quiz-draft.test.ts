import { describe, expect, it } from 'vitest';
import { quizSetRequest } from '@academy/shared/quizzes';
import { blankQuestion, draftOf, type QuestionDraft, requestOf, tick, withKind, withoutOption } from './quiz-draft.ts';

const question = (change: Partial<QuestionDraft>): QuestionDraft => ({ ...blankQuestion(), options: ['A', 'B', 'C', 'D'], ...change });

describe('the quiz editor draft', () => {
  it('keeps one tick for a single choice question and several for a multiple one', () => {
    expect(tick(question({ kind: 'single', correct: [0] }), 2, true)).toEqual([2]);
    expect(tick(question({ kind: 'multiple', correct: [3] }), 1, true)).toEqual([1, 3]);
    expect(tick(question({ kind: 'multiple', correct: [1, 3] }), 3, false)).toEqual([1]);
  });

  it('moves the ticks after a removed option up with their options', () => {
    expect(withoutOption(question({ kind: 'multiple', correct: [0, 2, 3] }), 1)).toEqual({ options: ['A', 'C', 'D'], correct: [0, 1, 2] });
    expect(withoutOption(question({ correct: [1] }), 1)).toEqual({ options: ['A', 'C', 'D'], correct: [] });
  });

  it('switching to single choice keeps the first tick only', () => {
    expect(withKind(question({ kind: 'multiple', correct: [1, 2] }), 'single')).toEqual({ kind: 'single', correct: [1] });
  });

  it('sends an edited set back with its question ids, and a blank pass mark is refused', () => {
    const set = {
      id: '7f0c3c1e-2a4b-4c5d-8e6f-0a1b2c3d4e5f',
      title: 'Pips',
      pass_percent: 70,
      position: 0,
      max_attempts: 2,
      shuffle: true,
      questions: [{ id: '1f0c3c1e-2a4b-4c5d-8e6f-0a1b2c3d4e5f', text: 'Q', kind: 'single' as const, options: ['A', 'B'], correct: [1], explanation: '' }],
    };
    const sent = requestOf(draftOf(set));
    expect(sent.questions[0]).toEqual(set.questions[0]);
    expect(quizSetRequest.safeParse(sent).success).toBe(true);
    const blank = quizSetRequest.safeParse(requestOf({ ...draftOf(set), pass: ' ' }));
    expect(blank.success ? '' : blank.error.issues[0]!.message).toBe('The pass mark is a whole percent from 1 to 100');
  });

  it('keeps the attempts limit and shuffle; blank attempts are no limit, a fraction is refused', () => {
    const set = { id: '7f0c3c1e-2a4b-4c5d-8e6f-0a1b2c3d4e5f', title: 'Pips', pass_percent: 70, position: 0, max_attempts: 3, shuffle: true, questions: [] };
    expect(requestOf(draftOf(set))).toMatchObject({ max_attempts: 3, shuffle: true });
    expect(requestOf({ ...draftOf(set), attempts: ' ' }).max_attempts).toBeNull();
    const fraction = quizSetRequest.safeParse({ ...requestOf({ ...draftOf(set), attempts: '1.5' }), questions: [] });
    expect(fraction.success ? [] : fraction.error.issues.map((i) => i.message)).toContain('Attempts are a whole number from 1 to 20');
  });
});
