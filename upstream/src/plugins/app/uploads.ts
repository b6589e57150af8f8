import fp from 'fastify-plugin';
import { createUploads, type Uploads } from '../../admin/uploads.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Chunked admin uploads (DATA_DIR/uploads until assembled). */
    uploads: Uploads;
  }
}

const SWEEP_MS = 60_000;

export default fp(
  async (fastify) => {
    const uploads = createUploads(fastify.storage.paths);
    fastify.decorate('uploads', uploads);
    // Nothing uploads before we listen: every piece there is a dead process's, never to be finished.
    await uploads.sweep(Date.now(), 0);
    // Chunks of uploads abandoned for a day go.
    const sweep = setInterval(() => void uploads.sweep().catch((err: unknown) => fastify.log.warn({ err }, 'upload sweep failed')), SWEEP_MS);
    sweep.unref();
    fastify.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'uploads', dependencies: ['storage'] },
);
