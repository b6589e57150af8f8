import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '@academy/shared/api-error';
import { contactRequest } from '@academy/shared/contact';

/** `POST contact`: stored first, then mailed to CONTACT_EMAIL (or the super-admin's address). */
const contact: FastifyPluginAsync = async (fastify) => {
  const { contactMessages } = fastify;
  fastify.post('/', { preHandler: fastify.authAttemptLimit }, async (request, reply) => {
    await contactMessages.receive(parseInput(contactRequest, request.body));
    return reply.code(201).send({ code: 201, message: 'Thank you for your message. We will reply within one business day.' });
  });
};
export default contact;
