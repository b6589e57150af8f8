import t from 'tap';
import { PASSKEY_TEXT } from '@academy/shared/passkeys';
import { softwareAuthenticator } from '../../../upstream/test/accounts/software-authenticator.ts';
import { API, JWT, PUBLIC_URL, buildTestShop, call, cookiesOf, signedInCustomer } from '../helper.ts';

// A customer's sign-in with a passkey (docs/decisions/088-passkeys.md) goes through the BFF's own
// route, as the password login does: the tokens are sealed into the cookie and never reach the browser.
const shop = await buildTestShop(t, { upstreamEnv: { PUBLIC_URL } });
const { app } = shop;
const newAuthenticator = () => softwareAuthenticator({ origin: PUBLIC_URL, rpId: new URL(PUBLIC_URL).hostname });
const signInOptions = async () => (await call(app, 'post', `${API}/auth/passkey/options`).send({}).expect(200)).body.data;

const c = await signedInCustomer(shop, 'bff-passkey');
const passkey = newAuthenticator();
{
  const options = await call(app, 'post', `${API}/user/passkeys/options`, c.cookie).send({}).expect(200);
  await call(app, 'post', `${API}/user/passkeys`, c.cookie)
    .send({ response: passkey.create(options.body.data) })
    .expect(201);
}

t.test('the passkey sign-in seals its session into the HttpOnly cookie and answers who signed in, never a token', async (t) => {
  const res = await call(app, 'post', `${API}/auth/passkey/login`).send({ response: passkey.get(await signInOptions()) });
  t.equal(res.status, 200, JSON.stringify(res.body));
  t.same(res.body, { code: 200, message: 'Logged in successfully', data: { email: c.email, first_name: 'Ada', role: 'customer', second_factor: null } });
  const setCookie = [res.headers['set-cookie']].flat().join('\n');
  t.match(setCookie, /^academy_session=Fe26\.2\*/m, 'the sealed customer cookie');
  t.match(setCookie, /HttpOnly/);
  t.notMatch(JSON.stringify(res.body) + setCookie, JWT, 'no token in the body or the cookie');
  const cookie = cookiesOf(res);
  t.same((await call(app, 'get', '/bff/session', cookie).expect(200)).body.data, { customer: { name: c.email }, admin: null, ended: null });
  t.equal((await call(app, 'get', `${API}/user/details`, cookie).expect(200)).body.data.email, c.email, 'the session works');
});

t.test('a refused passkey sets no cookie, and bad input never reaches the upstream', async (t) => {
  const refused = await call(app, 'post', `${API}/auth/passkey/login`).send({ response: newAuthenticator().get(await signInOptions()) });
  t.same([refused.status, refused.body], [401, { code: 401, message: PASSKEY_TEXT.signInRefused }]);
  t.notOk(refused.headers['set-cookie']);

  const before = shop.up.seen.length;
  const bad = await call(app, 'post', `${API}/auth/passkey/login`)
    .send({ response: { id: 'x' } })
    .expect(422);
  t.same(Object.keys(bad.body).sort(), ['code', 'message']);
  t.equal(shop.up.seen.length, before, 'the upstream was not called');
});
