import fp from 'fastify-plugin';
import { type AccountService, createAccountService } from './accounts.ts';
import { type AdminService, createAdminService } from './admins.ts';
import { createPasswords } from './passwords.ts';
import { accountPersonalData } from './personal-data.ts';
import { createSessionService, type SessionService } from './sessions.ts';
import { createSignedInSessions, type SignedInSessions } from './signed-in-sessions.ts';
import { createTokenService, type TokenService } from './tokens.ts';
import { createUserDirectory, type UserDirectory } from './user-directory.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** Refresh-token families: start, rotate, revoke (named apart from the BFF's cookie `sessions`). */
    refreshSessions: SessionService;
    /** A customer's own list of where they are signed in. */
    signedInSessions: SignedInSessions;
    /** Registration, login, password flows, the customer's details. */
    accounts: AccountService;
    /** Admin accounts: the super-admin, invitations, bans, profiles. */
    admins: AdminService;
    /** The admin tables of people. */
    directory: UserDirectory;
  }
}

/** Accounts and their sessions: the users, token_families, refresh_tokens and email_tokens tables. */
export default fp(
  async (fastify) => {
    const { config, clock, database, mailer, background, storage } = fastify;
    const { db } = database;
    const tokens = createTokenService({ secret: config.JWT_SECRET, accessTtl: config.ACCESS_TOKEN_TTL, clock });
    const sessions = createSessionService(db, tokens, { refreshTtl: config.REFRESH_TOKEN_TTL, graceSeconds: config.REFRESH_GRACE_SECONDS, clock });
    fastify.decorate('tokens', tokens);
    fastify.decorate('refreshSessions', sessions);
    const signedIn = createSignedInSessions(db, clock);
    fastify.decorate('signedInSessions', signedIn);
    fastify.dataRequests.add(accountPersonalData(db, signedIn));
    const passwords = await createPasswords(config.PASSWORD_HASH_COST);
    fastify.decorate(
      'accounts',
      createAccountService({ db, sessions, mailer, background, publicUrl: config.PUBLIC_URL, urls: storage.urls, clock, passwords }),
    );
    fastify.decorate('admins', createAdminService({ db, sessions, mailer, publicUrl: config.PUBLIC_URL, clock, passwords }));
    fastify.decorate('directory', createUserDirectory(db));

    // Housekeeping each minute: a rotated token's successor is needed only inside the grace window.
    fastify.jobs.periodic('forget-old-successors', '* * * * *', async () => ({ forgotten: await sessions.forgetOldSuccessors() }));
  },
  { name: 'accounts', dependencies: ['config', 'database', 'jobs', 'mail', 'background', 'storage', 'data-requests'] },
);
