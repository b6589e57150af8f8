import fp from 'fastify-plugin';
import { type ContactMessages, createContactMessages } from '../../mail/contact-messages.ts';
import type { Mailer } from '../../mail/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** SMTP, or .eml files in the outbox without SMTP_URL (mail/mailer.ts). */
    mailer: Mailer;
    /** The contact form's messages (the contact_messages table). */
    contactMessages: ContactMessages;
  }
}

/** Mail out and in: the mailer build.ts made, and the contact form's messages. */
export default fp(
  async (fastify, opts: { mailer: Mailer }) => {
    const { config, database } = fastify;
    fastify.decorate('mailer', opts.mailer);
    fastify.decorate('contactMessages', createContactMessages({ db: database.db, mailer: opts.mailer, to: config.CONTACT_EMAIL ?? config.ADMIN_EMAIL }));
  },
  { name: 'mail', dependencies: ['config', 'database'] },
);
