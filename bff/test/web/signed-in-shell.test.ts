import t from 'tap';
import type { BffSession } from '@academy/shared/auth';
import { WIRE } from '@academy/shared/constants';
import { withSession } from '../../src/pages/session-script.ts';
import { grantItems } from '../../../upstream/test/helper.ts';
import { ADMIN, adminCookie, API, buildTestShop, call, cookiesOf, signedInCustomer } from '../helper.ts';
import { pageRequest, WEB_BUILD } from '../web-build.ts';

// The web's own shells, as a browser gets them.
const shop = await buildTestShop(t, { bffEnv: WEB_BUILD });
const page = (path: string, cookie?: string) => pageRequest(shop.app.server, path, cookie);
/** What a shell says of the session, or undefined when it says nothing. */
const sessionIn = (html: string) => {
  const json = /<script id="bff-session" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as BffSession);
};
/** The API answers a shell carries, by key, or undefined when it carries none. */
const readsIn = (html: string) => {
  const json = /<script id="bff-reads" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as Record<string, unknown>);
};
const whoIsIn = async (cookie: string) => (await call(shop.app, 'get', '/bff/session', cookie).expect(200)).body.data as BffSession;

t.test("a signed-in customer's screen says who is signed in, as /bff/session does, and is kept by no one", async (t) => {
  const c = await signedInCustomer(shop, 'shell-1');
  for (const path of ['/dashboard', '/dashboard/course/forex-foundations', '/checkout']) {
    // Twice: the second ask finds the path routed, which the hot path answers from memory for everyone else.
    for (const ask of ['first', 'again']) {
      const res = await page(path, c.cookie).expect(200);
      t.same(sessionIn(res.text), { customer: { name: c.email }, admin: null, ended: null }, `${path} (${ask}): the customer`);
      t.equal(res.headers['cache-control'], 'no-store', `${path} (${ask}): not kept`);
      t.match(res.text, /<link rel="modulepreload" crossorigin href="\/assets\//, `${path} (${ask}): the screen's own shell`);
    }
  }
  t.same(await whoIsIn(c.cookie), { customer: { name: c.email }, admin: null, ended: null }, 'the same as the BFF says when asked');

  const visitor = await page('/dashboard').expect(200);
  t.equal(sessionIn(visitor.text), undefined, "a visitor's shell says nothing");
  t.equal(visitor.headers['cache-control'], 'no-cache', 'and is the same for every visitor');
});

t.test("an admin's screen says the admin; a public page, the same for everyone, says no one", async (t) => {
  const cookie = await adminCookie(shop);
  t.same(sessionIn((await page('/admin', cookie).expect(200)).text), { customer: null, admin: { name: ADMIN.email }, ended: null });
  t.equal(sessionIn((await page('/courses', cookie).expect(200)).text), undefined);
});

t.test("a customer's screen carries its first reads, each as the API answers it to them", async (t) => {
  const c = await signedInCustomer(shop, 'shell-reads');
  await grantItems(shop.up, c.email, [{ type: 'course', slug: 'forex-foundations' }]);
  const details = `details?email=${encodeURIComponent(c.email)}`;
  const screens: Record<string, string[]> = {
    '/dashboard': [details],
    '/dashboard/courses': [details],
    '/dashboard/course/forex-foundations': [details, 'singleCourse?slug=forex-foundations', 'progress?slug=forex-foundations'],
    // Not theirs: the course is carried (the screen says so), its progress refused and not carried.
    '/dashboard/course/forex-price-action-mastery': [details, 'singleCourse?slug=forex-price-action-mastery'],
    '/checkout': [details, 'telegram', 'telegram/plans', 'payments/provider', 'orders'],
    '/dashboard/edit-details': [details],
  };
  for (const [path, keys] of Object.entries(screens)) {
    const reads = readsIn((await page(path, c.cookie).expect(200)).text) ?? {};
    t.same(Object.keys(reads).sort(), [...keys].sort(), `${path}: its reads`);
    for (const key of keys)
      t.same(reads[key], (await call(shop.app, 'get', `${API}/${key}`, c.cookie).expect(200)).body.data, `${path}: ${key} as the API answers it`);
  }
  t.match(readsIn((await page('/dashboard/course/forex-foundations', c.cookie).expect(200)).text)?.[details], {
    email: c.email,
    courses: [{ slug: 'forex-foundations' }],
  });

  t.equal(readsIn((await page('/dashboard/robots').expect(200)).text), undefined, "a visitor's shell carries none");
  t.equal(readsIn((await page('/admin', await adminCookie(shop)).expect(200)).text), undefined, "nor an admin's");
});

t.test('a shell whose session was renewed as it was sent carries the session, and no reads made with the old cookie', async (t) => {
  // Refreshing an hour ahead makes every access token due at once.
  const eager = await buildTestShop(t, { up: shop.up, bffEnv: { ...WEB_BUILD, REFRESH_AHEAD_SECONDS: '3600' } });
  const c = await signedInCustomer(eager, 'shell-renewed');
  const res = await pageRequest(eager.app.server, '/dashboard/courses', c.cookie).expect(200);
  t.same(sessionIn(res.text), { customer: { name: c.email }, admin: null, ended: null });
  t.match([res.headers['set-cookie']].flat().join(), /^academy_session=Fe26\.2\*/);
  t.equal(readsIn(res.text), undefined);
});

t.test('a session ended elsewhere: the shell tells how it ended, once, and clears its cookie', async (t) => {
  const c = await signedInCustomer(shop, 'shell-ended');
  const other = cookiesOf(await call(shop.app, 'post', `${API}/auth/login`).send({ email: c.email, password: c.password }).expect(200));
  await call(shop.app, 'post', `${API}/password/change`, other).send({ old_password: c.password, new_password: 'another-horse-2' }).expect(200);

  const res = await page('/dashboard', c.cookie).expect(200);
  t.same(sessionIn(res.text), { customer: null, admin: null, ended: { admin: false, code: 401, message: WIRE.unauthorized } });
  t.match([res.headers['set-cookie']].flat().join(), /academy_session=;.*Expires=Thu, 01 Jan 1970/);
  t.same(await whoIsIn(''), { customer: null, admin: null, ended: null }, 'without the cookie, the next read is simply signed out');
});

t.test('a cookie that does not open is cleared and the shell says signed out', async (t) => {
  const res = await page('/dashboard', 'academy_session=Fe26.2**garbage').expect(200);
  t.same(sessionIn(res.text), { customer: null, admin: null, ended: null });
  t.match([res.headers['set-cookie']].flat().join(), /academy_session=;/);
});

t.test('nothing in a session or an answer can end the element that carries it', async (t) => {
  const evil = '</script><script>alert(1)</script>';
  const html = withSession(
    '<body><div id="root"></div></body>',
    { customer: { name: evil }, admin: null, ended: null },
    { 'details?email=x': { address: evil } },
  );
  t.notMatch(html, /<\/script><script>alert/);
  t.same(sessionIn(html)?.customer, { name: evil }, 'read back as it was');
  t.same(readsIn(html), { 'details?email=x': { address: evil } });
});
