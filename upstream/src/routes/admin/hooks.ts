import fp from 'fastify-plugin';

/** Every admin call but signing in and out needs an admin's session (see admin/index.ts). */
export default fp(async (fastify) => {
  fastify.addHook('preValidation', fastify.requireSession('admin'));
});
