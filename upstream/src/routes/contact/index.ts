import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRequest } from '@academy/shared/contact';
import { messageResponse, withErrors } from '@academy/shared/envelope';

/** `POST contact`: stored first, then mailed to CONTACT_EMAIL (or the super-admin's address). */
const contact: FastifyPluginAsyncZod = async (fastify) => {
  const { contactMessages } = fastify;
  fastify.post(
    '/',
    { preValidation: fastify.authAttemptLimit, schema: { body: contactRequest, response: withErrors({ 201: messageResponse }) } },
    async (request, reply) => {
      await contactMessages.receive(request.body);
      return reply.code(201).send({ code: 201, message: 'Thank you for your message. We will reply within one business day.' });
    },
  );
};
export default contact;
