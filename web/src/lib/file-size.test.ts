import { describe, expect, it } from 'vitest';
import { fileSize } from './file-size.ts';

describe('a file size, as a person reads it', () => {
  it('names a small file in bytes or kilobytes, never 0.0 MB', () => {
    expect(fileSize(512)).toBe('512 bytes');
    expect(fileSize(12 * 1024)).toBe('12 kB');
    expect(fileSize(40_000)).toBe('39.1 kB');
  });
  it('names a video in megabytes and a long one in gigabytes', () => {
    expect(fileSize(3.4 * 2 ** 20)).toBe('3.4 MB');
    expect(fileSize(300 * 2 ** 20)).toBe('300 MB');
    expect(fileSize(1.25 * 2 ** 30)).toBe('1.3 GB');
  });
});
