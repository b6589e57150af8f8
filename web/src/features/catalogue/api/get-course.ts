import useSWR from 'swr';
import type { CourseDetail } from '@academy/shared/catalogue';

/** `singleCourse`; null skips the read (a page that shows one kind or the other). */
export const useCourse = (slug: string | null) => useSWR<CourseDetail, Error>(slug ? `singleCourse?slug=${encodeURIComponent(slug)}` : null);
