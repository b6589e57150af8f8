import { z } from 'zod';
import { CHUNK_SIZE } from './constants.ts';
import { envelope } from './envelope.ts';

/** `chapter_file`: a chapter's captions or resources (shared/src/chapters.ts). */
export const UPLOAD_TYPES = ['robots', 'course', 'quiz', 'live_session', 'chapter_file'] as const;
/** One 1 MiB chunk of `admin/upload` (docs/requirements.md#api-calls); `chunkNumber` is 0-based. */
export const uploadChunkFields = z.object({
  chunkNumber: z.coerce.number().int().min(0),
  totalChunks: z.coerce.number().int().min(1).max(4096),
  filename: z.string().min(1).max(200),
  course_title: z.string().max(150).optional(),
  upload_type: z.enum(UPLOAD_TYPES),
  /** Which upload the chunk belongs to (the BFF makes one per file), so two files of one name never mix. */
  upload_id: z.uuid().optional(),
});
/**
 * What the SPA sends the BFF first, before the file, in its one multipart request. `size` is the whole file's;
 * a resumed upload names its `upload_id` and the chunk it starts at, and sends only the file from there on.
 */
export const uploadFields = z
  .object({
    size: z.coerce
      .number()
      .int()
      .min(1)
      .max(4096 * 1_048_576),
    filename: z.string().min(1).max(200),
    course_title: z.string().max(150).optional(),
    upload_type: z.enum(UPLOAD_TYPES),
    upload_id: z.uuid().optional(),
    start_chunk: z.coerce.number().int().min(0).default(0),
  })
  .refine((f) => f.start_chunk === 0 || f.upload_id, { message: 'A resumed upload names its upload_id', path: ['upload_id'] })
  .refine((f) => f.start_chunk * CHUNK_SIZE < f.size, { message: "start_chunk must be below the file's chunk count", path: ['start_chunk'] });

/** `admin/upload/:upload_id`: which chunks of an unfinished upload the upstream holds (the admin's own uploads only). */
export const uploadIdParams = z.object({ upload_id: z.uuid() });
export const heldChunksResponse = envelope(z.object({ chunks: z.array(z.number().int()) }));
/** `admin/upload`: the chunk that completes the file answers its stored name; any other, the count so far. */
export const uploadChunkResponse = z.union([
  z.object({ code: z.number().int(), message: z.string(), fileName: z.string() }),
  envelope(z.object({ received: z.number().int(), totalChunks: z.number().int() })),
]);

/** A stored upload's name as the admin chose it: without the random prefix storage adds (upstream/src/uploads/uploads.ts) to keep names unique. */
export const originalName = (stored: string) => stored.replace(/^[0-9a-f]{8}-/, '');
