import { z } from 'zod';

/**
 * A course video given as a link instead of an upload (docs/requirements.md#course-player: video-sharing, streaming and
 * audio-hosting services, and direct files), by what the player does with it: YouTube and Vimeo
 * play in their embeds, HLS through hls.js, audio and video files in the browser's own element.
 */
export type VideoLinkKind = 'youtube' | 'vimeo' | 'hls' | 'audio' | 'video';

const YOUTUBE_HOSTS = /^(www\.|m\.)?(youtube\.com|youtube-nocookie\.com)$/;
const VIMEO_HOSTS = /^(www\.|player\.)?vimeo\.com$/;
// The extensions vidstack picks its providers by, so a link is accepted only if it will play.
const HLS = /\.m3u8$/i;
const AUDIO = /\.(m4a|mp3|wav|weba|aac|oga|opus|flac)$/i;
const VIDEO = /\.(mp4|ogv|ogg|webm|mov|m4v)$/i;

/** What kind of link `url` is, or null when the player could not play it. */
export function videoLinkKind(url: string): VideoLinkKind | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (u.protocol !== 'https:' || u.username || u.password) return null;
  const host = u.hostname.toLowerCase();
  if (host === 'youtu.be') return /^\/[\w-]{6,}$/.test(u.pathname) ? 'youtube' : null;
  if (YOUTUBE_HOSTS.test(host)) {
    const watched = u.pathname === '/watch' && /^[\w-]{6,}$/.test(u.searchParams.get('v') ?? '');
    return watched || /^\/(embed|shorts|live)\/[\w-]{6,}$/.test(u.pathname) ? 'youtube' : null;
  }
  if (VIMEO_HOSTS.test(host)) return /^\/(video\/)?\d+(\/[\da-f]+)?$/.test(u.pathname) ? 'vimeo' : null;
  if (HLS.test(u.pathname)) return 'hls';
  if (AUDIO.test(u.pathname)) return 'audio';
  if (VIDEO.test(u.pathname)) return 'video';
  return null;
}

export const VIDEO_LINK_HINT = 'Use an https link to a YouTube or Vimeo video, an HLS stream (.m3u8), or an audio or video file';

/** A video link the player can play; the message says what would be accepted. */
export const videoLink = z
  .string()
  .trim()
  .max(500, { message: 'A video link is at most 500 characters' })
  .refine((url) => videoLinkKind(url) !== null, { message: VIDEO_LINK_HINT });

/**
 * Why `url` cannot play on this shop, or null when it can. YouTube and Vimeo play in their own
 * embeds; files and streams load into the page, which only `mediaHosts` (MEDIA_HOSTS) may serve.
 */
export function unplayableHere(url: string, mediaHosts: readonly string[]): string | null {
  const kind = videoLinkKind(url);
  if (!kind) return VIDEO_LINK_HINT;
  if (kind === 'youtube' || kind === 'vimeo') return null;
  const { origin } = new URL(url);
  return mediaHosts.includes(origin) ? null : `${origin} is not one of this shop's media hosts: upload the file, or add ${origin} to MEDIA_HOSTS`;
}

/** Stored lists hold uploaded file names and links side by side; a link is told apart by its scheme. */
export const isVideoLink = (entry: string) => entry.startsWith('https://');
