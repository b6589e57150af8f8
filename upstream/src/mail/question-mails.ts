import type { Mail } from './mailer.ts';
import { linkMail } from './templates.ts';

/** A learner's question was answered by someone else: which, and the lesson where the answer is. */
export const questionAnsweredMail = (to: string, name: string, course: string, question: string, url: string): Mail =>
  linkMail(
    to,
    `Your question on ${course} was answered`,
    name,
    `Your question "${question.length > 140 ? `${question.slice(0, 140)}…` : question}" on ${course} has a new answer.`,
    'Read the answer',
    url,
  );
