import { join } from 'node:path';
import { parseFile } from 'music-metadata';
import { isVideoLink } from '@academy/shared/video-links';

/** One uploaded file's length in whole seconds, or undefined when it cannot be read as media. */
async function durationOf(path: string): Promise<number | undefined> {
  try {
    const { format } = await parseFile(path, { duration: true, skipCovers: true });
    return format.duration !== undefined && Number.isFinite(format.duration) && format.duration > 0 ? Math.round(format.duration) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The lengths of the uploaded entries of a course's lists, read from the files in the media
 * directory: links and unreadable files have none (the syllabus shows them without a length).
 */
export async function readDurations(mediaDir: string, lists: readonly (readonly string[])[]): Promise<Record<string, number>> {
  const files = [...new Set(lists.flat())].filter((entry) => !isVideoLink(entry));
  const read = await Promise.all(files.map(async (file) => [file, await durationOf(join(mediaDir, file))] as const));
  return Object.fromEntries(read.filter((pair): pair is readonly [string, number] => pair[1] !== undefined));
}
