import '@vidstack/react/player/styles/default/theme.css';
import '@vidstack/react/player/styles/default/layouts/video.css';
import '@vidstack/react/player/styles/default/layouts/audio.css';
import {
  isHLSProvider,
  MediaPlayer,
  useMediaState,
  type MediaAutoPlayFailEventDetail,
  type MediaPlayerInstance,
  MediaProvider,
  type MediaProviderAdapter,
  Track,
} from '@vidstack/react';
import { DefaultAudioLayout, DefaultVideoLayout, defaultLayoutIcons } from '@vidstack/react/player/layouts/default';
import { type Dispatch, type RefObject, type SetStateAction, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { PlayerClock } from '../../../lib/player-clock.ts';
import { rememberedPlaybackRate, rememberPlaybackRate } from '../utils/playback-rate.ts';
import { ViewerWatermark } from './viewer-watermark.tsx';

/** Whether the sound is on, and if not, whether we turned it off to be allowed to autoplay (then we offer it back). */
export type Sound = 'on' | 'muted-for-autoplay' | 'muted';

const SAVE_EVERY_S = 5;

// The layout's own icons (already loaded with it) for the two controls added over the video.
const { Mute: MuteIcon } = defaultLayoutIcons.MuteButton;
const { Play: PlayIcon } = defaultLayoutIcons.PlayButton;

// Made once: React skips an element it was given before, so the player's own renders (the sound after a
// refused start, the watermark's email, each saved position) leave vidstack's layouts alone. On a phone
// one render of them cost more than the rest of the player's page (bench/README.md).
const layouts = (
  <>
    <DefaultVideoLayout icons={defaultLayoutIcons} />
    <DefaultAudioLayout icons={defaultLayoutIcons} className="absolute inset-x-0 bottom-0" />
  </>
);

// hls.js ships with the app (never from a CDN): loaded only when an HLS source plays.
const onProviderChange = (provider: MediaProviderAdapter | null) => {
  if (isHLSProvider(provider)) provider.library = () => import('hls.js');
};

/** An audio lesson has no picture of its own: the course cover fills the player while it plays. */
function AudioCover({ src }: { src: string }) {
  return useMediaState('viewType') === 'audio' ? <img src={src} alt="" className="absolute inset-0 h-full w-full object-cover opacity-80" /> : null;
}

interface LessonVideoProps {
  /** A chapter that plays (a shut one never reaches the player), with its captions (WebVTT) when it has them. */
  video: { title: string; url: string; captions?: string | null };
  title: string;
  /** The course cover: shown before playing, and the media session's artwork. */
  cover: string;
  startAt: number;
  sound: Sound;
  onSoundChange: Dispatch<SetStateAction<Sound>>;
  /** Where the video is, its length (0 while unknown, as for a live stream), and whether it reached its end. */
  onProgress: (seconds: number, duration: number, ended: boolean) => void;
  onEnded: () => void;
  /** The signed-in viewer's email, shown over the video; none for a visitor's free preview (preview-player.tsx). */
  viewer?: string;
  /** Filled with this player's clock while it is on the page (the lesson's questions read and seek it). */
  clockRef?: RefObject<PlayerClock | null>;
}

/**
 * One chapter's video, started by itself. Browsers refuse sound until the visitor has used the page
 * (a bookmark, a reload, a link in a mail), so a refused start is retried muted with "Tap to unmute"
 * shown; if even that is refused, a large play control starts it.
 */
export function LessonVideo({ video, title, cover, startAt, sound, onSoundChange, onProgress, onEnded, viewer, clockRef }: LessonVideoProps) {
  const player = useRef<MediaPlayerInstance>(null);
  const lastSave = useRef(0);
  const [blocked, setBlocked] = useState(false);
  // Read once: each chapter mounts its own player (course-player.tsx keys it), so the next one starts at the speed last picked.
  const [playbackRate] = useState(rememberedPlaybackRate);
  const now = () => Math.floor(player.current?.currentTime ?? 0);
  // A live stream's length is Infinity: unknown, like one not loaded yet.
  const duration = () => {
    const length = player.current?.state.duration ?? 0;
    return Number.isFinite(length) ? length : 0;
  };

  // Leaving the page (a link elsewhere, closing the tab) pauses nothing the player hears of: the
  // position is saved as the page goes, so the learner resumes where they were, not at the last tick.
  // An Effect Event: it always sees the latest onProgress, without re-subscribing when it changes.
  const saveOnLeave = useEffectEvent(() => {
    if (player.current && !player.current.state.paused && !player.current.state.ended) onProgress(now(), duration(), false);
  });
  useEffect(() => {
    const leave = () => saveOnLeave();
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, []);

  useEffect(() => {
    if (!clockRef) return;
    clockRef.current = {
      now: () => player.current?.currentTime ?? 0,
      seek: (seconds) => {
        if (!player.current) return;
        player.current.currentTime = seconds;
        void player.current.play().catch(() => undefined);
      },
    };
    return () => {
      clockRef.current = null;
    };
  }, [clockRef]);

  async function onAutoPlayFail({ muted }: MediaAutoPlayFailEventDetail) {
    if (!muted && player.current) {
      onSoundChange('muted-for-autoplay');
      player.current.muted = true;
      try {
        await player.current.play();
        return;
      } catch {
        // Refused even muted: the play control below asks for a tap.
      }
    }
    setBlocked(true);
  }

  function playByTap() {
    onSoundChange((s) => (s === 'muted-for-autoplay' ? 'on' : s));
    // Called within the tap, so browsers that only play on a gesture accept it.
    void player.current?.play().catch(() => undefined);
  }

  return (
    <MediaPlayer
      ref={player}
      title={title}
      src={video.url}
      poster={cover}
      // Without artwork vidstack hands the media session `src: ''`, which Chromium fetches as the page URL.
      artwork={[{ src: cover }]}
      autoPlay
      // The lesson is what the page is for: load it at once, not when vidstack sees it scrolled into view.
      load="eager"
      muted={sound !== 'on'}
      playbackRate={playbackRate}
      onRateChange={rememberPlaybackRate}
      playsInline
      crossOrigin
      onProviderChange={onProviderChange}
      onAutoPlayFail={onAutoPlayFail}
      onPlay={() => {
        setBlocked(false);
        // Where playing starts (the resume point while it is not yet sought): the server credits
        // watching from each report to the next by the time between them (upstream/src/learning/learning.ts).
        onProgress(now() < 1 ? startAt : now(), duration(), false);
      }}
      onVolumeChange={({ muted }) => onSoundChange((s) => (!muted ? 'on' : s === 'on' ? 'muted' : s))}
      onCanPlay={() => {
        if (startAt > 0 && player.current && player.current.currentTime < 1) player.current.currentTime = startAt;
      }}
      onTimeUpdate={({ currentTime }) => {
        if (currentTime - lastSave.current >= SAVE_EVERY_S) {
          lastSave.current = currentTime;
          onProgress(Math.floor(currentTime), duration(), false);
        }
      }}
      onPause={() => onProgress(now(), duration(), false)}
      onEnded={() => {
        onProgress(now(), duration(), true);
        onEnded();
      }}
      className="@container-size relative aspect-video w-full overflow-hidden rounded-2xl bg-black"
    >
      <MediaProvider>{video.captions && <Track src={video.captions} kind="subtitles" label="English" lang="en" type="vtt" default />}</MediaProvider>
      <AudioCover src={cover} />
      {/* Before the layout: under its controls and menus, over the picture. */}
      {viewer && <ViewerWatermark email={viewer} />}
      {layouts}
      {sound === 'muted-for-autoplay' && !blocked && (
        <button
          type="button"
          onClick={() => onSoundChange('on')}
          className="absolute left-1/2 top-3 z-10 inline-flex -translate-x-1/2 whitespace-nowrap items-center gap-2 rounded-full bg-navy-950/85 px-4 py-2 text-sm font-semibold text-white shadow-lg ring-1 ring-white/20 hover:bg-navy-900"
        >
          <MuteIcon aria-hidden="true" className="h-5 w-5" />
          Tap to unmute
        </button>
      )}
      {blocked && (
        <div className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center">
          <button
            type="button"
            onClick={playByTap}
            aria-label={`Play ${title}`}
            className="pointer-events-auto flex h-20 w-20 items-center justify-center rounded-full bg-accent-400 text-navy-950 shadow-xl ring-4 ring-white/25 hover:bg-accent-500"
          >
            <PlayIcon aria-hidden="true" className="h-10 w-10" />
          </button>
        </div>
      )}
    </MediaPlayer>
  );
}
