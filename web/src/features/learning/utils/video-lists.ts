import type { CourseDetail, Video, VideoListName } from '@academy/shared/catalogue';

/** Spec 2.3's tabs, in their order, and the course field each one lists. */
export const VIDEO_TABS: { list: VideoListName; label: string; key: 'course_videos' | 'live_session_videos' | 'quiz_videos' }[] = [
  { list: 'course', label: 'Courses', key: 'course_videos' },
  { list: 'live_session', label: 'Live Sessions', key: 'live_session_videos' },
  { list: 'quiz', label: 'Quizzes', key: 'quiz_videos' },
];

/** One video of a course: which list, and its index there (Chapter position + 1). */
export interface Chapter {
  list: VideoListName;
  position: number;
}

export const videosOf = (course: CourseDetail, list: VideoListName): Video[] => course[VIDEO_TABS.find((t) => t.list === list)!.key];

export const chapterKey = ({ list, position }: Chapter) => `${list}:${position}`;
