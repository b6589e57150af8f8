import { useState } from 'react';
import { useQuizSets } from '../api/quizzes.ts';
import { QuizRunner } from './quiz-runner.tsx';
import { QuizSetList } from './quiz-set-list.tsx';

/**
 * The question sets for the player's Quizzes tab: `aside` lists them under the quiz videos, `main`
 * is the set opened (in the video's place), `close` goes back to the video. Null slug: not owned, nothing read.
 */
export function useQuizPanel(slug: string | null) {
  const { data: sets } = useQuizSets(slug);
  const [open, setOpen] = useState<string | null>(null);
  const set = sets?.find((s) => s.id === open);
  const close = () => setOpen(null);
  return {
    aside: sets ? <QuizSetList sets={sets} open={set?.id ?? null} onOpen={setOpen} /> : null,
    main: set && slug ? <QuizRunner key={set.id} slug={slug} set={set} onClose={close} /> : null,
    close,
  };
}
