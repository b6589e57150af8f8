import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, parseInput } from '@academy/shared/api-error';
import { rawBody, withErrors } from '@academy/shared/envelope';
import { heldChunks } from '@academy/shared/endpoints/admin-catalogue';
import { uploadChunkFields, uploadChunkResponse } from '@academy/shared/uploads';
import { CHUNK_SIZE, WIRE } from '@academy/shared/constants';
import { ADMINS } from '@academy/shared/staff-roles';
import { route } from '../../../http/declared.ts';

/** `admin/upload`: one chunk per call (docs/requirements.md#api-calls); the call that completes the file answers its name. */
const upload: FastifyPluginAsyncZod = async (fastify) => {
  const { uploads } = fastify;
  await fastify.register(multipart, { limits: { fileSize: CHUNK_SIZE, files: 1, fields: 10, fieldSize: 1024 } });

  // A multipart stream: its fields (uploadChunkFields) arrive with the file, so they are read here, not by a body schema.
  // A chunk changes nothing anyone sees until the form that names the file is saved. Not declared
  // (the BFF streams it: bff/src/routes/api/upload.ts), so its role rule is its own: the catalogue's forms' (shared/src/endpoints/admin-catalogue.ts).
  const config = { changesPublicReads: false, staffRoles: ADMINS };
  fastify.post('/', { config, schema: { body: rawBody, response: withErrors({ 200: uploadChunkResponse }) } }, async (request) => {
    if (!request.isMultipart()) throw new ApiError(415, 'Send the chunk as multipart/form-data');
    const file = await request.file();
    if (!file) throw new ApiError(422, 'The chunk is missing');
    const values = Object.fromEntries(Object.entries(file.fields).flatMap(([k, v]) => (v && !Array.isArray(v) && v.type === 'field' ? [[k, v.value]] : [])));
    const fields = parseInput(uploadChunkFields, values);
    const result = await uploads.receive(request.user!.id, fields, file.file);
    return result.fileName
      ? { code: 200, message: WIRE.fileAssembled, fileName: result.fileName }
      : { code: 200, message: 'Chunk received', data: { received: result.received, totalChunks: fields.totalChunks } };
  });

  // An interrupted upload's chunks so far, so the SPA resumes from the first one missing.
  route(fastify, heldChunks, async (request) => ({
    code: 200,
    message: 'Chunks held',
    data: { chunks: await uploads.held(request.user!.id, request.params.upload_id) },
  }));
};
export default upload;
