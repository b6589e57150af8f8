import { z } from 'zod';
import type { CardSubscriptions } from '../../subscriptions/card-provider.ts';

/** Paystack's plan intervals for the group's lengths (subscriptions/plans.ts offers 1, 3, 6 and 12 months). */
const INTERVALS: Record<number, string> = { 1: 'monthly', 3: 'quarterly', 6: 'biannually', 12: 'annually' };

const planAnswer = z.object({ status: z.literal(true), data: z.object({ plan_code: z.string() }) });
const subscriptionAnswer = z.object({
  status: z.literal(true),
  data: z.object({
    subscription_code: z.string(),
    status: z.string(),
    amount: z.number().int(),
    email_token: z.string(),
    plan: z.object({ plan_code: z.string() }),
    customer: z.object({ email: z.string() }),
  }),
});
const linkAnswer = z.object({ status: z.literal(true), data: z.object({ link: z.string() }) });

/**
 * A subscription.* or invoice.* event: only the subscription it names (and a paid invoice's
 * transaction reference) is read; Paystack is then asked about both.
 */
const eventBody = z.object({
  event: z.string().regex(/^(subscription|invoice)\./),
  data: z.object({
    subscription_code: z.string().optional(),
    subscription: z.object({ subscription_code: z.string() }).optional(),
    transaction: z.object({ reference: z.string().optional() }).nullish(),
  }),
});

/** Paystack plans and subscriptions, over the same authenticated `call` as its payments (paystack.ts). */
export function paystackSubscriptions(call: (path: string, init?: { method?: string; body?: object }) => Promise<unknown>): CardSubscriptions {
  return {
    async createPlan({ name, months, amountMinor }) {
      const interval = INTERVALS[months];
      if (!interval) throw new Error(`Paystack has no ${months}-month interval`);
      return planAnswer.parse(await call('/plan', { method: 'POST', body: { name, interval, amount: amountMinor, currency: 'NGN' } })).data.plan_code;
    },
    event(rawBody) {
      const parsed = eventBody.safeParse(JSON.parse(rawBody.toString('utf8')));
      if (!parsed.success) return null;
      const { data } = parsed.data;
      const code = data.subscription_code ?? data.subscription?.subscription_code;
      return code ? { event: parsed.data.event, code, reference: data.transaction?.reference } : null;
    },
    async fetch(code) {
      const { data } = subscriptionAnswer.parse(await call(`/subscription/${encodeURIComponent(code)}`));
      return {
        code: data.subscription_code,
        status: data.status,
        emailToken: data.email_token,
        planCode: data.plan.plan_code,
        email: data.customer.email,
        amountMinor: data.amount,
      };
    },
    manageLink: async (code) => linkAnswer.parse(await call(`/subscription/${encodeURIComponent(code)}/manage/link`)).data.link,
    async disable(code, token) {
      await call('/subscription/disable', { method: 'POST', body: { code, token } });
    },
    async enable(code, token) {
      await call('/subscription/enable', { method: 'POST', body: { code, token } });
    },
  };
}
