import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addLiveSession, adminCourseLiveSessions, attachLiveRecording, deleteLiveSession, saveLiveSession } from '@academy/shared/endpoints/live-sessions';
import { route } from '../../../http/declared.ts';
import { audited } from '../audited.ts';

/** `admin/courses/:slug/live-sessions` and `admin/live-sessions/:id`: a course's live sessions, scheduled by the admin. */
const liveSessions: FastifyPluginAsyncZod = async (fastify) => {
  const { liveSessions: sessions } = fastify;

  route(fastify, adminCourseLiveSessions, async (request) => ({ code: 200, message: 'Live sessions', data: await sessions.adminList(request.params.slug) }));

  route(fastify, addLiveSession, async (request, reply) =>
    reply.code(201).send({
      code: 201,
      message: 'Live session scheduled',
      data: await sessions.create(audited(addLiveSession, request), request.params.slug, request.body),
    }),
  );

  route(fastify, saveLiveSession, async (request) => ({
    code: 200,
    message: 'Live session saved',
    data: await sessions.update(audited(saveLiveSession, request), request.params.id, request.body),
  }));

  route(fastify, deleteLiveSession, async (request) => {
    await sessions.remove(audited(deleteLiveSession, request), request.params.id);
    return { code: 200, message: 'Live session cancelled' };
  });

  route(fastify, attachLiveRecording, async (request) => ({
    code: 200,
    message: 'Recording added to the Live Sessions list',
    data: await sessions.attachRecording(audited(attachLiveRecording, request), request.params.id, request.body.recording),
  }));
};
export default liveSessions;
