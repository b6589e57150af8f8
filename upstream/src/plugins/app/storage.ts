import fp from 'fastify-plugin';
import { type StoragePaths, storagePaths } from '../../storage/paths.ts';
import { removeUnfinishedVariants } from '../../storage/cover-variants.ts';
import { createUrls, type Urls } from '../../storage/urls.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where stored files are on disk (DATA_DIR's folders) and the URLs the browser reaches them at. */
    storage: { paths: StoragePaths; urls: Urls };
  }
}

export default fp(
  async (fastify) => {
    const paths = storagePaths(fastify.config.DATA_DIR);
    fastify.decorate('storage', { paths, urls: createUrls(fastify.config.PRODUCT) });
    const removed = await removeUnfinishedVariants(paths.files);
    if (removed > 0) fastify.log.info({ removed }, 'unfinished cover variants removed');
  },
  { name: 'storage', dependencies: ['config'] },
);
