import fp from 'fastify-plugin';
import { createUploadClaims } from './upload-claims.ts';
import { createUploads, type Uploads } from './uploads.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Chunked admin uploads (parts under uploads/ in the store until assembled). */
    uploads: Uploads;
  }
}

export default fp(
  async (fastify) => {
    const { storage, clock } = fastify;
    const { store } = storage;
    const uploads = createUploads(store, createUploadClaims(fastify.database.db));
    fastify.decorate('uploads', uploads);
    // Nothing uploads before we listen: every piece on this disk is a dead process's. A shared
    // bucket's may be another instance's upload under way, so there only age counts.
    if (!store.shared) await uploads.sweep(clock.now(), 0);
    // Each minute, the chunks of uploads abandoned for a day go.
    fastify.jobs.periodic('sweep-uploads', '* * * * *', async () => ({ removed: await uploads.sweep(clock.now()) }));
  },
  { name: 'uploads', dependencies: ['config', 'storage', 'database', 'jobs'] },
);
