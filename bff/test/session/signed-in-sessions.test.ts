import t from 'tap';
import { adminCookie, API, buildTestShop, call, cookiesOf, signedInCustomer } from '../helper.ts';

const WINDOWS_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const shop = await buildTestShop(t);
const { app } = shop;
await app.listen({ host: '127.0.0.1', port: 0 });

/** The same customer signed in again from another browser: that browser's cookie. */
async function secondBrowser(c: { email: string; password: string }, userAgent: string) {
  return cookiesOf(await call(app, 'post', `${API}/auth/login`).set('user-agent', userAgent).send({ email: c.email, password: c.password }).expect(200));
}

const signedOut = (res: { status: number; body: unknown; headers: Record<string, unknown> }) =>
  res.status === 401 && /academy_session=;.*Expires=Thu, 01 Jan 1970/.test([res.headers['set-cookie']].flat().join());

t.test('ending a session from one cookie signs the other cookie out at its next call', async (t) => {
  const phone = await signedInCustomer(shop, 'phone');
  const laptop = await secondBrowser(phone, WINDOWS_CHROME);

  const list = await call(app, 'get', `${API}/user/sessions`, phone.cookie).expect(200);
  t.equal(list.body.data.length, 2);
  const other = list.body.data.find((s: { current: boolean }) => !s.current);
  t.equal(other.device, 'Chrome on Windows', "the BFF passed the browser's user-agent to the login");
  t.notMatch(JSON.stringify(list.body), /eyJ|rToken|"token"/, 'no token reaches the browser');

  t.same((await call(app, 'post', `${API}/user/sessions/end`, phone.cookie).send({ id: other.id }).expect(200)).body, {
    code: 200,
    message: 'That session has been signed out.',
  });

  const refused = await call(app, 'get', `${API}/user/details`, laptop);
  t.ok(signedOut(refused), `the other cookie is refused and cleared (${refused.status})`);
  t.same(refused.body, { code: 401, message: 'Unauthorized' });
  t.equal((await call(app, 'get', `${API}/user/sessions`, laptop)).status, 401, 'its plain reads are refused too');
  await call(app, 'get', `${API}/user/details`, phone.cookie).expect(200);
});

t.test('"Sign out all other sessions" keeps only the cookie that asked', async (t) => {
  const c = await signedInCustomer(shop, 'others');
  const laptop = await secondBrowser(c, WINDOWS_CHROME);
  const phone = await secondBrowser(c, IPHONE_SAFARI);

  await call(app, 'post', `${API}/user/sessions/end-others`, phone).send({}).expect(200);
  t.ok(signedOut(await call(app, 'get', `${API}/user/details`, c.cookie)), 'the first browser is signed out');
  t.ok(signedOut(await call(app, 'get', `${API}/user/details`, laptop)), 'so is the laptop');
  const left = await call(app, 'get', `${API}/user/sessions`, phone).expect(200);
  t.match(left.body.data, [{ device: 'Safari on iOS', current: true }]);
  t.equal(left.body.data.length, 1);
});

t.test('a session id that is not an id is refused at the BFF, with no upstream call', async (t) => {
  const c = await signedInCustomer(shop, 'badid');
  const before = shop.up.seen.length;
  t.same((await call(app, 'post', `${API}/user/sessions/end`, c.cookie).send({ id: '../admin' }).expect(422)).body, {
    code: 422,
    message: 'id must be a session id',
  });
  t.equal(shop.up.seen.length, before);
});

t.test("an admin's End all sessions signs the customer out everywhere; a customer cookie cannot", async (t) => {
  const c = await signedInCustomer(shop, 'endall');
  const laptop = await secondBrowser(c, WINDOWS_CHROME);
  const admin = await adminCookie(shop);
  const users = (await call(app, 'get', `${API}/admin/users?length=100`, admin).expect(200)).body.data as { email: string; user_id: string }[];
  const id = users.find((u) => u.email === c.email)!.user_id;

  t.equal((await call(app, 'post', `${API}/admin/users/${id}/sessions/end-all`, c.cookie).send({})).status, 401, 'the customer cookie is no admin session');
  await call(app, 'get', `${API}/user/details`, c.cookie).expect(200);

  await call(app, 'post', `${API}/admin/users/${id}/sessions/end-all`, admin).send({}).expect(200);
  t.ok(signedOut(await call(app, 'get', `${API}/user/details`, c.cookie)));
  t.ok(signedOut(await call(app, 'get', `${API}/user/details`, laptop)));
  await call(app, 'get', `${API}/admin/users`, admin).expect(200);
});
