import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';

/** Multipart for the admin's forms (fields only) and the one-file upload (streamed, never buffered). */
export default fp(
  async (fastify) => {
    await fastify.register(multipart, { limits: { fields: 60, fieldSize: 16 * 1024, files: 1, fileSize: 4096 * 1_048_576 } });
  },
  { name: 'multipart' },
);
