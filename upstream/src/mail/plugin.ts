import fp from 'fastify-plugin';
import { type ContactMessages, createContactMessages } from './contact-messages.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { storagePaths } from '../storage/paths.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mail as jobs, sent by SMTP, or as .eml files in the outbox without SMTP_URL (mail/mailer.ts). */
    mailer: Mailer;
    /** The contact form's messages (the contact_messages table). */
    contactMessages: ContactMessages;
  }
}

/** Mail out and in: the mail queue, and the contact form's messages. */
export default fp(
  async (fastify) => {
    const { config, database, jobs } = fastify;
    const mailer = createMailer({
      jobs,
      metrics: fastify.metrics,
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: storagePaths(config.DATA_DIR).outbox,
    });
    fastify.decorate('mailer', mailer);
    fastify.decorate('contactMessages', createContactMessages({ db: database.db, mailer, to: config.CONTACT_EMAIL ?? config.ADMIN_EMAIL }));
  },
  { name: 'mail', dependencies: ['config', 'database', 'jobs'] },
);
