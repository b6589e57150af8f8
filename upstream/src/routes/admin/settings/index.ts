import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '@academy/shared/api-error';
import { settingsRequest } from '@academy/shared/settings';

/** `admin/settings`: the display rate (and the group price, read here too). */
const settings: FastifyPluginAsync = async (fastify) => {
  const { settings: stored } = fastify;

  fastify.get('/', async () => ({ code: 200, message: 'Settings', data: await stored.read(['ngn_per_usd', 'telegram_usd']) }));

  fastify.post('/', async (request) => {
    await stored.write('ngn_per_usd', parseInput(settingsRequest, request.body).ngn_per_usd);
    return { code: 200, message: 'Settings saved' };
  });
};
export default settings;
