import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { extname, join } from 'node:path';
import { once } from 'node:events';
import { ApiError } from '@academy/shared/api-error';
import { CHUNK_SIZE } from '@academy/shared/constants';
import type { z } from 'zod';
import type { uploadChunkFields } from '@academy/shared/uploads';
import type { StoragePaths } from '../storage/paths.ts';

type ChunkFields = z.infer<typeof uploadChunkFields>;

const IMAGES = ['.png', '.jpg', '.jpeg', '.webp', '.gif', '.svg'];
const MEDIA = ['.mp4', '.webm', '.mov', '.m4v', '.mkv', '.mp3', '.m4a', '.ogg', '.wav', '.m3u8', '.ts', '.vtt'];
/** What each upload type may carry (spec 7: robots, course, quiz, live_session). */
const ALLOWED: Record<ChunkFields['upload_type'], string[]> = {
  robots: [...IMAGES, '.zip'],
  course: [...IMAGES, ...MEDIA],
  quiz: MEDIA,
  live_session: MEDIA,
};
const ABANDONED_MS = 24 * 3600 * 1000;

/** A file name as the admin sent it, or a 422 when it tries to be a path. */
function safeName(filename: string): string {
  if (/[/\\]|\.\.|^\.|[\u0000-\u001f]/.test(filename)) throw new ApiError(422, 'Invalid file name');
  const ext = extname(filename).toLowerCase();
  const stem = filename
    .slice(0, filename.length - ext.length)
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^[-.]+|-+$/g, '')
    .slice(0, 100);
  return `${stem || 'file'}${ext}`;
}

/**
 * Chunked uploads (one 1 MiB chunk per call, any order, repeats harmless). The last missing chunk
 * assembles the file under a unique sanitised name; nothing half-assembled is ever visible, and
 * chunks of abandoned uploads are swept after a day.
 */
export function createUploads(dirs: StoragePaths) {
  const root = dirs.uploads;
  const destination = (ext: string) => (IMAGES.includes(ext) ? dirs.files : ext === '.zip' ? dirs.robots : dirs.media);

  async function assemble(partsDir: string, total: number, filename: string): Promise<string> {
    const ext = extname(filename).toLowerCase();
    const name = `${randomBytes(4).toString('hex')}-${safeName(filename)}`;
    const target = join(destination(ext), name);
    const temp = join(root, `.${name}.assembling`);
    try {
      const out = createWriteStream(temp);
      for (let i = 0; i < total; i++) {
        for await (const bytes of createReadStream(join(partsDir, `${i}.part`))) if (!out.write(bytes)) await once(out, 'drain');
      }
      await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
      await mkdir(destination(ext), { recursive: true });
      await rename(temp, target);
    } finally {
      await rm(temp, { force: true });
      await rm(partsDir, { recursive: true, force: true });
    }
    return name;
  }

  return {
    /** Streams one chunk to disk (never held in memory), checks it, and assembles when it is the last missing. */
    async receive(adminId: string, fields: ChunkFields, chunk: Readable & { truncated?: boolean }): Promise<{ fileName?: string; received: number }> {
      const name = safeName(fields.filename);
      if (!ALLOWED[fields.upload_type].includes(extname(name).toLowerCase()))
        throw new ApiError(422, `This file type is not allowed for ${fields.upload_type} uploads`);
      if (fields.chunkNumber >= fields.totalChunks) throw new ApiError(422, 'chunkNumber must be below totalChunks');

      // An upload_id names the upload; a client that sends none (the original API's) is keyed by what it sent.
      const key = fields.upload_id
        ? [adminId, fields.upload_id]
        : [adminId, fields.filename, fields.course_title ?? '', fields.upload_type, fields.totalChunks];
      const id = createHash('sha256').update(key.join('\n')).digest('hex').slice(0, 32);
      const partsDir = join(root, id);
      await mkdir(partsDir, { recursive: true });
      const part = join(partsDir, `${fields.chunkNumber}.part`);
      const temp = `${part}.${randomBytes(4).toString('hex')}.tmp`;
      try {
        await pipeline(chunk, createWriteStream(temp));
        if (chunk.truncated) throw new ApiError(413, 'A chunk is at most 1 MiB');
        const { size } = await stat(temp);
        const last = fields.chunkNumber === fields.totalChunks - 1;
        if (size === 0 || (!last && size !== CHUNK_SIZE)) throw new ApiError(422, 'Every chunk but the last is exactly 1 MiB');
        await rename(temp, part);
      } catch (err) {
        await rm(temp, { force: true });
        await rmdir(partsDir).catch(() => undefined); // a refused first chunk leaves no empty folder
        throw err;
      }

      const received = (await readdir(partsDir).catch(() => [] as string[])).filter((f) => f.endsWith('.part')).length;
      if (received < fields.totalChunks) return { received };
      // Claim the assembly: only one of two simultaneous last chunks wins the rename.
      const claimed = `${partsDir}.claimed`;
      try {
        await rename(partsDir, claimed);
      } catch {
        return { received };
      }
      return { fileName: await assemble(claimed, fields.totalChunks, fields.filename), received };
    },

    /** Removes what is older than `maxAge`: abandoned uploads, or at start (0) a dead process's pieces. */
    async sweep(now = Date.now(), maxAge = ABANDONED_MS): Promise<number> {
      let removed = 0;
      for (const entry of await readdir(root).catch(() => [] as string[])) {
        const path = join(root, entry);
        const info = await stat(path).catch(() => null);
        if (info && now - info.mtimeMs >= maxAge) {
          await rm(path, { recursive: true, force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}
export type Uploads = ReturnType<typeof createUploads>;
