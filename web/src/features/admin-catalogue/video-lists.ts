import type { UploadTarget } from '../../lib/upload-file.ts';
import type { Job } from './use-uploads.ts';

/**
 * One entry of a course's video list: a file chosen to upload, or one already stored (an uploaded
 * name or a link); `preview` when the admin made it a free preview chapter (update form).
 */
export type VideoEntry = ({ kind: 'file'; file: File } | { kind: 'stored'; name: string }) & { preview?: boolean };

/** The three lists of a course (docs/requirements.md#course-player), the upload type of their files, and their form labels. */
export const VIDEO_LISTS = [
  { key: 'course_video_names', label: 'Course videos', type: 'course' },
  { key: 'quiz_video_names', label: 'Quiz videos', type: 'quiz' },
  { key: 'live_session_video_names', label: 'Live session videos', type: 'live_session' },
] as const satisfies readonly { key: string; label: string; type: UploadTarget['upload_type'] }[];
type VideoListKey = (typeof VIDEO_LISTS)[number]['key'];
export type VideoLists = Record<VideoListKey, VideoEntry[]>;

export const emptyVideoLists = (): VideoLists => ({ course_video_names: [], quiz_video_names: [], live_session_video_names: [] });
/** The lists as stored, each entry ticked when it is one of the course's free previews. */
export const storedVideoLists = (names: Record<VideoListKey, string[]>, previews: readonly string[] = []): VideoLists =>
  Object.fromEntries(
    VIDEO_LISTS.map((l) => [l.key, names[l.key].map((name): VideoEntry => ({ kind: 'stored', name, preview: previews.includes(name) }))]),
  ) as VideoLists;

/** The uploads the lists need, in list order: the files chosen, never what is already stored. */
export function videoJobs(lists: VideoLists, courseTitle: string): Job[] {
  return VIDEO_LISTS.flatMap((l) =>
    lists[l.key].flatMap((e) => (e.kind === 'file' ? [{ file: e.file, target: { upload_type: l.type, course_title: courseTitle } }] : [])),
  );
}

/** The lists as the API takes them once `uploaded` (the stored names of `videoJobs`, in its order) are in. */
export function videoNames(lists: VideoLists, uploaded: readonly string[]): Record<VideoListKey, string[]> {
  let next = 0;
  const names = (entries: VideoEntry[]) => entries.map((e) => (e.kind === 'stored' ? e.name : uploaded[next++]!));
  return Object.fromEntries(VIDEO_LISTS.map((l) => [l.key, names(lists[l.key])])) as Record<VideoListKey, string[]>;
}

/** The free previews as the API takes them: the names (from `videoNames`) of the entries ticked, in list order. */
export const previewNames = (lists: VideoLists, names: Record<VideoListKey, string[]>): string[] => [
  ...new Set(VIDEO_LISTS.flatMap((l) => lists[l.key].flatMap((e, i) => (e.preview ? [names[l.key][i]!] : [])))),
];

/** `entries` with the one at `from` moved to `to`. */
export function moved<T>(entries: readonly T[], from: number, to: number): T[] {
  const next = [...entries];
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry!);
  return next;
}
