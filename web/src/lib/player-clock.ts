/** A playing lesson as other parts of its page use it (its questions): where the video is, and going to a second of it. */
export interface PlayerClock {
  now(): number;
  seek(seconds: number): void;
}
