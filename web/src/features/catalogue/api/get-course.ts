import useSWR from 'swr';
import type { CourseDetail } from '@academy/shared/catalogue';

export const courseKey = (slug: string) => `singleCourse?slug=${encodeURIComponent(slug)}`;

/** `singleCourse`; null skips the read (a page that shows one kind or the other). Data null: no such course (told by the server's render). */
export const useCourse = (slug: string | null) => useSWR<CourseDetail | null, Error>(slug ? courseKey(slug) : null);
