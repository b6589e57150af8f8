import { storage } from '../../../lib/storage.ts';

// The range a remembered speed may have: the player's speed menu offers 0 to 2 (0 is a stop, not a
// speed to carry on), and Chromium mutes the sound past 4.
const SLOWEST = 0.25;
const FASTEST = 4;

const isRate = (rate: number) => Number.isFinite(rate) && rate >= SLOWEST && rate <= FASTEST;

/** A stored speed, read back: a value out of range or not a number (edited by hand, cut short) plays at normal speed. */
export function playbackRateOf(stored: string | null): number {
  const rate = stored === null ? NaN : Number(stored);
  return isRate(rate) ? rate : 1;
}

/** The speed the learner last chose, which every next lesson starts at (lesson-video.tsx). */
export const rememberedPlaybackRate = () => playbackRateOf(storage.get('meridian:playback-rate'));

export function rememberPlaybackRate(rate: number) {
  if (isRate(rate)) storage.set('meridian:playback-rate', String(rate));
}
