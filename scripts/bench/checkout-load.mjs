// Checkout under load, on PostgreSQL: the shop as `npm start` runs it (scripts/bench/throwaway-shop.mjs)
// with DATABASE_URL naming a database made for the run. CUSTOMERS customers register, confirm their
// address from the mail and sign in first (not timed); then each, CONCURRENCY at a time, adds a course
// to the cart, initializes the payment and opens the sandbox invoice, and the bench, as the payment
// provider, sends the signed notice that the money arrived to the shop's public webhook (through the
// BFF, as NOWPayments reaches it), signed with the sandbox's secret as the sandbox's own Pay signs it
// (upstream/src/payments/providers/sandbox.ts): so the webhook is timed as its sender sees it.
// Reported: orders per second, each step's p50 and p99, and from the database whether every order was
// paid exactly once and the revenue is the sum of what was charged.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { SIGNATURE_HEADER } from '../../upstream/src/payments/providers/provider.ts';
import { signNotice } from '../../upstream/src/payments/signature.ts';
import { withThrowawayShop } from './throwaway-shop.mjs';

const CUSTOMERS = Number(process.env.BENCH_CHECKOUT_CUSTOMERS ?? 500);
const CONCURRENCY = Number(process.env.BENCH_CHECKOUT_CONCURRENCY ?? 50);
// Set-up (scrypt for each registration and login) runs a few at a time, as people sign up.
const SET_UP_CONCURRENCY = 8;
const COURSE = 'forex-foundations';
const PASSWORD = 'bench-checkout-password-1';

const quantile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : null);
const round = (x) => (x === null ? null : Math.round(x * 100) / 100);

/** A customer's browser: its cookies, and calls through the BFF as the SPA makes them, each timed. */
function customer(shopUrl, n) {
  const email = `checkout-${n}@bench.example`;
  const jar = new Map();
  const call = (path, body) =>
    timed(`${shopUrl}/api/academy/${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'x-csrf': '1', origin: shopUrl, cookie: [...jar.values()].join('; '), ...(body && { 'content-type': 'application/json' }) },
      body: body && JSON.stringify(body),
      jar,
      who: email,
    });
  return { email, call };
}

/** One HTTP call, timed to its whole answer; cookies it sets go into `jar`. */
async function timed(url, { jar, who, ...init }) {
  const began = performance.now();
  const res = await fetch(url, init);
  for (const c of res.headers.getSetCookie()) jar?.set(c.split('=', 1)[0], c.split(';', 1)[0]);
  const answer = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${who} ${new URL(url).pathname}: ${res.status} ${JSON.stringify(answer)}`);
  return { data: answer.data, ms: performance.now() - began };
}

/** NOWPayments' notice that an invoice is paid in full (the sandbox's Pay sends the same), signed with the sandbox's secret. */
function paidNotice(shopUrl, secret, invoice) {
  const body = {
    payment_id: String(5_000_000_000 + Math.floor(Math.random() * 4_000_000_000)),
    invoice_id: invoice.invoice_id,
    order_id: invoice.order_id,
    payment_status: 'finished',
    price_amount: invoice.amount_usd,
    price_currency: 'usd',
    pay_currency: 'usdttrc20',
    pay_amount: invoice.amount_usd,
    actually_paid: invoice.amount_usd,
    actually_paid_at_fiat: invoice.amount_usd,
  };
  return timed(`${shopUrl}/api/academy/payments/sandbox/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signNotice(body, secret) },
    body: JSON.stringify(body),
    who: 'the provider',
  });
}

/** Runs `work` over `items`, `limit` at a time. */
async function pooled(items, limit, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

/** Each address's confirmation token, from the outbox once every mail is there (each file read once). */
async function confirmationTokens(dataDir, count) {
  const dir = join(dataDir, 'outbox');
  for (const deadline = Date.now() + 120_000; ; await new Promise((r) => setTimeout(r, 200))) {
    const files = await readdir(dir).catch(() => []);
    if (files.length >= count) {
      const tokens = new Map();
      for (const file of files) {
        const mail = await simpleParser(await readFile(join(dir, file)));
        const to = [mail.to].flat()[0]?.value[0]?.address;
        const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
        if (to && token) tokens.set(to, token);
      }
      return tokens;
    }
    if (Date.now() > deadline) throw new Error(`only ${files.length} of ${count} confirmation mails arrived`);
  }
}

export async function checkoutLoad(databaseUrl) {
  const name = `bench_checkout_${process.pid}_${Date.now()}`;
  const server = new pg.Client({ connectionString: databaseUrl });
  await server.connect();
  await server.query(`CREATE DATABASE ${name}`);
  const own = new URL(databaseUrl);
  own.pathname = `/${name}`;
  try {
    const env = { DATABASE_URL: own.toString(), LOGIN_RATE_LIMIT: '1000000', AUTH_RATE_LIMIT: '1000000', MAX_REQUESTS_PER_SOCKET: '0' };
    return await withThrowawayShop(
      async (shopUrl, dataDir) => {
        const customers = Array.from({ length: CUSTOMERS }, (_, n) => customer(shopUrl, n));
        const setUpBegan = performance.now();
        await pooled(customers, SET_UP_CONCURRENCY, (c) =>
          c.call('auth/register', {
            first_name: 'Bench',
            last_name: 'Buyer',
            middle_name: 'Q',
            address: '12 Marina, Lagos',
            email: c.email,
            password: PASSWORD,
          }),
        );
        const tokens = await confirmationTokens(dataDir, CUSTOMERS);
        await pooled(customers, SET_UP_CONCURRENCY, async (c) => {
          await c.call('auth/verify-email', { token: tokens.get(c.email) });
          await c.call('auth/login', { email: c.email, password: PASSWORD });
        });
        const setUpSeconds = (performance.now() - setUpBegan) / 1000;

        const secret = (await readFile(join(dataDir, '.sandbox-secret'), 'utf8')).trim();
        let failed = 0;
        /** One customer's order, each step timed into `steps`. */
        async function order(c, steps) {
          try {
            const orderBegan = performance.now();
            steps.cart.push((await c.call('cart/add', { slug: COURSE, type: 'course' })).ms);
            const { data: cart } = await c.call('cart/fetch');
            const metadata = JSON.stringify({ courses: [COURSE], robots: [] });
            const initialized = await c.call('payments/sandbox/initialize', { amount: cart.total_usd, currency: 'USD', metadata });
            steps.initialize.push(initialized.ms);
            const invoice = await c.call(`payments/sandbox/invoice/${initialized.data.invoice_url.split('/').pop()}`);
            steps.invoice.push(invoice.ms);
            steps.webhook.push((await paidNotice(shopUrl, secret, invoice.data)).ms);
            steps.order.push(performance.now() - orderBegan);
          } catch (err) {
            failed++;
            console.error(`  ${err instanceof Error ? err.message : err}`);
          }
        }
        const newSteps = () => ({ cart: [], initialize: [], invoice: [], webhook: [], order: [] });

        // Flat out: the first half, CONCURRENCY customers at a time, each starting as one finishes.
        // Their times are mostly queue: with 50 always in flight, a step waits about 50 / (requests
        // per second) whatever the shop's own work (Little's law).
        const flatOut = { customers: customers.slice(0, Math.floor(CUSTOMERS / 2)), steps: newSteps(), seconds: 0 };
        let began = performance.now();
        await pooled(flatOut.customers, CONCURRENCY, (c) => order(c, flatOut.steps));
        flatOut.seconds = (performance.now() - began) / 1000;
        const reached = flatOut.steps.order.length / flatOut.seconds;

        // Steady: the other half arriving evenly at half the rate reached, each on its own, as
        // customers come; the webhook's time here is the shop's, not the queue of a saturated machine.
        const steady = { customers: customers.slice(Math.floor(CUSTOMERS / 2)), steps: newSteps(), seconds: 0, rate: reached / 2 };
        began = performance.now();
        await Promise.all(
          steady.customers.map(async (c, n) => {
            await new Promise((r) => setTimeout(r, Math.max(0, began + (n * 1000) / steady.rate - performance.now())));
            await order(c, steady.steps);
          }),
        );
        steady.seconds = (performance.now() - began) / 1000;

        // What the database says: one paid order per customer, and revenue that adds up.
        const db = new pg.Client({ connectionString: own.toString() });
        await db.connect();
        try {
          const [orders] = (
            await db.query(`select count(*)::int as paid, count(distinct user_id)::int as customers, coalesce(sum(amount_usd_cents), 0)::bigint as cents
                            from orders where status = 'paid'`)
          ).rows;
          const [revenue] = (
            await db.query(
              'select count(*)::int as entries, count(distinct order_id)::int as orders, coalesce(sum(amount_usd_cents), 0)::bigint as cents from revenues',
            )
          ).rows;
          const [twice] = (
            await db.query(`select count(*)::int as n from (select user_id from orders where status = 'paid' group by user_id having count(*) > 1) t`)
          ).rows;
          const perStep = (steps) =>
            Object.fromEntries(
              Object.entries(steps).map(([step, times]) => {
                const sorted = times.sort((a, b) => a - b);
                return [step, { p50: round(quantile(sorted, 0.5)), p99: round(quantile(sorted, 0.99)) }];
              }),
            );
          return {
            customers: CUSTOMERS,
            concurrency: CONCURRENCY,
            setUpSeconds: round(setUpSeconds),
            flatOut: { customers: flatOut.customers.length, seconds: round(flatOut.seconds), ordersPerSecond: round(reached), steps: perStep(flatOut.steps) },
            steady: {
              customers: steady.customers.length,
              seconds: round(steady.seconds),
              ordersPerSecond: round(steady.steps.order.length / steady.seconds),
              steps: perStep(steady.steps),
            },
            failed,
            paidOrders: orders.paid,
            customersPaid: orders.customers,
            paidTwice: twice.n,
            revenueEntries: revenue.entries,
            revenueOrders: revenue.orders,
            ordersCents: Number(orders.cents),
            revenueCents: Number(revenue.cents),
          };
        } finally {
          await db.end();
        }
      },
      env,
      'discarded',
    );
  } finally {
    await server.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await server.end();
  }
}
