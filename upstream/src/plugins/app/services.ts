import fp from 'fastify-plugin';
import { createAccountService, type AccountService } from '../../accounts/accounts.ts';
import { type Background, createBackground } from '../../background.ts';
import { createAdminService, type AdminService } from '../../accounts/admins.ts';
import { createSessionService, type SessionService } from '../../accounts/sessions.ts';
import { createTokenService, type TokenService } from '../../accounts/tokens.ts';
import { createCart, type Cart } from '../../cart/cart.ts';
import { createCatalogue, type Catalogue } from '../../catalogue/catalogue.ts';
import { createSettings, type Settings } from '../../catalogue/settings.ts';
import { createUrls, type Urls } from '../../catalogue/urls.ts';
import type { UpstreamConfig } from '../../config.ts';
import { createCheckout, type Checkout } from '../../payments/checkout.ts';
import { createFulfilment, type Fulfilment } from '../../payments/fulfilment.ts';
import { nowPayments } from '../../payments/providers/nowpayments.ts';
import type { PaymentProvider } from '../../payments/providers/provider.ts';
import { sandbox } from '../../payments/providers/sandbox.ts';
import { createInvites, type Invites } from '../../telegram/invites.ts';
import { createLearning, type Learning } from '../../learning/learning.ts';
import { createCatalogueAdmin, type CatalogueAdmin } from '../../admin/catalogue-admin.ts';
import { createRevenue, type Revenue } from '../../admin/revenue.ts';
import { createUploads, type Uploads } from '../../admin/uploads.ts';
import { createUserDirectory, type UserDirectory } from '../../admin/users.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';

export interface Services {
  config: UpstreamConfig;
  database: Database;
  mailer: Mailer;
  /** Work done after the answer (mails whose timing would tell too much); drained on close. */
  background: Background;
  tokens: TokenService;
  sessions: SessionService;
  accounts: AccountService;
  admins: AdminService;
  settings: Settings;
  urls: Urls;
  catalogue: Catalogue;
  cart: Cart;
  provider: PaymentProvider;
  /** Set when the sandbox is the provider: its invoice page pays through it. */
  sandbox: ReturnType<typeof sandbox> | null;
  checkout: Checkout;
  fulfilment: Fulfilment;
  invites: Invites;
  learning: Learning;
  directory: UserDirectory;
  catalogueAdmin: CatalogueAdmin;
  revenue: Revenue;
  uploads: Uploads;
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
    const background = createBackground(fastify.log);
    fastify.addHook('onClose', async () => background.drain());
    const accounts = createAccountService({ db, sessions, mailer, background, publicUrl: config.PUBLIC_URL, urls });
    const admins = createAdminService({ db, sessions, mailer, publicUrl: config.PUBLIC_URL });
    const settings = createSettings(db);
    const catalogue = createCatalogue({ db, settings, urls });
    const cart = createCart({ db, catalogue, settings, urls });
    const sandboxProvider = config.PAYMENT_PROVIDER === 'sandbox' ? sandbox({ secret: config.sandboxSecret }) : null;
    const provider =
      sandboxProvider ?? nowPayments({ apiUrl: config.NOWPAYMENTS_API_URL, apiKey: config.NOWPAYMENTS_API_KEY!, ipnSecret: config.NOWPAYMENTS_IPN_SECRET! });
    const invites = createInvites({ db, settings, apiUrl: config.TELEGRAM_API_URL, botToken: config.TELEGRAM_BOT_TOKEN, chatId: config.TELEGRAM_CHAT_ID, inviteUrl: config.TELEGRAM_INVITE_URL });
    const checkout = createCheckout({ db, catalogue, settings, invites, provider, publicUrl: config.PUBLIC_URL, product: config.PRODUCT });
    const fulfilment = createFulfilment({ db, cart, mailer, publicUrl: config.PUBLIC_URL, log: fastify.log });
    const uploads = createUploads(config.DATA_DIR);
    // Nothing uploads before we listen: every piece there is a dead process's, never to be finished.
    await uploads.sweep(Date.now(), 0);
    // Housekeeping: forget stale refresh successors; drop chunks of uploads abandoned for a day.
    const sweep = setInterval(() => {
      void sessions.forgetOldSuccessors().catch((err) => fastify.log.warn({ err }, 'successor sweep failed'));
      void uploads.sweep().catch((err) => fastify.log.warn({ err }, 'upload sweep failed'));
    }, 60_000);
    sweep.unref();
    fastify.decorate('services', {
      config, database, mailer, background, tokens, sessions, accounts, admins, settings, urls, catalogue, cart,
      provider, sandbox: sandboxProvider, checkout, fulfilment, invites, learning: createLearning(db),
      directory: createUserDirectory(db),
      catalogueAdmin: createCatalogueAdmin({ db, catalogue, dataDir: config.DATA_DIR, mediaHosts: config.MEDIA_HOSTS }),
      revenue: createRevenue(db),
      uploads,
    });

    fastify.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'services' },
);
