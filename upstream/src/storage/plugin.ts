import fp from 'fastify-plugin';
import { diskStore } from './disk-store.ts';
import type { Store } from './store.ts';
import { createUrls, type Urls } from './urls.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where stored files are (DATA_DIR's folders, or the STORAGE_URL bucket) and the URLs the browser reaches them at. */
    storage: { store: Store; urls: Urls };
  }
}

export default fp(
  async (fastify) => {
    const { config } = fastify;
    let store: Store;
    if (config.STORAGE_URL) {
      // The AWS SDK only with a bucket: a shop on DATA_DIR kept ~5 MB of it loaded for nothing.
      const { s3Store } = await import('./s3-store.ts');
      store = s3Store({ url: config.STORAGE_URL, endpoint: config.STORAGE_ENDPOINT, region: config.STORAGE_REGION });
    } else {
      const disk = diskStore(config.DATA_DIR);
      const removed = await disk.removeUnfinished();
      if (removed > 0) fastify.log.info({ removed }, 'unfinished files removed');
      store = disk;
    }
    fastify.decorate('storage', { store, urls: createUrls(config.PRODUCT) });
  },
  { name: 'storage', dependencies: ['config'] },
);
