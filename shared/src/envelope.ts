import { z } from 'zod';

/** The one error shape on the wire: `{code, message}`; the HTTP status equals `code`. */
export const errorResponse = z.object({ code: z.number().int(), message: z.string() });
export type ErrorResponse = z.infer<typeof errorResponse>;

/** A success that says only what happened: the same `{code, message}`. */
export const messageResponse = errorResponse;

/** A successful answer carrying `data`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ code: z.number().int(), message: z.string(), data });

/** A paged answer: `data: T[]` and `totalRecords`. */
export const pagedEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ code: z.number().int(), message: z.string(), data: z.array(item), totalRecords: z.number().int() });

/**
 * A route's 200 when it answers a file's bytes (a stream, a buffer or a CSV string: no serializer
 * runs for those); only its errors are JSON. It matches no value, so an object answered by mistake fails.
 */
export const fileResponse = z.custom<string | Uint8Array | NodeJS.ReadableStream>(() => false).meta({ description: 'binary: the file itself, not JSON' });

/** A route's answers: its successes, and `{code, message}` for every 4xx and 5xx. */
export const withErrors = <T extends Partial<Record<200 | 201 | 206 | 303, z.ZodType>>>(success: T) => ({
  ...success,
  '4xx': errorResponse,
  '5xx': errorResponse,
});

/** The body of a call that reads its own bytes (a signed notice: verified first, parsed after); passed as it came. */
export const rawBody = z.unknown().meta({ description: 'binary: the exact bytes, read by the route itself' });

/** The request schema of a call that takes no input: whatever it is sent is ignored, as it always was. */
export const noInput = z.object({});

/** Query numbers arrive as strings. */
export const pageQuery = (defaultLength: number, maxLength: number) =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    length: z.coerce.number().int().min(1).max(maxLength).default(defaultLength),
  });
