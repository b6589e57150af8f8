import { LIST_TABS, type VideoListName } from '@academy/shared/chapter-lists';

type ListField = 'course_videos' | 'live_session_videos' | 'quiz_videos';
const FIELD: Record<VideoListName, ListField> = { course: 'course_videos', live_session: 'live_session_videos', quiz: 'quiz_videos' };

/** The player's tabs (docs/requirements.md#course-player), in their order, and the course field each one lists (the player's, and the admin's Learning names chapters by them). */
export const VIDEO_TABS: { list: VideoListName; label: string; key: ListField }[] = LIST_TABS.map((t) => ({ ...t, key: FIELD[t.list] }));
