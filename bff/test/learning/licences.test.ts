import t from 'tap';
import supertest from 'supertest';
import { createPublicKey, verify } from 'node:crypto';
import { grantItems } from '../../../upstream/test/helper.ts';
import { API, buildTestShop, call, signedInCustomer } from '../helper.ts';

// The licence API reached the way a robot reaches it: through the BFF, with no cookie, no x-csrf
// and no Origin (MetaTrader's WebRequest sends none of them).
const shop = await buildTestShop(t);
const { app } = shop;
const buyer = await signedInCustomer(shop, 'licensee');
await grantItems(shop.up, buyer.email, [{ type: 'robot', slug: 'forex-trend-rider-ea' }]);
const robot = 'forex-trend-rider-ea';
const program = (path: string) => supertest(app.server).post(`${API}/licences/${path}`).set('content-type', 'application/json');

t.test("a robot activates and verifies through the BFF, and checks the answer with the shop's public key", async (t) => {
  const licence = await call(app, 'get', `${API}/robots/${robot}/licence`, buyer.cookie).expect(200);
  const { key } = licence.body.data;
  const body = { key, account: '70012345', server: 'Exness-MT5Real8', robot };
  t.equal((await program('verify').send(body).expect(200)).body.data.status, 'inactive');
  const activated = await program('activate').send(body).expect(200);
  t.equal(activated.body.data.status, 'active');
  const published = (await supertest(app.server).get(`${API}/licences/public-key`).expect(200)).body.data;
  const { payload, signature } = activated.body.data;
  t.ok(verify(null, Buffer.from(payload), createPublicKey(published.pem), Buffer.from(signature, 'base64')), 'signed by the published key');
  const seen = await call(app, 'get', `${API}/robots/${robot}/licence`, buyer.cookie).expect(200);
  t.same(
    seen.body.data.activations.map((a: { account: string; server: string }) => [a.account, a.server]),
    [['70012345', 'Exness-MT5Real8']],
    'the buyer sees the account',
  );
});

t.test('the licence calls carry no session: a cookie sent along is not used', async (t) => {
  const res = await program('verify').set('cookie', buyer.cookie).send({ key: 'AAAAA-AAAAA-AAAAA-AAAAA-AAAAA', account: '1', server: 'S', robot }).expect(200);
  t.equal(res.body.data.status, 'unknown');
  const forwarded = shop.up.seen.filter((s) => s.url.endsWith('/licences/verify')).at(-1)!;
  t.notOk(forwarded.headers.authorization, 'no bearer reached the upstream');
});

t.test('bad input is refused at the BFF with the shared schema, and only the table routes are open', async (t) => {
  const res = await program('activate').send({ key: 'x', account: 'abc', server: 'S', robot }).expect(422);
  t.same(res.body, { code: 422, message: 'account must be the trading account number' });
  await program('deactivate').send({ key: 'x', account: '1', server: 'S', robot }).expect(404);
  // Every other write still needs the page's x-csrf and origin.
  await supertest(app.server).post(`${API}/robots/${robot}/download-link`).set('cookie', buyer.cookie).expect(403);
  await call(app, 'post', `${API}/robots/${robot}/download-link`, buyer.cookie).expect(200);
});
