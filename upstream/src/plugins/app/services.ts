import fp from 'fastify-plugin';
import { createAccountService, type AccountService } from '../../accounts/accounts.ts';
import { createAdminService, type AdminService } from '../../accounts/admins.ts';
import { createSessionService, type SessionService } from '../../accounts/sessions.ts';
import { createTokenService, type TokenService } from '../../accounts/tokens.ts';
import { createCart, type Cart } from '../../cart/cart.ts';
import { createCatalogue, type Catalogue } from '../../catalogue/catalogue.ts';
import { createSettings, type Settings } from '../../catalogue/settings.ts';
import { createUrls, type Urls } from '../../catalogue/urls.ts';
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
  settings: Settings;
  urls: Urls;
  catalogue: Catalogue;
  cart: Cart;
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
    const urls = createUrls(config.PRODUCT);
    const accounts = createAccountService({ db, sessions, mailer, publicUrl: config.PUBLIC_URL, urls });
    const admins = createAdminService({ db, sessions });
    const settings = createSettings(db);
    const catalogue = createCatalogue({ db, settings, urls });
    const cart = createCart({ db, catalogue, settings, urls });
    fastify.decorate('services', { config, database, mailer, tokens, sessions, accounts, admins, settings, urls, catalogue, cart });

    const sweep = setInterval(() => void sessions.forgetOldSuccessors().catch((err) => fastify.log.warn({ err }, 'successor sweep failed')), 60_000);
    sweep.unref();
    fastify.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'services' },
);
