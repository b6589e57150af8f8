import fp from 'fastify-plugin';
import { createAccountService, type AccountService } from '../../accounts/accounts.ts';
import { createAdminService, type AdminService } from '../../accounts/admins.ts';
import { createSessionService, type SessionService } from '../../accounts/sessions.ts';
import { createTokenService, type TokenService } from '../../accounts/tokens.ts';
import type { UpstreamConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';

export interface Services {
  config: UpstreamConfig;
  database: Database;
  mailer: Mailer;
  tokens: TokenService;
  sessions: SessionService;
  accounts: AccountService;
  admins: AdminService;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** Builds the services once from the config, the database and the mailer the app was given. */
export default fp(
  async (fastify, opts: { config: UpstreamConfig; database: Database; mailer: Mailer }) => {
    const { config, database, mailer } = opts;
    const { db } = database;
    const tokens = createTokenService({ secret: config.JWT_SECRET, accessTtl: config.ACCESS_TOKEN_TTL });
    const sessions = createSessionService(db, tokens, { refreshTtl: config.REFRESH_TOKEN_TTL, graceSeconds: config.REFRESH_GRACE_SECONDS });
    const accounts = createAccountService({ db, sessions, mailer, publicUrl: config.PUBLIC_URL });
    const admins = createAdminService({ db, sessions });
    fastify.decorate('services', { config, database, mailer, tokens, sessions, accounts, admins });

    const sweep = setInterval(() => void sessions.forgetOldSuccessors().catch((err) => fastify.log.warn({ err }, 'successor sweep failed')), 60_000);
    sweep.unref();
    fastify.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'services' },
);
