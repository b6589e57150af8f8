import { useState } from 'react';
import type { CourseDetail, ProgressEntry } from '@academy/shared/catalogue';
import { saveProgress } from '../api/progress.ts';
import { lessonStates, openingChapter, startSeconds } from '../utils/start-point.ts';
import { chapterKey, videosOf } from '../utils/video-lists.ts';
import { ChapterList } from './chapter-list.tsx';
import { LessonVideo, type Sound } from './lesson-video.tsx';

/**
 * Spec 2.3: a Chapters list beside the tabs Courses, Live Sessions and Quizzes; the player
 * autoplays, moves to the next video when one ends, and says 'No video available' when a list is
 * empty. It opens where the customer left off and marks finished chapters.
 */
export function CoursePlayer({ course, progress }: { course: CourseDetail; progress: ProgressEntry[] }) {
  const [at, setAt] = useState(() => openingChapter(course, progress));
  const [lessons, setLessons] = useState(() => lessonStates(progress));
  // Kept across chapters: once the browser made us mute, the next chapter starts muted instead of being refused again.
  const [sound, setSound] = useState<Sound>('on');

  const videos = videosOf(course, at.list);
  const video = videos[at.position];
  const key = chapterKey(at);

  function record(seconds: number, completed: boolean) {
    void saveProgress(course.slug, { ...at, seconds, completed });
    setLessons((m) => new Map(m).set(key, { seconds, completed: completed || (m.get(key)?.completed ?? false) }));
  }

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="min-w-0 lg:col-span-2">
        <h1 className="mb-4 text-2xl font-semibold">{course.title}</h1>
        {video ? (
          <LessonVideo
            key={key}
            video={video}
            title={`Chapter ${at.position + 1}: ${video.title}`}
            cover={course.image}
            startAt={startSeconds(lessons.get(key))}
            sound={sound}
            onSoundChange={setSound}
            onProgress={record}
            onEnded={() => {
              if (at.position + 1 < videos.length) setAt({ ...at, position: at.position + 1 });
            }}
          />
        ) : (
          <div className="flex aspect-video w-full items-center justify-center rounded-2xl border border-navy-700 bg-navy-900 text-lg text-slate-300">
            No video available
          </div>
        )}
      </div>
      <ChapterList course={course} at={at} finished={(c) => lessons.get(chapterKey(c))?.completed ?? false} onPick={setAt} />
    </div>
  );
}
