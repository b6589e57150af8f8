import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSettings, saveSettings } from '@academy/shared/endpoints/admin-shop';
import { route } from '../../../http/declared.ts';

/** `admin/settings`: the display rate (and the group price, read here too). */
const settings: FastifyPluginAsyncZod = async (fastify) => {
  const { settings: stored } = fastify;

  route(fastify, adminSettings, async () => ({
    code: 200,
    message: 'Settings',
    data: await stored.read(['ngn_per_usd', 'telegram_usd']),
  }));

  route(fastify, saveSettings, async (request) => {
    await stored.write('ngn_per_usd', request.body.ngn_per_usd);
    return { code: 200, message: 'Settings saved' };
  });
};
export default settings;
