import fp from 'fastify-plugin';
import { type StoragePaths, storagePaths } from '../../storage/paths.ts';
import { createUrls, type Urls } from '../../storage/urls.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where stored files are on disk (DATA_DIR's folders) and the URLs the browser reaches them at. */
    storage: { paths: StoragePaths; urls: Urls };
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('storage', { paths: storagePaths(fastify.config.DATA_DIR), urls: createUrls(fastify.config.PRODUCT) });
  },
  { name: 'storage', dependencies: ['config'] },
);
