import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError, parseInput } from '@academy/shared/api-error';
import { uploadChunkFields } from '@academy/shared/uploads';
import { CHUNK_SIZE, WIRE } from '@academy/shared/constants';

/** `admin/upload`: one chunk per call (spec 7); the call that completes the file answers its name. */
const upload: FastifyPluginAsync = async (fastify) => {
  const { uploads } = fastify;
  await fastify.register(multipart, { limits: { fileSize: CHUNK_SIZE, files: 1, fields: 10, fieldSize: 1024 } });

  fastify.post('/', async (request) => {
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
};
export default upload;
