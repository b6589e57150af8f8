import fp from 'fastify-plugin';
import { createDownloadLinks } from './download-links.ts';
import { createLicences, type Licences } from './licences.ts';
import { createVerdictSigner, type VerdictSigner } from './verdict-signer.ts';
import { createRentalReminders } from './rental-reminders.ts';
import type { PeriodicJob } from '../jobs/queue.ts';
import { licencePersonalData } from './personal-data.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Robot licences: activations, download links, the admin's controls. */
    licences: Licences;
    /** Signs licence answers; its public key is published at licences/public-key. */
    licenceSigner: VerdictSigner;
    /** Hourly: rentals about to end, or ended, are told by mail (rental-reminders.ts). */
    rentalReminders: PeriodicJob<Record<string, number>>;
  }
}

export default fp(
  async (fastify) => {
    const { config, clock } = fastify;
    const signer = createVerdictSigner(config.DATA_DIR, config.LICENCE_SIGNING_KEY);
    const links = createDownloadLinks({ secret: config.JWT_SECRET, minutes: config.DOWNLOAD_LINK_MINUTES, now: () => clock.now() });
    fastify.decorate('licenceSigner', signer);
    fastify.decorate('licences', createLicences({ db: fastify.database.db, signer, links, graceHours: config.LICENCE_GRACE_HOURS, clock }));
    fastify.dataRequests.add(licencePersonalData(fastify.database.db));
    const reminders = createRentalReminders({
      db: fastify.database.db,
      clock,
      noticeDays: async () => (await fastify.settings.read(['renewal_notice_days'])).renewal_notice_days,
      mailer: fastify.mailer,
      publicUrl: config.PUBLIC_URL,
    });
    fastify.decorate(
      'rentalReminders',
      fastify.jobs.periodic('rental-reminders', '0 * * * *', () => reminders.pass()),
    );
  },
  { name: 'licences', dependencies: ['config', 'database', 'settings', 'mail', 'jobs', 'data-requests'] },
);
