import fp from 'fastify-plugin';
import { type AccountService, createAccountService } from './accounts.ts';
import { type AdminService, createAdminService } from './admins.ts';
import { createPasskeys, type Passkeys } from './passkeys.ts';
import { createPasswords } from './passwords.ts';
import { accountPersonalData } from './personal-data.ts';
import { createSessionService, type SessionService } from './sessions.ts';
import { createSignedInSessions, type SignedInSessions } from './signed-in-sessions.ts';
import { createTokenService, type TokenService } from './tokens.ts';
import { createTotp, type Totp } from './totp.ts';
import { createSealer } from './sealer.ts';
import { createSecurityNotices } from './security-notices.ts';
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
    /** Authenticator-app second factors and recovery codes. */
    totp: Totp;
    /** Passkeys (WebAuthn): a customer's sign-in, a staff member's second factor. */
    passkeys: Passkeys;
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
    const notify = createSecurityNotices(mailer, config.PUBLIC_URL);
    fastify.decorate(
      'accounts',
      createAccountService({ db, sessions, mailer, background, publicUrl: config.PUBLIC_URL, urls: storage.urls, clock, passwords, notify }),
    );
    fastify.decorate('admins', createAdminService({ db, sessions, mailer, publicUrl: config.PUBLIC_URL, clock, passwords }));
    fastify.decorate('directory', createUserDirectory(db));
    // Sealed under the app's secret: rotating JWT_SECRET means every authenticator is set up again.
    fastify.decorate('totp', createTotp({ db, clock, sessions, sealer: createSealer(config.JWT_SECRET, 'totp'), passwords, notify }));
    const passkeys = createPasskeys({ db, clock, sessions, publicUrl: config.PUBLIC_URL, notify });
    fastify.decorate('passkeys', passkeys);
    fastify.dataRequests.add(passkeys.personalData);

    // Housekeeping each minute: a rotated token's successor is needed only inside the grace window.
    fastify.jobs.periodic('forget-old-successors', '* * * * *', async () => ({ forgotten: await sessions.forgetOldSuccessors() }));
  },
  { name: 'accounts', dependencies: ['config', 'database', 'jobs', 'mail', 'background', 'storage', 'data-requests'] },
);
