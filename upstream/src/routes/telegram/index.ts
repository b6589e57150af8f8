import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { groupPlans } from '@academy/shared/endpoints/subscriptions';
import { telegramInvite, telegramPrice } from '@academy/shared/endpoints/telegram';
import { pricesOf } from '@academy/shared/money';
import { route } from '../../http/declared.ts';
import webhook from './webhook/index.ts';

/** `telegram`: the paid group's price (public), for a member who paid the invite link, and the bot's webhook. */
const telegram: FastifyPluginAsyncZod = async (fastify) => {
  const { settings, invites, publicReads } = fastify;

  const price = async () => {
    const [{ telegram_usd }, pricing, available] = await Promise.all([settings.read(['telegram_usd']), settings.pricing(), invites.available()]);
    return { code: 200, message: 'Telegram price', data: { ...pricesOf(Math.round(telegram_usd * 100), pricing), available } };
  };
  route(fastify, telegramPrice, async (request, reply) => publicReads.send(request, reply, await publicReads.get(request, reply, price)));
  // The plans offered, cached like the price: an admin's change empties the public reads.
  const offered = async () => ({ code: 200, message: 'Plans', data: await fastify.plans.offered() });
  route(fastify, groupPlans, async (request, reply) => publicReads.send(request, reply, await publicReads.get(request, reply, offered)));

  route(fastify, telegramInvite, { preValidation: fastify.requireSession('customer') }, async (request) => ({
    code: 200,
    message: 'Telegram invite',
    data: { invite_link: await invites.inviteFor(request.user!) },
  }));

  await fastify.register(webhook, { prefix: '/webhook' });
};
export default telegram;
