import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessage } from '@academy/shared/endpoints/catalogue';
import { route } from '../../http/declared.ts';

/** `POST contact`: stored first, then mailed to CONTACT_EMAIL (or the super-admin's address). */
const contact: FastifyPluginAsyncZod = async (fastify) => {
  const { contactMessages } = fastify;
  route(fastify, contactMessage, { preValidation: fastify.authAttemptLimit }, async (request, reply) => {
    await contactMessages.receive(request.body);
    return reply.code(201).send({ code: 201, message: 'Thank you for your message. We will reply within one business day.' });
  });
};
export default contact;
