import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { extname } from 'node:path';
import { ApiError } from '@academy/shared/api-error';
import { CHUNK_SIZE } from '@academy/shared/constants';
import type { z } from 'zod';
import type { uploadChunkFields } from '@academy/shared/uploads';
import { CAPTION_TYPES, RESOURCE_TYPES } from '@academy/shared/chapters';
import { type Area, type Store, storeKey } from '../storage/store.ts';
import type { UploadClaims } from './upload-claims.ts';

type ChunkFields = z.infer<typeof uploadChunkFields>;

const IMAGES = ['.png', '.jpg', '.jpeg', '.webp', '.gif', '.svg'];
const MEDIA = ['.mp4', '.webm', '.mov', '.m4v', '.mkv', '.mp3', '.m4a', '.ogg', '.wav', '.m3u8', '.ts', '.vtt'];
const CHAPTER_FILES: string[] = [...CAPTION_TYPES, ...RESOURCE_TYPES];
/** What each upload type may carry (docs/requirements.md#api-calls: robots, course, quiz, live_session). */
const ALLOWED: Record<ChunkFields['upload_type'], string[]> = {
  robots: [...IMAGES, '.zip'],
  course: [...IMAGES, ...MEDIA],
  quiz: MEDIA,
  live_session: MEDIA,
  chapter_file: CHAPTER_FILES,
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
 * Chunked uploads (one 1 MiB chunk per call, any order, repeats harmless, on any instance sharing
 * the store and the database). Parts are kept as `uploads/<id>/<n>.part`; the call that finds them
 * all and wins the claim (upload-claims.ts) assembles the file under a unique sanitised name.
 * Nothing half-assembled is ever visible, and parts of abandoned uploads are swept after a day.
 */
export function createUploads(store: Store, claims: UploadClaims) {
  // A chapter's files are a course's, served to its buyers as its media are (a zip of settings too).
  const destination = (ext: string, type: ChunkFields['upload_type']): Area =>
    type === 'chapter_file' ? 'media' : IMAGES.includes(ext) ? 'files' : ext === '.zip' ? 'robots' : 'media';
  const partsOf = async (id: string) => (await store.list(storeKey('uploads', `${id}/`))).filter((o) => o.key.endsWith('.part'));
  const partNumber = (key: string) => Number(key.slice(key.lastIndexOf('/') + 1, -'.part'.length));
  // Keyed by the admin too: one admin can neither add to nor read another's upload.
  const partsId = (adminId: string, ...key: (string | number)[]) =>
    createHash('sha256')
      .update([adminId, ...key].join('\n'))
      .digest('hex')
      .slice(0, 32);

  async function assemble(id: string, total: number, filename: string, type: ChunkFields['upload_type']): Promise<string | undefined> {
    const parts = (await partsOf(id)).sort((a, b) => partNumber(a.key) - partNumber(b.key));
    // Claimed just after another instance assembled it and let go: its parts are gone.
    if (parts.length < total) return undefined;
    const name = `${randomBytes(4).toString('hex')}-${safeName(filename)}`;
    await store.concat(parts, storeKey(destination(extname(filename).toLowerCase(), type), name));
    return name;
  }

  return {
    /** Stores one chunk (streamed to disk), checks it, and assembles when it is the last missing. */
    async receive(adminId: string, fields: ChunkFields, chunk: Readable & { truncated?: boolean }): Promise<{ fileName?: string; received: number }> {
      const name = safeName(fields.filename);
      if (!ALLOWED[fields.upload_type].includes(extname(name).toLowerCase()))
        throw new ApiError(422, `This file type is not allowed for ${fields.upload_type} uploads`);
      if (fields.chunkNumber >= fields.totalChunks) throw new ApiError(422, 'chunkNumber must be below totalChunks');

      // An upload_id names the upload; a client that sends none (the original API's) is keyed by what it sent.
      const id = fields.upload_id
        ? partsId(adminId, fields.upload_id)
        : partsId(adminId, fields.filename, fields.course_title ?? '', fields.upload_type, fields.totalChunks);
      // Checked before it counts as a part: multipart stops reading at 1 MiB and flags the rest.
      const last = fields.chunkNumber === fields.totalChunks - 1;
      await store.putStream(storeKey('uploads', `${id}/${fields.chunkNumber}.part`), chunk, (size) => {
        if (chunk.truncated) throw new ApiError(413, 'A chunk is at most 1 MiB');
        if (size === 0 || (!last && size !== CHUNK_SIZE)) throw new ApiError(422, 'Every chunk but the last is exactly 1 MiB');
      });

      const received = (await partsOf(id)).length;
      if (received < fields.totalChunks) return { received };
      // Two instances may both see the last chunk arrive: the one whose claim lands assembles.
      if (!(await claims.claim(id))) return { received };
      try {
        const fileName = await assemble(id, fields.totalChunks, fields.filename, fields.upload_type);
        if (fileName) await store.removeAll(storeKey('uploads', `${id}/`));
        return fileName ? { fileName, received } : { received };
      } finally {
        await claims.release(id);
      }
    },

    /** The chunks of the admin's unfinished upload held so far, in order: a resumed upload sends the rest (web's use-uploads.ts). */
    async held(adminId: string, uploadId: string): Promise<number[]> {
      return (await partsOf(partsId(adminId, uploadId))).map((o) => partNumber(o.key)).sort((a, b) => a - b);
    },

    /** Removes what is older than `maxAge`: abandoned uploads, or at start (0) a dead process's pieces. */
    async sweep(now = Date.now(), maxAge = ABANDONED_MS): Promise<number> {
      const before = new Date(now - maxAge);
      await claims.removeOlderThan(before);
      return store.removeStale(storeKey('uploads', ''), before);
    },
  };
}
export type Uploads = ReturnType<typeof createUploads>;
