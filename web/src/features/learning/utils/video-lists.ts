import type { CourseDetail, Video } from '@academy/shared/catalogue';
import type { VideoListName } from '@academy/shared/chapter-lists';
import { VIDEO_TABS } from '../../../lib/video-tabs.ts';

/** One video of a course: which list, and its index there (Chapter position + 1). */
export interface Chapter {
  list: VideoListName;
  position: number;
}

export const videosOf = (course: CourseDetail, list: VideoListName): Video[] => course[VIDEO_TABS.find((t) => t.list === list)!.key];

export const chapterKey = ({ list, position }: Chapter) => `${list}:${position}`;
