import useSWR from 'swr';
import type { CourseVideoLists } from '@academy/shared/admin-catalogue';

/** A course's three lists as stored (uploaded names and links), for its update form. */
export const useCourseVideoLists = (slug: string | null) => useSWR<CourseVideoLists, Error>(slug ? `admin/courses/${encodeURIComponent(slug)}/videos` : null);
