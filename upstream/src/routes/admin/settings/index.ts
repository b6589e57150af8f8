import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSettings, saveSettings } from '@academy/shared/endpoints/admin-shop';
import { route } from '../../../http/declared.ts';
import { audited } from '../audited.ts';

/** `admin/settings`: the naira rate (and when it was set) and rounding, the group price, and Paystack's channels when it is on. */
const settings: FastifyPluginAsyncZod = async (fastify) => {
  const { settings: stored, paymentProviders } = fastify;
  const paystackOn = paymentProviders.list.some((p) => p.name === 'paystack');

  route(fastify, adminSettings, async () => {
    const [values, setAt, channels] = await Promise.all([
      stored.read(['ngn_per_usd', 'ngn_round_to', 'telegram_usd', 'renewal_notice_days', 'grace_days']),
      stored.setAt('ngn_per_usd'),
      stored.paystackChannels(),
    ]);
    return {
      code: 200,
      message: 'Settings',
      data: { ...values, ngn_rate_set_at: setAt?.toISOString() ?? null, paystack_channels: paystackOn ? channels : null },
    };
  });

  route(fastify, saveSettings, async (request) => {
    const { paystack_channels, ...numbers } = request.body;
    await stored.save(audited(saveSettings, request), { ...numbers, paystack_channels: paystack_channels?.join(',') });
    return { code: 200, message: 'Settings saved' };
  });
};
export default settings;
