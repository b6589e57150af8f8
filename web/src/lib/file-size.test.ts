import { describe, expect, it } from 'vitest';
import { fileSize, sizeOf } from './file-size.ts';

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

describe('part of a size', () => {
  it('reads in the whole size unit, so a small upload is in kilobytes', () => {
    expect(sizeOf(150 * 2 ** 20, 300 * 2 ** 20)).toBe('150 of 300 MB');
    expect(sizeOf(12 * 1024, 40 * 1024)).toBe('12 of 40 kB');
    expect(sizeOf(0, 512)).toBe('0 of 512 bytes');
  });
});
