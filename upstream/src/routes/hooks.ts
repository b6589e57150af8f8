import fp from 'fastify-plugin';

/**
 * Folder guards, as fastify/demo's autohooks: registered at the top of a folder's index.ts, one
 * covers every route of that folder and its sub-folders.
 */
export const customersOnly = fp(async (fastify) => {
  fastify.addHook('preValidation', fastify.requireSession('customer'));
});

/** Paid bytes go only to an address proven to be the buyer's. */
export const verifiedCustomersOnly = fp(async (fastify) => {
  fastify.addHook('preValidation', fastify.requireSession('customer'));
  fastify.addHook('preValidation', fastify.requireVerifiedEmail);
});
