import fp from 'fastify-plugin';
import { type CatalogueAdmin, createCatalogueAdmin } from './catalogue-admin.ts';
import { type Catalogue, createCatalogue } from './catalogue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Listings and detail reads of courses and robots. */
    catalogue: Catalogue;
    /** The admins' create and update forms. */
    catalogueAdmin: CatalogueAdmin;
  }
}

/** Courses and robots (their tables and the files they name). */
export default fp(
  async (fastify) => {
    const { config, database, settings, storage, entitlements, mailer } = fastify;
    const catalogue = createCatalogue({ db: database.db, settings, urls: storage.urls, entitlements, licenceTerm: fastify.licences.termOf });
    fastify.decorate('catalogue', catalogue);
    fastify.decorate(
      'catalogueAdmin',
      createCatalogueAdmin({ db: database.db, catalogue, store: storage.store, mediaHosts: config.MEDIA_HOSTS, mailer, publicUrl: config.PUBLIC_URL }),
    );
  },
  { name: 'catalogue', dependencies: ['config', 'database', 'settings', 'storage', 'entitlements', 'mail', 'licences'] },
);
