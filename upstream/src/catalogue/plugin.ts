import fp from 'fastify-plugin';
import { type CatalogueAdmin, createCatalogueAdmin } from './catalogue-admin.ts';
import { type Catalogue, createCatalogue } from './catalogue.ts';
import { type ChapterDetailsAdmin, createChapterDetails } from './chapter-details.ts';
import { type CoursePacingAdmin, createCoursePacing } from './course-pacing.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Listings and detail reads of courses and robots. */
    catalogue: Catalogue;
    /** The admins' create and update forms. */
    catalogueAdmin: CatalogueAdmin;
    /** How a course's lessons open to its buyers, as the admin sets it. */
    coursePacing: CoursePacingAdmin;
    /** Each chapter's title, description, captions and resources, as the admin writes them. */
    chapterDetails: ChapterDetailsAdmin;
  }
}

/** Courses and robots (their tables and the files they name). */
export default fp(
  async (fastify) => {
    const { config, database, settings, storage, entitlements, mailer } = fastify;
    const catalogue = createCatalogue({
      db: database.db,
      settings,
      urls: storage.urls,
      entitlements,
      licenceTerm: fastify.licences.termOf,
      pacing: fastify.pacing,
      cohorts: fastify.cohorts,
    });
    fastify.decorate('catalogue', catalogue);
    fastify.decorate('coursePacing', createCoursePacing({ db: database.db, catalogue, urls: storage.urls }));
    fastify.decorate('chapterDetails', createChapterDetails({ db: database.db, catalogue, store: storage.store, urls: storage.urls }));
    fastify.decorate(
      'catalogueAdmin',
      createCatalogueAdmin({ db: database.db, catalogue, store: storage.store, mediaHosts: config.MEDIA_HOSTS, mailer, publicUrl: config.PUBLIC_URL }),
    );
  },
  { name: 'catalogue', dependencies: ['config', 'database', 'settings', 'storage', 'entitlements', 'cohorts', 'mail', 'licences', 'learning'] },
);
