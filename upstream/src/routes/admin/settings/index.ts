import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse, noInput, withErrors } from '@academy/shared/envelope';
import { settingsRequest, settingsResponse } from '@academy/shared/settings';

/** `admin/settings`: the display rate (and the group price, read here too). */
const settings: FastifyPluginAsyncZod = async (fastify) => {
  const { settings: stored } = fastify;

  fastify.get('/', { schema: { querystring: noInput, response: withErrors({ 200: settingsResponse }) } }, async () => ({
    code: 200,
    message: 'Settings',
    data: await stored.read(['ngn_per_usd', 'telegram_usd']),
  }));

  fastify.post('/', { schema: { body: settingsRequest, response: withErrors({ 200: messageResponse }) } }, async (request) => {
    await stored.write('ngn_per_usd', request.body.ngn_per_usd);
    return { code: 200, message: 'Settings saved' };
  });
};
export default settings;
