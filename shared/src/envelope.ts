import { z } from 'zod';

/** The one error shape on the wire: `{code, message}`; the HTTP status equals `code`. */
export const errorBody = z.object({ code: z.number().int(), message: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;

/** A successful answer carrying `data`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ code: z.number().int(), message: z.string(), data });

/** A paged answer: `data: T[]` and `totalRecords`. */
export const pagedEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ code: z.number().int(), message: z.string(), data: z.array(item), totalRecords: z.number().int() });

/** Query numbers arrive as strings. */
export const pageQuery = (defaultLength: number, maxLength: number) =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    length: z.coerce.number().int().min(1).max(maxLength).default(defaultLength),
  });
