import type { QuizQuestion, ReviewedQuestion } from '@academy/shared/quizzes';

/**
 * Marks one attempt: a question is right only when the options chosen are exactly its right ones
 * (a partial choice is wrong, so is an unanswered one); the score is the whole percent right, rounded down.
 */
export function scoreAttempt(questions: QuizQuestion[], answers: Record<string, number[]>, passPercent: number) {
  const reviewed: ReviewedQuestion[] = questions.map((q) => {
    const chosen = [...new Set(answers[q.id] ?? [])].sort((a, b) => a - b);
    const correct = [...q.correct].sort((a, b) => a - b);
    const right = chosen.length === correct.length && chosen.every((c, i) => c === correct[i]);
    return { id: q.id, chosen, correct, right, explanation: q.explanation };
  });
  const correct = reviewed.filter((q) => q.right).length;
  const total = questions.length;
  const scorePercent = total === 0 ? 0 : Math.floor((100 * correct) / total);
  return { reviewed, correct, total, scorePercent, passed: scorePercent >= passPercent };
}

/** Why answers cannot be scored (a question not in the set, an option it does not have), or null when they can. */
export function invalidAnswers(questions: QuizQuestion[], answers: Record<string, number[]>): string | null {
  const byId = new Map(questions.map((q) => [q.id, q]));
  for (const [id, chosen] of Object.entries(answers)) {
    const question = byId.get(id);
    if (!question) return 'An answer names a question that is not in this quiz';
    if (chosen.some((i) => i < 0 || i >= question.options.length)) return 'An answer names an option the question does not have';
    if (question.kind === 'single' && new Set(chosen).size > 1) return 'A single choice question takes one answer';
  }
  return null;
}
