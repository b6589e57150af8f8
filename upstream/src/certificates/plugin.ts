import fp from 'fastify-plugin';
import { type Certificates, createCertificates } from './certificates.ts';
import { certificatePersonalData } from './personal-data.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Certificates of completion: issued, verified, revoked by refunds (the certificates table). */
    certificates: Certificates;
  }
}

export default fp(
  async (fastify) => {
    const { config, database, entitlements, quizzes, mailer } = fastify;
    fastify.decorate(
      'certificates',
      createCertificates({ db: database.db, entitlements, quizzes, mailer, publicUrl: config.PUBLIC_URL, product: config.PRODUCT }),
    );
    fastify.dataRequests.add(certificatePersonalData(database.db));
  },
  { name: 'certificates', dependencies: ['config', 'database', 'entitlements', 'quizzes', 'mail', 'data-requests'] },
);
