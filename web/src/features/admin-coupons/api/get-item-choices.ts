import useSWR from 'swr';
import type { CourseSummary, RobotSummary } from '@academy/shared/catalogue';
import { MAX_PAGE_LENGTH } from '@academy/shared/constants';

/** The courses and robots a coupon may be limited to: the longest page of each the API gives. */
export function useItemChoices() {
  const courses = useSWR<CourseSummary[], Error>(`admin/courses?page=1&length=${MAX_PAGE_LENGTH}`);
  const robots = useSWR<RobotSummary[], Error>(`admin/robots?page=1&length=${MAX_PAGE_LENGTH}`);
  return courses.data && robots.data ? [...courses.data, ...robots.data] : undefined;
}
