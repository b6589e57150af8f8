import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { joinLiveSession, liveSessionCalendar } from '@academy/shared/endpoints/live-sessions';
import { dateOf } from '@academy/shared/server/clock';
import { route } from '../../http/declared.ts';
import { calendarFile } from '../../live-sessions/calendar-file.ts';
import { verifiedCustomersOnly } from '../hooks.ts';

/** `live-sessions/:id/...`: links a buyer follows: joining (attendance, then the meeting) and the calendar file. */
const liveSessions: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(verifiedCustomersOnly);
  const { liveSessions: sessions, config, clock } = fastify;

  route(fastify, joinLiveSession, async (request, reply) => {
    const meeting = await sessions.join(request.user!.id, request.params.id);
    return reply.code(303).header('location', meeting).header('cache-control', 'no-store').send({ code: 303, message: 'To the live session' });
  });

  route(fastify, liveSessionCalendar, async (request, reply) => {
    const { session, course } = await sessions.forCalendar(request.user!.id, request.params.id);
    const page = new URL(`/dashboard/course/${encodeURIComponent(course.slug)}?list=live_session`, config.PUBLIC_URL).toString();
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="live-session-${session.id}.ics"`)
      .header('cache-control', 'no-store')
      .send(calendarFile(session, course, page, dateOf(clock)));
  });
};
export default liveSessions;
