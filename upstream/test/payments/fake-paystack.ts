import { paystackSignature } from '../../src/payments/providers/paystack.ts';
import { fakeServer, type Received } from '../fake-server.ts';
import { eq } from 'drizzle-orm';
import { orders } from '../../src/payments/tables.ts';
import { API, buildTestUpstream } from '../helper.ts';
import { openOrder } from './pay-helper.ts';

interface Tap {
  teardown(fn: () => unknown): void;
}

interface Transaction {
  status: string;
  amount: number;
  currency: string;
}

interface Refund {
  id: number;
  transaction: number;
  amount: number;
  status: string;
}

/** A card subscription Paystack holds (made when the first payment of a plan's order succeeds). */
export interface FakeSubscription {
  code: string;
  token: string;
  plan: string;
  email: string;
  amount: number;
  status: string;
}

/**
 * Paystack's API on 127.0.0.1, as far as the shop speaks it: initialize, verify, refunds (make,
 * fetch, list by transaction), plans and subscriptions (fetch, manage link, disable, enable). Tests
 * set what `verify` answers per reference, each refund's status and the subscriptions held; `script`
 * makes the next refund refused (Paystack's 400 with its message) or its answer lost (the refund is
 * made, the caller gets a 500), or the next subscription call fail.
 */
export async function fakePaystack(t: Tap, secret: string) {
  const transactions = new Map<string, Transaction>();
  /** Paystack's id of each reference's transaction: the same every time it is verified. */
  const ids = new Map<string, number>();
  const refunds = new Map<string, Refund>();
  const script: { refuse: string | null; loseAnswer: boolean; subscriptionDown: boolean } = { refuse: null, loseAnswer: false, subscriptionDown: false };
  const plans = new Map<string, { interval: string; amount: number }>();
  /** The plan each initialized reference named. */
  const planOf = new Map<string, string>();
  const subscriptions = new Map<string, FakeSubscription>();
  const subscriptionBody = (sub: FakeSubscription) => ({
    subscription_code: sub.code,
    status: sub.status,
    amount: sub.amount,
    email_token: sub.token,
    plan: { plan_code: sub.plan },
    customer: { email: sub.email },
  });
  const refundBody = (r: Refund) => ({ id: r.id, transaction: r.transaction, amount: r.amount, currency: 'NGN', status: r.status });

  const server = await fakeServer(t, (req: Received) => {
    if (req.headers.authorization !== `Bearer ${secret}`) return { status: 401, body: { status: false, message: 'Invalid key' } };
    const url = new URL(req.url, 'http://x');
    if (req.method === 'POST' && url.pathname === '/plan') {
      const { interval, amount } = req.body as { interval: string; amount: number };
      const code = `PLN_${plans.size + 1}${interval}`;
      plans.set(code, { interval, amount });
      return { body: { status: true, message: 'Plan created', data: { plan_code: code, interval, amount } } };
    }
    const subscriptionCall = /^\/subscription\/(disable|enable|[A-Za-z0-9_]+)(\/manage\/link)?$/.exec(url.pathname);
    if (subscriptionCall) {
      if (script.subscriptionDown) return { status: 503, body: { status: false, message: 'Service unavailable' } };
      const [, what, link] = subscriptionCall;
      if (what === 'disable' || what === 'enable') {
        const { code, token } = req.body as { code: string; token: string };
        const sub = subscriptions.get(code);
        if (!sub || sub.token !== token) return { status: 400, body: { status: false, message: 'Subscription with code not found or already inactive' } };
        sub.status = what === 'disable' ? 'non-renewing' : 'active';
        return { body: { status: true, message: `Subscription ${what}d successfully` } };
      }
      const sub = subscriptions.get(what!);
      if (!sub) return { status: 404, body: { status: false, message: 'Subscription not found' } };
      if (link) return { body: { status: true, message: 'Link generated', data: { link: `https://paystack.com/manage/subscriptions/${sub.code}` } } };
      return { body: { status: true, message: 'Subscription retrieved successfully', data: subscriptionBody(sub) } };
    }
    if (req.method === 'POST' && url.pathname === '/transaction/initialize') {
      const { reference, amount, currency, plan } = req.body as { reference: string; amount: number; currency: string; plan?: string };
      if (plan) planOf.set(reference, plan);
      transactions.set(reference, { status: 'abandoned', amount, currency });
      ids.set(reference, 4_099_260_000 + ids.size);
      return {
        body: {
          status: true,
          message: 'Authorization URL created',
          data: { authorization_url: `https://checkout.paystack.com/${reference.slice(0, 8)}`, access_code: 'ac', reference },
        },
      };
    }
    if (req.method === 'POST' && url.pathname === '/refund') {
      const { transaction, amount } = req.body as { transaction: string; amount: number };
      if (script.refuse) {
        const message = script.refuse;
        script.refuse = null;
        return { status: 400, body: { status: false, message } };
      }
      const refund = { id: 3_018_000 + refunds.size, transaction: ids.get(transaction)!, amount, status: 'pending' };
      refunds.set(String(refund.id), refund);
      if (script.loseAnswer) {
        script.loseAnswer = false;
        return { status: 500, body: { status: false, message: 'An error occurred' } };
      }
      return { body: { status: true, message: 'Refund has been queued for processing', data: refundBody(refund) } };
    }
    if (req.method === 'GET' && url.pathname === '/refund') {
      const transaction = Number(url.searchParams.get('transaction'));
      return { body: { status: true, message: 'Refunds retrieved', data: [...refunds.values()].filter((r) => r.transaction === transaction).map(refundBody) } };
    }
    const refund = /^\/refund\/(\d+)$/.exec(url.pathname);
    if (refund && refunds.has(refund[1]!)) return { body: { status: true, message: 'Refund retrieved', data: refundBody(refunds.get(refund[1]!)!) } };
    const verify = /^\/transaction\/verify\/(.+)$/.exec(url.pathname);
    const reference = verify && decodeURIComponent(verify[1]!);
    const tx = reference && transactions.get(reference);
    if (tx) {
      // A charge Paystack made itself (a subscription's renewal) gets its id when first asked about.
      if (!ids.has(reference)) ids.set(reference, 4_099_260_000 + ids.size);
      return {
        body: {
          status: true,
          message: 'Verification successful',
          data: {
            id: ids.get(reference),
            status: tx.status,
            reference,
            amount: tx.amount,
            currency: tx.currency,
            channel: 'card',
            paid_at: '2026-11-27T10:00:00.000Z',
            authorization: { authorization_code: 'AUTH_72btv547', bank: 'TEST BANK', card_type: 'visa', last4: '4081' },
          },
        },
      };
    }
    return { status: 404, body: { status: false, message: 'Transaction reference not found' } };
  });
  return { ...server, transactions, refunds, script, plans, planOf, subscriptions };
}

const SECRET = 'sk_test_0123456789abcdef';

/** Paystack's charge.success event for an order; its amount is never read (verify decides). */
export const chargeSuccess = (reference: string, amount = 1) => ({ event: 'charge.success', data: { reference, amount, currency: 'NGN', status: 'success' } });

/** An upstream whose Paystack is the fake, and a way to post it Paystack's webhooks, signed with the secret key unless told otherwise. */
export async function paystackUpstream(t: Parameters<typeof buildTestUpstream>[0], env: Record<string, string> = {}) {
  const paystack = await fakePaystack(t, SECRET);
  const up = await buildTestUpstream(t, { PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_API_URL: paystack.url, RECONCILE_EVERY_SECONDS: '0', ...env });
  /** `from`: the sender's address, as the BFF passes it on. */
  const sendEvent = (body: object, signature?: string, from?: string) => {
    const raw = JSON.stringify(body);
    return up.app.inject({
      method: 'POST',
      url: `${API}/payments/paystack/webhook`,
      payload: raw,
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': signature ?? paystackSignature(raw, SECRET),
        ...(from && { 'x-forwarded-for': from }),
      },
    });
  };
  const openCardOrder = (n: string, courses = ['forex-foundations']) => openOrder(up, n, { courses, robots: [] }, 'paystack');
  return {
    paystack,
    up,
    sendEvent,
    openCardOrder,
    forgedSignature: (body: object) => paystackSignature(JSON.stringify(body), 'sk_test_not_ours'),
    /** A new customer's card order for these courses, paid: verify says success for its naira, and the webhook says so. */
    paidCardOrder: async (n: string, courses?: string[]) => {
      const opened = await openCardOrder(n, courses);
      const [order] = await up.app.database.db.select().from(orders).where(eq(orders.id, opened.order_id));
      paystack.transactions.set(opened.order_id, { status: 'success', amount: order!.chargeMinor!, currency: 'NGN' });
      const credited = (await sendEvent(chargeSuccess(opened.order_id))).json().message as string;
      if (credited !== 'credited') throw new Error(`the card order was ${credited}`);
      return { ...opened, chargeMinor: order!.chargeMinor! };
    },
  };
}
