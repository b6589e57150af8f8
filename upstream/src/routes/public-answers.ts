import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '@academy/shared/api-error';
import type { ListQuery } from '../catalogue/catalogue.ts';

/**
 * The `courses` and `robots` listings: from memory as everyone sees them, with what a signed-in
 * customer owns marked on a copy. A search is read from the database each time: its words are the
 * visitor's, and caching every one would push the pages everyone shares out of memory.
 */
export function publicListing<K extends 'course' | 'robot'>(fastify: FastifyInstance, kind: K, message: string) {
  const { catalogue, publicReads } = fastify;
  return async (request: FastifyRequest, reply: FastifyReply, query: ListQuery) => {
    const make = async () => ({ code: 200, message, ...(await catalogue.list(kind, query)) });
    if (query.q) {
      const page = await make();
      reply.header('cache-control', 'no-cache');
      return request.user ? { ...page, data: await catalogue.markOwned(kind, page.data, request.user.id) } : page;
    }
    const read = await publicReads.get(request, reply, make);
    if (!request.user) return publicReads.send(request, reply, read);
    reply.header('cache-control', 'private, no-cache');
    return { ...read.value, data: await catalogue.markOwned(kind, read.value.data, request.user.id) };
  };
}

/**
 * `singleCourse` and `singleRobot`: the item as everyone sees it, from memory; its buyer's fuller
 * answer (the playable lists, the download) is made for them each time, and is theirs even once the
 * item is a draft or retired and answers 404 to everyone else.
 */
export function publicDetail<T>(
  fastify: FastifyInstance,
  kind: 'course' | 'robot',
  answer: (slug: string, userId?: string) => Promise<T>,
  idOf: (answer: T) => string,
) {
  const { entitlements, publicReads } = fastify;
  return async (request: FastifyRequest, reply: FastifyReply, slug: string) => {
    const userId = request.user?.id;
    const read = await publicReads
      .get(request, reply, () => answer(slug))
      .catch((error: unknown) => {
        // Not found for everyone: a draft or retired item may still be this signed-in reader's, asked below.
        if (userId && error instanceof ApiError && error.code === 404) return undefined;
        throw error;
      });
    // A buyer, or a robot's renter or trier, gets their own answer (the download, their licence's term).
    const theirs = async (id: string) =>
      (await entitlements.owns(userId, kind, id)) || (kind === 'robot' && (await fastify.licences.termOf(userId, id)) !== null);
    if (read && (!userId || !(await theirs(idOf(read.value))))) return publicReads.send(request, reply, read);
    reply.header('cache-control', 'private, no-cache');
    return answer(slug, userId);
  };
}
