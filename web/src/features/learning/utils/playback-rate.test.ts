import { describe, expect, it } from 'vitest';
import { playbackRateOf } from './playback-rate.ts';

describe('a remembered playback speed, read back', () => {
  it('is the speed stored', () => {
    expect(playbackRateOf('1.5')).toBe(1.5);
    expect(playbackRateOf('0.25')).toBe(0.25);
    expect(playbackRateOf('4')).toBe(4);
  });
  it('is normal speed when nothing was stored', () => {
    expect(playbackRateOf(null)).toBe(1);
  });
  it('is normal speed for a value no lesson should play at', () => {
    for (const stored of ['0', '0.1', '4.5', '-2', '', ' ', 'fast', 'NaN', 'Infinity', '1.5x']) expect(playbackRateOf(stored), stored).toBe(1);
  });
});
