import { type ReactNode, useState } from 'react';
import type { CourseDetail, ProgressEntry } from '@academy/shared/catalogue';
import { reachedCompletion } from '@academy/shared/chapter-lists';
import { Button } from '../../../components/ui/button.tsx';
import { LockIcon } from '../../../components/ui/lock-icon.tsx';
import { localTime, lockNotice } from '../../../lib/lesson-opening.ts';
import type { PlayerClock } from '../../../lib/player-clock.ts';
import { useToastedAction } from '../../../lib/toasted-action.ts';
import { revalidateDetails } from '../../../lib/revalidate-details.ts';
import { markChapter, saveProgress } from '../api/progress.ts';
import { useStreamPlace } from '../api/stream-place.ts';
import { useChapterInAddress } from '../use-chapter-in-address.ts';
import { lessonStates, startSeconds } from '../utils/start-point.ts';
import { type Chapter, chapterKey, videosOf } from '../utils/video-lists.ts';
import { ChapterList } from './chapter-list.tsx';
import { ChapterNotes } from './chapter-notes.tsx';
import { LessonVideo, type Sound } from './lesson-video.tsx';

/** What the Quizzes tab shows besides its videos (the page passes in the course's question sets). */
interface QuizTab {
  /** Under the quiz videos in the chapters list. */
  aside: ReactNode;
  /** An opened set, shown in the video's place; null for the video. */
  main: ReactNode;
  close: () => void;
}

interface CoursePlayerProps {
  course: CourseDetail;
  progress: ProgressEntry[];
  quizTab?: QuizTab;
  /** Under the Live Sessions tab's recordings: the course's scheduled sessions (the page passes them in). */
  liveSessions?: ReactNode;
  /** The signed-in customer's email, watermarked over each lesson (viewer-watermark.tsx); absent until their details load. */
  viewer?: string;
  /** Under a chapter's video: its questions (the page passes them in), given the player's clock while a video plays. */
  questions?: (chapter: Chapter, clock: PlayerClock | null) => ReactNode;
}

/** What shows where the video would play: a shut lesson, a device past the limit, an empty list. */
function InVideoPlace({ children }: { children: ReactNode }) {
  return (
    <div className="flex aspect-video w-full flex-col items-center justify-center gap-4 rounded-2xl border border-navy-700 bg-navy-900 p-6 text-center">
      {children}
    </div>
  );
}

/**
 * docs/requirements.md#course-player: a Chapters list beside the tabs Courses, Live Sessions and Quizzes; the player
 * autoplays, moves to the next video when one ends, and says 'No video available' when a list is
 * empty. It opens at the chapter its address names (Continue's link, a reload, Back, a shared link),
 * else where the customer left off, and marks finished chapters: watched to the end or to 90 %, or marked complete by hand. The Quizzes
 * tab also lists the course's question sets; one opened takes the video's place, and the Live Sessions tab its scheduled sessions.
 */
export function CoursePlayer({ course, progress, quizTab, liveSessions, viewer, questions }: CoursePlayerProps) {
  const [at, go] = useChapterInAddress(course, progress);
  const [lessons, setLessons] = useState(() => lessonStates(progress));
  // Kept across chapters: once the browser made us mute, the next chapter starts muted instead of being refused again.
  const [sound, setSound] = useState<Sound>('on');
  const quiz = at.list === 'quiz' ? quizTab?.main : null;

  const videos = videosOf(course, at.list);
  const video = videos[at.position];
  const key = chapterKey(at);

  const marking = useToastedAction();
  const taking = useToastedAction();
  const playable = video?.url ? { title: video.title, url: video.url, captions: video.captions } : null;
  // The questions read the player through this, whichever chapter's player is on screen (the player fills the holder).
  const [{ clockRef, clock }] = useState(() => {
    const holder: { current: PlayerClock | null } = { current: null };
    const reader: PlayerClock = { now: () => holder.current?.now() ?? 0, seek: (s) => holder.current?.seek(s) };
    return { clockRef: holder, clock: reader };
  });
  const place = useStreamPlace(Boolean(playable) && !quiz);
  const completed = lessons.get(key)?.completed ?? false;

  function record(seconds: number, duration: number, ended: boolean) {
    const entry = { seconds, duration: duration > 0 ? duration : undefined, completed: ended };
    // Finishing a chapter by watching changes Your Courses' percent, and may earn the certificate
    // (which counts watching as the server credits it: by the end at the latest).
    const finishes = ended || (reachedCompletion(entry) && !(lessons.get(key)?.completed ?? false));
    void saveProgress(course.slug, { ...at, ...entry }).then(() => finishes && revalidateDetails());
    // The server's rule, shown at once: completion sticks (only Mark unfinished undoes it).
    setLessons((m) => new Map(m).set(key, { seconds, completed: reachedCompletion(entry) || (m.get(key)?.completed ?? false) }));
  }

  /** Mark complete, or its undo, for the chapter on screen (the one asked about, even if the learner moves on meanwhile). */
  async function mark(done: boolean) {
    const chapter = key;
    if (await marking.run(() => markChapter(course.slug, at, done)))
      setLessons((m) => new Map(m).set(chapter, { seconds: m.get(chapter)?.seconds ?? 0, completed: done }));
  }

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="min-w-0 lg:col-span-2">
        <h1 className="mb-4 text-2xl font-semibold">{course.title}</h1>
        {course.cohorts?.member && (
          <p className="-mt-2 mb-4 text-sm text-slate-300">
            {course.cohorts.member.cohort
              ? `Your cohort: ${course.cohorts.member.cohort.name}, from ${localTime(course.cohorts.member.cohort.starts_at, { timeZoneName: 'short' })}.`
              : 'You have a place in the next cohort the academy schedules.'}
          </p>
        )}
        {quiz ? (
          quiz
        ) : video?.locked ? (
          <InVideoPlace>
            <LockIcon className="h-8 w-8 text-amber-300" />
            <p className="max-w-md text-slate-200">{lockNotice(video.locked, at.position)}</p>
          </InVideoPlace>
        ) : playable && place.refusal ? (
          <InVideoPlace>
            <p role="alert" className="max-w-md text-slate-200">
              {place.refusal}
            </p>
            <Button disabled={taking.busy} onClick={() => void taking.run(place.takeOver)}>
              Watch here instead
            </Button>
          </InVideoPlace>
        ) : playable ? (
          <LessonVideo
            key={key}
            video={playable}
            title={`Chapter ${at.position + 1}: ${playable.title}`}
            cover={course.image}
            startAt={startSeconds(lessons.get(key))}
            sound={sound}
            onSoundChange={setSound}
            onProgress={record}
            viewer={viewer}
            clockRef={clockRef}
            onEnded={() => {
              if (at.position + 1 < videos.length) go({ ...at, position: at.position + 1 }, { replace: true });
            }}
          />
        ) : (
          <InVideoPlace>
            <p className="text-lg text-slate-300">No video available</p>
          </InVideoPlace>
        )}
        {video && !quiz && <ChapterNotes video={video} />}
        {playable && !quiz && (
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-300">
              {completed ? `Chapter ${at.position + 1} is complete.` : 'Complete at the end, or at 90 % watched.'}
              {course.certificate_counts === 'watched' && ' The certificate counts chapters watched, not marked.'}
            </p>
            <Button variant={completed ? 'secondary' : 'primary'} disabled={marking.busy} onClick={() => void mark(!completed)}>
              {completed ? 'Mark unfinished' : 'Mark complete'}
            </Button>
          </div>
        )}
        {video && !quiz && !video.locked && questions?.(at, playable && !place.refusal ? clock : null)}
      </div>
      <ChapterList
        course={course}
        at={at}
        finished={(c) => lessons.get(chapterKey(c))?.completed ?? false}
        onPick={(c) => {
          quizTab?.close();
          go(c);
        }}
      >
        {at.list === 'quiz' && quizTab?.aside}
        {at.list === 'live_session' && liveSessions}
      </ChapterList>
    </div>
  );
}
