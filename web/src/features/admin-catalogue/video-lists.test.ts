import { describe, expect, it } from 'vitest';
import { formatDuration } from '@academy/shared/chapter-lists';
import { moved, previewNames, storedVideoLists, videoNames } from './video-lists.ts';

describe('free previews on the update form', () => {
  const stored = { course_video_names: ['a.webm', 'b.webm'], quiz_video_names: ['q.webm'], live_session_video_names: [] };

  it('ticks the stored previews, and sends the ticked entries as they are named, moved or not', () => {
    const lists = storedVideoLists(stored, ['b.webm']);
    expect(lists.course_video_names.map((e) => e.preview)).toEqual([false, true]);
    const reordered = { ...lists, course_video_names: moved(lists.course_video_names, 1, 0) };
    expect(previewNames(reordered, videoNames(reordered, []))).toEqual(['b.webm']);
  });

  it('names a new upload ticked as a preview by its stored name once uploaded', () => {
    const lists = storedVideoLists(stored);
    const file = new File(['x'], 'intro.webm');
    const withUpload = { ...lists, quiz_video_names: [...lists.quiz_video_names, { kind: 'file' as const, file, preview: true }] };
    expect(previewNames(withUpload, videoNames(withUpload, ['ab12cd34-intro.webm']))).toEqual(['ab12cd34-intro.webm']);
  });
});

describe('a syllabus length', () => {
  it('reads as m:ss, and h:mm:ss from an hour', () => {
    expect([formatDuration(6), formatDuration(750), formatDuration(3725)]).toEqual(['0:06', '12:30', '1:02:05']);
  });
});
