import { isVideoLink } from '@academy/shared/video-links';
import { type Store, storeKey, withLocalFile } from '../storage/store.ts';

/** One uploaded file's length in whole seconds, or undefined when it cannot be read as media. */
async function durationOf(store: Store, file: string): Promise<number | undefined> {
  try {
    // Loaded when a course's lists are saved, not at every start: 124 modules.
    const { parseFile } = await import('music-metadata');
    // music-metadata seeks (an MP4's index may be at its end): a bucket's object is read from a temporary copy.
    const { format } = await withLocalFile(store, storeKey('media', file), (path) => parseFile(path, { duration: true, skipCovers: true }));
    return format.duration !== undefined && Number.isFinite(format.duration) && format.duration > 0 ? Math.round(format.duration) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The lengths of the uploaded entries of a course's lists, read from the stored media files: links and unreadable files have none (the syllabus shows them without a length).
 */
export async function readDurations(store: Store, lists: readonly (readonly string[])[]): Promise<Record<string, number>> {
  const files = [...new Set(lists.flat())].filter((entry) => !isVideoLink(entry));
  const read = await Promise.all(files.map(async (file) => [file, await durationOf(store, file)] as const));
  return Object.fromEntries(read.filter((pair): pair is readonly [string, number] => pair[1] !== undefined));
}
