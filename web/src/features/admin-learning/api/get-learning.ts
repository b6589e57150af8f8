import useSWR from 'swr';
import type { CourseInsight, CourseInsightDetail, UserLearning } from '@academy/shared/learning-insight';
import { usePaged } from '../../../lib/use-paged.ts';

// Every read is afresh on each visit: learners progress meanwhile.
const fresh = { dedupingInterval: 0 };

/** `admin/learning/courses`: each course's figures, newest course first, narrowed by a part of the title. */
export const useLearningCourses = (q: string | undefined) => usePaged<CourseInsight>('admin/learning/courses', { filter: { q }, fresh: true });

/** `admin/learning/courses/:slug`: one course's figures, chapter funnel, quiz sets and learners. */
export const useCourseInsight = (slug: string) => useSWR<CourseInsightDetail, Error>(`admin/learning/courses/${encodeURIComponent(slug)}`, fresh);

/** `admin/users/:id/learning`: one user's progress in each course they own. */
export const useUserLearning = (userId: string) => useSWR<UserLearning, Error>(`admin/users/${encodeURIComponent(userId)}/learning`, fresh);
