import fp from 'fastify-plugin';
import type { PeriodicJob } from '../jobs/queue.ts';
import { createLiveSessions, type LiveSessions } from './live-sessions.ts';
import { liveSessionPersonalData } from './personal-data.ts';
import { createLiveReminders } from './reminders.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Courses' live sessions and who joined them (the live_sessions and live_attendance tables). */
    liveSessions: LiveSessions;
    /** Every minute: a day and 15 minutes before a session, its buyers are told (reminders.ts). */
    liveReminders: PeriodicJob<Record<string, number>>;
  }
}

export default fp(
  async (fastify) => {
    const { config, clock, database, catalogue, entitlements, cohorts, mailer, telegram } = fastify;
    fastify.decorate('liveSessions', createLiveSessions({ db: database.db, clock, catalogue, entitlements, cohorts, mediaHosts: config.MEDIA_HOSTS }));
    fastify.dataRequests.add(liveSessionPersonalData(database.db));
    const reminders = createLiveReminders({
      db: database.db,
      clock,
      entitlements,
      cohorts,
      mailer,
      messageLater: telegram.messageLater,
      publicUrl: config.PUBLIC_URL,
    });
    fastify.decorate(
      'liveReminders',
      fastify.jobs.periodic('live-session-reminders', '* * * * *', () => reminders.pass()),
    );
  },
  { name: 'live-sessions', dependencies: ['config', 'database', 'catalogue', 'entitlements', 'cohorts', 'mail', 'telegram', 'jobs', 'data-requests'] },
);
