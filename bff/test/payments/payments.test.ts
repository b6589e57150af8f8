import t from 'tap';
import supertest from 'supertest';
import { eq } from 'drizzle-orm';
import { orders } from '../../../upstream/src/payments/tables.ts';
import { signNotice } from '../../../upstream/src/payments/signature.ts';
import { paystackSignature } from '../../../upstream/src/payments/providers/paystack.ts';
import { API, buildTestShop, call, signedInCustomer } from '../helper.ts';

const shop = await buildTestShop(t, { upstreamEnv: { TELEGRAM_INVITE_URL: 'https://t.me/+group' } });
const { app } = shop;
const secret = shop.up.app.config.sandboxSecret;
const price = async (slug: string) => (await shop.up.app.catalogue.findCourse(slug))!.usdCents / 100;

t.test("a customer starts a payment through the BFF; the session's email is the buyer", async (t) => {
  const c = await signedInCustomer(shop, 'pay');
  const amount = await price('forex-foundations');
  const res = await call(app, 'post', `${API}/payments/sandbox/initialize`, c.cookie)
    .send({ amount, currency: 'USD', email: 'victim@example.com', description: 'x', metadata: JSON.stringify({ courses: ['forex-foundations'] }) })
    .expect(200);
  t.match(res.body.data.invoice_url, /\/sandbox\/invoice\//);
  t.match(JSON.stringify(shop.up.seen.at(-1)), /payments\/sandbox\/initialize/);
  await call(app, 'post', `${API}/payments/sandbox/initialize`).send({ amount, currency: 'USD', metadata: '{}' }).expect(401);
  await call(app, 'post', `${API}/payments/bitpay/initialize`, c.cookie).send({ amount, currency: 'USD', metadata: '{}' }).expect(422);
});

t.test("the provider's notice is forwarded byte for byte, without session, CSRF or extra headers, and credits", async (t) => {
  const c = await signedInCustomer(shop, 'webhook');
  const amount = await price('crypto-foundations');
  const init = await call(app, 'post', `${API}/payments/sandbox/initialize`, c.cookie).send({
    amount,
    currency: 'USD',
    metadata: JSON.stringify({ courses: ['crypto-foundations'] }),
  });
  const order_id = init.body.data.order_id;
  const notice = {
    payment_status: 'finished',
    payment_id: 4242424242,
    order_id,
    price_currency: 'usd',
    price_amount: amount,
    pay_currency: 'usdttrc20',
    pay_amount: amount,
    actually_paid: amount,
    fee: { serviceFee: 0.1, currency: 'usdt' },
  };
  // Pretty-printed with an odd key order: only the exact bytes keep the signature meaningful.
  const body = JSON.stringify(notice, null, 3);
  const before = shop.up.seen.length;
  const res = await supertest(app.server)
    .post(`${API}/payments/sandbox/webhook`)
    .set('content-type', 'application/json')
    .set('x-nowpayments-sig', signNotice(notice, secret))
    .set('cookie', c.cookie)
    .set('authorization', 'Bearer forged')
    .send(body)
    .expect(200);
  t.same(res.body, { code: 200, message: 'credited' });
  const seen = shop.up.seen.slice(before);
  t.equal(seen.length, 1);
  t.equal(seen[0]!.headers['content-length'], String(Buffer.byteLength(body)), 'the same number of bytes arrived');
  t.notOk(seen[0]!.headers.cookie);
  t.notOk(seen[0]!.headers.authorization);
  t.equal((await shop.up.app.database.db.select().from(orders).where(eq(orders.id, order_id)))[0]?.status, 'paid');

  await supertest(app.server)
    .post(`${API}/payments/sandbox/webhook`)
    .set('content-type', 'application/json')
    .set('x-nowpayments-sig', 'f'.repeat(128))
    .send(body)
    .expect(401);
  await supertest(app.server).get(`${API}/payments/sandbox/webhook`).expect(404);
  await supertest(app.server).post(`${API}/payments/sandbox/webhook/extra`).send(body).expect(404);
  await supertest(app.server).post(`${API}/payments/paypal/webhook`).send(body).expect(422);
});

t.test("Paystack's signed event reaches the upstream through the BFF with its signature, from the sender's address", async (t) => {
  const c = await signedInCustomer(shop, 'paystack-webhook');
  const init = await call(app, 'post', `${API}/payments/paystack/initialize`, c.cookie)
    .send({ amount: await price('forex-foundations'), currency: 'USD', metadata: JSON.stringify({ courses: ['forex-foundations'] }) })
    .expect(200);
  const reference = init.body.data.order_id as string;
  // The sandbox's Paystack records the card payment, then tells a webhook URL nobody listens on: the event is sent here instead.
  const sandbox = shop.up.app.paymentProviders.paystackSandbox!;
  await sandbox.settle(reference, 'card', 'http://127.0.0.1:9/').catch(() => undefined);
  const body = JSON.stringify({ event: 'charge.success', data: { reference, status: 'success' } });
  const before = shop.up.seen.length;
  const res = await supertest(app.server)
    .post(`${API}/payments/paystack/webhook`)
    .set('content-type', 'application/json')
    .set('x-paystack-signature', paystackSignature(body, secret))
    .send(body)
    .expect(200);
  t.same(res.body, { code: 200, message: 'credited' });
  t.equal(shop.up.seen.slice(before)[0]!.headers['x-forwarded-for'], '127.0.0.1', "the sender's address goes along");
  t.equal((await shop.up.app.database.db.select().from(orders).where(eq(orders.id, reference)))[0]?.status, 'paid');
});

t.test("the sandbox invoice page's calls, the order history and the invite go through the BFF", async (t) => {
  const c = await signedInCustomer(shop, 'invoice');
  const init = await call(app, 'post', `${API}/payments/sandbox/initialize`, c.cookie)
    .send({ amount: 25, currency: 'USD', metadata: JSON.stringify({ telegram: { id: 1 } }) })
    .expect(200);
  const id = (init.body.data.invoice_url as string).split('/').pop()!;
  const invoice = await call(app, 'get', `${API}/payments/sandbox/invoice/${id}`).expect(200);
  t.match(invoice.body.data, { amount_usd: 25, status: 'pending' });
  t.equal((await supertest(app.server).post(`${API}/payments/sandbox/invoice/${id}/pay`)).status, 403, 'CSRF still applies to the page');
  await call(app, 'get', `${API}/telegram/invite`, c.cookie).expect(403);
  const pay = await call(app, 'post', `${API}/payments/sandbox/invoice/${id}/pay`).send({}).expect(200);
  t.match(pay.body.data.redirect, /telegram-payment=true&status=success/);
  t.same((await call(app, 'get', `${API}/telegram/invite`, c.cookie).expect(200)).body.data, { invite_link: 'https://t.me/+group' });
  const history = await call(app, 'get', `${API}/orders`, c.cookie).expect(200);
  t.match(history.body.data, [{ kind: 'telegram', status: 'paid', amount_usd: 25 }]);
});
