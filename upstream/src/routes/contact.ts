import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '@academy/shared/api-error';
import { contactRequest } from '@academy/shared/contact';
import { contactMessages } from '../db/schema.ts';
import { contactMail } from '../mail/templates.ts';

/** `POST contact`: stored first, then mailed to CONTACT_EMAIL (or the super-admin's address). */
const contact: FastifyPluginAsync = async (fastify) => {
  const { database, mailer, config } = fastify.services;
  fastify.post('/contact', { preHandler: fastify.authAttemptLimit }, async (request, reply) => {
    const input = parseInput(contactRequest, request.body);
    await database.db.insert(contactMessages).values(input);
    await mailer.send(contactMail(config.CONTACT_EMAIL ?? config.ADMIN_EMAIL, input));
    return reply.code(201).send({ code: 201, message: 'Thank you for your message. We will reply within one business day.' });
  });
};
export default contact;
