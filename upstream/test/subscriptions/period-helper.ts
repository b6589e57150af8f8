import { advance } from '../../../shared/test/clock.ts';
import { API, type TestUpstream } from '../helper.ts';
import { initialize, notice, sendNotice } from '../payments/pay-helper.ts';

export interface Customer {
  email: string;
  password: string;
}

/** What the subscription tests do on `up` (built with TEST_CLOCK=true): a customer's calls, paying a period, moving the clock. */
export function periodSteps(up: TestUpstream) {
  /** A token issued now: the moved clock outlives the one from before. */
  const fresh = async (c: Customer) =>
    (await up.app.inject({ method: 'POST', url: `${API}/auth/login`, payload: { email: c.email, password: c.password } })).json().data.token as string;

  return {
    fresh,
    post: async (c: Customer, url: string, payload: object = {}) =>
      up.app.inject({ method: 'POST', url: `${API}/${url}`, payload, headers: { authorization: `Bearer ${await fresh(c)}` } }),

    /** Moves the clock to `offsetMs` from the moment given (negative: before it); never back. */
    moveTo: (when: Date, offsetMs: number) => advance(Math.max(0, when.getTime() + offsetMs - up.app.clock.now()), up.app),

    /** Pays a period of the plan through the sandbox's notice, as a crypto payment does: the notice's answer ('credited'). */
    payPeriod: async (c: Customer, plan: { id: string; usd: number }) => {
      const init = await initialize(up, await fresh(c), {
        amount: plan.usd,
        currency: 'USD',
        metadata: JSON.stringify({ telegram: { id: 'signals', plan: plan.id } }),
      });
      if (init.statusCode !== 200) throw new Error(`paying for ${c.email}: ${init.body}`);
      return (await sendNotice(up, notice({ order_id: init.json().data.order_id, amount: plan.usd }), up.app.config.sandboxSecret)).json().message as string;
    },
  };
}
