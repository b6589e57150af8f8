import useSWR, { mutate } from 'swr';
import type { AttemptHistory, AttemptResult, LearnerQuizSet } from '@academy/shared/quizzes';
import { api } from '../../../lib/api-client.ts';
import { revalidateDetails } from '../../../lib/revalidate-details.ts';

const setsKey = (slug: string) => `courses/${encodeURIComponent(slug)}/quizzes`;
const attemptsPath = (slug: string, setId: string) => `${setsKey(slug)}/${setId}/attempts`;

/** A bought course's question sets with how the learner did; null until the course is known to be owned. */
export const useQuizSets = (slug: string | null) => useSWR<LearnerQuizSet[], Error>(slug ? setsKey(slug) : null);

/** The review of the learner's latest attempt at a set (right answers come only after an attempt), or null. */
export async function latestReview(slug: string, setId: string): Promise<AttemptResult | null> {
  const { data } = await api<AttemptHistory>(attemptsPath(slug, setId));
  return data?.review ?? null;
}

/** Scores the learner's answers; the list's best score is then out of date, and a pass may have earned the certificate. */
export async function submitAttempt(slug: string, setId: string, answers: Record<string, number[]>): Promise<AttemptResult> {
  const { data } = await api<AttemptResult>(attemptsPath(slug, setId), { body: { answers } });
  void mutate(setsKey(slug));
  if (data?.passed) revalidateDetails();
  return data!;
}
