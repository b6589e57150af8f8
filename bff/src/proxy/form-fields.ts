import type { FastifyRequest } from 'fastify';
import { ApiError } from '@academy/shared/api-error';

/**
 * A multipart form's fields as an object: `name[]` and repeated names become arrays. Files are
 * refused here: they travel through admin/upload first.
 */
export async function formFields(request: FastifyRequest): Promise<Record<string, unknown>> {
  const fields: Record<string, string | string[]> = {};
  try {
    await collect(request, fields);
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw new ApiError(422, 'The form data is malformed');
  }
  return fields;
}

async function collect(request: FastifyRequest, fields: Record<string, string | string[]>) {
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      part.file.resume();
      throw new ApiError(422, 'Upload files with admin/upload first, then send their names');
    }
    const list = part.fieldname.endsWith('[]');
    const name = list ? part.fieldname.slice(0, -2) : part.fieldname;
    const value = String(part.value);
    const current = fields[name];
    if (current === undefined) fields[name] = list ? [value] : value;
    else fields[name] = Array.isArray(current) ? [...current, value] : [current, value];
  }
}
