import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { startShopProcess } from '../../../scripts/shop-process.mjs';
import { copySeededDataDir } from '../../../upstream/test/template.ts';
import { buildTestUpstream, customer, registeredCustomer } from '../../../upstream/test/helper.ts';
import { mailedToken } from '../../../upstream/test/outbox.ts';

const API = '/api/academy';

// The shop as `npm start` runs it with PUBLIC_URL unset: a developer opens localhost or 127.0.0.1.
const dataDir = await mkdtemp(join(tmpdir(), 'academy-origins-'));
await copySeededDataDir(dataDir);
const shop = await startShopProcess({
  script: 'bff/src/server.ts',
  env: { PUBLIC_URL: '', DATA_DIR: dataDir, ADMIN_PASSWORD: 'origins-admin-1', LOG_LEVEL: 'warn', NODE_ENV: 'development' },
});
t.teardown(async () => {
  await shop.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** A call as the SPA opened at `origin` makes it, with that origin's cookie jar. */
function browserAt(origin: string) {
  let cookie = '';
  return async (method: 'GET' | 'POST', path: string, body?: object, extra: Record<string, string> = {}) => {
    const res = await fetch(`${shop.url}${path}`, {
      method,
      headers: { 'x-csrf': '1', origin, cookie, ...(body ? { 'content-type': 'application/json' } : {}), ...extra },
      body: body ? JSON.stringify(body) : undefined,
    });
    const set = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    if (set) cookie = set;
    return { status: res.status, body: (await res.json()) as { data?: Record<string, unknown> } & Record<string, unknown> };
  };
}

for (const host of ['localhost', '127.0.0.1']) {
  t.test(`a customer on http://${host}:PORT logs in, pays and comes back to ${host}, still signed in`, async (t) => {
    const origin = `http://${host}:${shop.port}`;
    const call = browserAt(origin);
    const c = customer(host.replaceAll('.', ''));
    t.equal((await call('POST', `${API}/auth/register`, c)).status, 201);
    t.equal((await call('POST', `${API}/auth/verify-email`, { token: await mailedToken(dataDir, c.email) })).status, 200);
    t.equal((await call('POST', `${API}/auth/login`, { email: c.email, password: c.password })).status, 200, 'the Origin check lets either in');
    t.equal((await call('POST', `${API}/cart/add`, { slug: 'forex-foundations', type: 'course' })).status, 200);
    const usd = (await call('GET', `${API}/singleCourse?slug=forex-foundations`)).body.data!.usd as number;

    // A client cannot pick where the payment sends it: the BFF names the origin from its allowlist.
    const init = await call(
      'POST',
      `${API}/payments/sandbox/initialize`,
      { amount: usd, currency: 'USD', metadata: JSON.stringify({ courses: ['forex-foundations'] }) },
      { 'x-shop-origin': 'http://evil.example' },
    );
    t.equal(init.status, 200);
    const invoiceUrl = new URL(init.body.data!.invoice_url as string);
    t.equal(invoiceUrl.origin, origin, 'the sandbox invoice is on the origin the customer came from');

    const pay = await call('POST', `${API}/payments/sandbox/invoice/${invoiceUrl.pathname.split('/').pop()}/pay`, {});
    t.equal(pay.status, 200);
    const back = new URL(pay.body.data!.redirect as string);
    t.equal(back.origin, origin, 'the return URL brings them back to the same origin');
    t.equal(back.pathname, '/checkout');
    t.equal(back.searchParams.get('status'), 'success');

    t.match((await call('GET', '/bff/session')).body.data, { customer: { name: String } }, 'the cookie of that origin still signs them in');
    t.match((await call('GET', `${API}/orders`)).body.data, [{ kind: 'cart', status: 'paid' }]);
  });
}

t.test('the upstream ignores a shop origin that is not one of its own and falls back to PUBLIC_URL', async (t) => {
  const up = await buildTestUpstream(t, { PUBLIC_URL: '', PORT: '3000' });
  const usd = (await up.app.catalogue.findCourse('forex-foundations'))!.usdCents / 100;
  // A customer each: a second Pay by the same one would resume the first invoice.
  let n = 0;
  const initialize = async (shopOrigin: string) =>
    up.app.inject({
      method: 'POST',
      url: `${API}/payments/sandbox/initialize`,
      headers: { authorization: `Bearer ${(await registeredCustomer(up, `origin-guard${n++}`)).token}`, 'x-shop-origin': shopOrigin },
      payload: { amount: usd, currency: 'USD', metadata: JSON.stringify({ courses: ['forex-foundations'] }) },
    });
  t.match((await initialize('http://evil.example')).json().data.invoice_url, /^http:\/\/localhost:3000\/sandbox\/invoice\//);
  t.match((await initialize('http://127.0.0.1:3000')).json().data.invoice_url, /^http:\/\/127\.0\.0\.1:3000\/sandbox\/invoice\//);
});
