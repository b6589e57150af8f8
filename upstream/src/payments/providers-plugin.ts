import fp from 'fastify-plugin';
import { ApiError } from '@academy/shared/api-error';
import { nowPayments } from './providers/nowpayments.ts';
import type { PaymentProvider } from './providers/provider.ts';
import { paystack } from './providers/paystack.ts';
import { sandbox } from './providers/sandbox.ts';
import { type SandboxPaystack, sandboxPaystack } from './providers/sandbox-paystack.ts';

declare module 'fastify' {
  interface FastifyInstance {
    paymentProviders: {
      /** The crypto provider (the sandbox or NOWPayments), then Paystack when its key is set. */
      list: PaymentProvider[];
      /** The enabled provider of this name, or a 404. */
      named: (name: string) => PaymentProvider;
      /** Set when the sandbox is the provider: its invoice page pays through it. */
      sandbox: ReturnType<typeof sandbox> | null;
      /** Paystack's sandbox, beside the crypto sandbox when no Paystack key is set: its page pays through it. */
      paystackSandbox: SandboxPaystack | null;
    };
  }
}

/** The payment providers the configuration enables: payments and refunds both speak to them. */
export default fp(
  async (fastify) => {
    const { config, clock } = fastify;
    const sandboxProvider = config.PAYMENT_PROVIDER === 'sandbox' ? sandbox({ secret: config.sandboxSecret }) : null;
    const crypto =
      sandboxProvider ??
      nowPayments({
        apiUrl: config.NOWPAYMENTS_API_URL,
        apiKey: config.NOWPAYMENTS_API_KEY!,
        ipnSecret: config.NOWPAYMENTS_IPN_SECRET!,
        ...(config.NOWPAYMENTS_EMAIL && { login: { email: config.NOWPAYMENTS_EMAIL, password: config.NOWPAYMENTS_PASSWORD! } }),
        clock,
      });
    // `npm start` with no keys shows both rails: the sandbox's Paystack stands in for the real one.
    const paystackSandbox = sandboxProvider && !config.PAYSTACK_SECRET_KEY ? sandboxPaystack({ secret: config.sandboxSecret }) : null;
    const list = [
      crypto,
      ...(config.PAYSTACK_SECRET_KEY
        ? [
            paystack({
              apiUrl: config.PAYSTACK_API_URL,
              secretKey: config.PAYSTACK_SECRET_KEY,
              channels: () => fastify.settings.paystackChannels(),
              senders: config.PAYSTACK_WEBHOOK_IPS,
            }),
          ]
        : paystackSandbox
          ? [paystackSandbox.provider]
          : []),
    ];
    fastify.decorate('paymentProviders', {
      list,
      named: (name: string) => {
        const found = list.find((p) => p.name === name);
        if (!found) throw new ApiError(404, 'This payment provider is not enabled');
        return found;
      },
      sandbox: sandboxProvider,
      paystackSandbox,
    });
  },
  { name: 'payment-providers', dependencies: ['config', 'settings'] },
);
