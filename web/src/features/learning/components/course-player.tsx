import '@vidstack/react/player/styles/default/theme.css';
import '@vidstack/react/player/styles/default/layouts/video.css';
import { isHLSProvider, MediaPlayer, type MediaPlayerInstance, MediaProvider, type MediaProviderAdapter } from '@vidstack/react';
import { DefaultVideoLayout, defaultLayoutIcons } from '@vidstack/react/player/layouts/default';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { CourseDetail, ProgressEntry, VideoListName } from '@academy/shared/catalogue';
import { saveProgress } from '../api/progress.ts';

const TABS: { list: VideoListName; label: string; key: 'course_videos' | 'live_session_videos' | 'quiz_videos' }[] = [
  { list: 'course', label: 'Courses', key: 'course_videos' },
  { list: 'live_session', label: 'Live Sessions', key: 'live_session_videos' },
  { list: 'quiz', label: 'Quizzes', key: 'quiz_videos' },
];
const SAVE_EVERY_S = 5;

// hls.js ships with the app (never from a CDN): loaded only when an HLS source plays.
const onProviderChange = (provider: MediaProviderAdapter | null) => {
  if (isHLSProvider(provider)) provider.library = () => import('hls.js');
};

/**
 * Spec 2.3: a Chapters list beside the tabs Courses, Live Sessions and Quizzes; the player
 * autoplays, moves to the next video when one ends, and says 'No video available' when a list is
 * empty. It resumes where the customer left off and marks finished chapters.
 */
export function CoursePlayer({ course, progress }: { course: CourseDetail; progress: ProgressEntry[] }) {
  const latest = progress[0];
  const [list, setList] = useState<VideoListName>(latest?.list ?? 'course');
  const [position, setPosition] = useState(latest?.position ?? 0);
  const [done, setDone] = useState(() => new Set(progress.filter((p) => p.completed).map((p) => `${p.list}:${p.position}`)));
  const saved = useMemo(() => new Map(progress.map((p) => [`${p.list}:${p.position}`, p.seconds])), [progress]);
  const player = useRef<MediaPlayerInstance>(null);
  const lastSave = useRef(0);

  const tab = TABS.find((t) => t.list === list)!;
  const videos = course[tab.key];
  const video = videos[position];

  useEffect(() => {
    lastSave.current = 0;
  }, [list, position]);

  const record = (seconds: number, completed = false) => void saveProgress(course.slug, { list, position, seconds, completed });

  function onEnded() {
    record(Math.floor(player.current?.currentTime ?? 0), true);
    setDone((d) => new Set(d).add(`${list}:${position}`));
    if (position + 1 < videos.length) setPosition(position + 1);
  }

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="lg:col-span-2">
        <h1 className="mb-4 text-2xl font-semibold">{course.title}</h1>
        {video ? (
          <MediaPlayer
            key={`${list}:${position}`}
            ref={player}
            title={`Chapter ${position + 1}: ${video.title}`}
            src={video.url}
            autoPlay
            playsInline
            crossOrigin
            onProviderChange={onProviderChange}
            onCanPlay={() => {
              const resume = saved.get(`${list}:${position}`);
              if (resume && player.current && player.current.currentTime < 1) player.current.currentTime = resume;
            }}
            onTimeUpdate={({ currentTime }) => {
              if (currentTime - lastSave.current >= SAVE_EVERY_S) {
                lastSave.current = currentTime;
                record(Math.floor(currentTime));
              }
            }}
            onPause={() => record(Math.floor(player.current?.currentTime ?? 0))}
            onEnded={onEnded}
            className="aspect-video w-full overflow-hidden rounded-2xl bg-black"
          >
            <MediaProvider />
            <DefaultVideoLayout icons={defaultLayoutIcons} />
          </MediaPlayer>
        ) : (
          <div className="flex aspect-video w-full items-center justify-center rounded-2xl border border-navy-700 bg-navy-900 text-lg text-slate-300">No video available</div>
        )}
      </div>
      <aside aria-label="Course content" className="rounded-2xl border border-navy-700 bg-navy-900 p-4">
        <div role="tablist" aria-label="Video lists" className="mb-4 flex gap-1 rounded-xl bg-navy-950 p-1">
          {TABS.map((t) => (
            <button
              key={t.list}
              type="button"
              role="tab"
              aria-selected={t.list === list}
              onClick={() => {
                setList(t.list);
                setPosition(0);
              }}
              className={`flex-1 rounded-lg px-2 py-2 text-sm font-semibold ${t.list === list ? 'bg-accent-400 text-navy-950' : 'text-slate-300 hover:text-white'}`}
            >
              {t.label}
            </button>
          ))}
        </div>
        <h2 className="mb-2 px-1 text-sm font-semibold text-slate-300">Chapters</h2>
        {videos.length === 0 ? (
          <p className="px-1 text-sm text-slate-400">No video available</p>
        ) : (
          <ol className="flex flex-col gap-1">
            {videos.map((v, i) => {
              const finished = done.has(`${list}:${i}`);
              return (
                <li key={`${v.url}-${i}`}>
                  <button
                    type="button"
                    onClick={() => setPosition(i)}
                    aria-current={i === position ? 'true' : undefined}
                    className={`flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm ${i === position ? 'bg-accent-400/15 text-white' : 'text-slate-300 hover:bg-navy-800'}`}
                  >
                    <span aria-hidden="true" className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs ${finished ? 'bg-green-500 text-navy-950' : 'border border-navy-700'}`}>
                      {finished ? '✓' : i + 1}
                    </span>
                    <span className="flex-1">
                      Chapter {i + 1}
                      <span className="block text-xs text-slate-400">{v.title}</span>
                    </span>
                    {finished && <span className="sr-only">(completed)</span>}
                  </button>
                </li>
              );
            })}
          </ol>
        )}
      </aside>
    </div>
  );
}
