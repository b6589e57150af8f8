import t from 'tap';
import { ADMIN, API, adminToken, buildTestUpstream, registeredCustomer } from '../helper.ts';
import { mailedToken } from '../outbox.ts';

// Only the super-admin deactivates, reactivates, removes and signs out the other admins; each takes effect at once.
const up = await buildTestUpstream(t);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const root = bearer(await adminToken(up));
const post = (url: string, payload: object, headers: Record<string, string> = {}) => up.app.inject({ method: 'POST', url: `${API}/${url}`, payload, headers });
const get = (url: string, headers: Record<string, string>) => up.app.inject({ method: 'GET', url: `${API}/${url}`, headers });
const login = (email: string, password: string) => post('admin/login', { email, password });

/** An invited admin who has set up the account: its id, password and a signed-in session. */
async function newAdmin(name: string) {
  const email = `${name}@academy.test`;
  const password = `${name}-pass-123`;
  await post('admin/admin/create', { email }, root);
  await post('admin/set-up', { token: await mailedToken(up.dataDir, email), first_name: name, last_name: 'Admin', password });
  const session = (await login(email, password)).json().data as { token: string; rToken: string };
  return { id: (await up.app.accounts.findByEmail(email))!.id, email, password, ...session };
}
const works = async (token: string) => (await get('admin/super-admin/fetch', bearer(token))).statusCode;
const statusOf = async (email: string) => (await up.app.accounts.findByEmail(email))?.status;

t.test('a normal admin is refused all of it (and inviting), and nothing changes', async (t) => {
  const helper = await newAdmin('helper');
  const other = await newAdmin('other');
  for (const action of ['deactivate', 'reactivate', 'remove', 'sessions/end-all']) {
    t.same(
      (await post(`admin/admin/${other.id}/${action}`, {}, bearer(helper.token))).json(),
      { code: 403, message: 'Only a super-admin can manage admins' },
      action,
    );
  }
  t.same((await post('admin/admin/create', { email: 'third@academy.test' }, bearer(helper.token))).json(), {
    code: 403,
    message: 'Only a super-admin can create admins',
  });
  t.equal(await works(other.token), 200, 'the other admin is still signed in');
  t.equal(await statusOf(other.email), 'active');
  t.equal(await up.app.accounts.findByEmail('third@academy.test'), undefined);
  const customer = await registeredCustomer(up, 'nosy');
  t.equal((await post(`admin/admin/${other.id}/remove`, {}, bearer(customer.token))).statusCode, 401, 'nor a customer');
});

t.test('deactivated, the admin is signed out at once and cannot log in (and says why); reactivated, they can', async (t) => {
  const a = await newAdmin('leaving');
  t.same((await post(`admin/admin/${a.id}/deactivate`, {}, root)).json(), { code: 200, message: 'The admin has been deactivated.' });
  t.equal(await works(a.token), 401, 'the access token stops working at once');
  t.equal((await post('admin/refresh', { rToken: a.rToken })).statusCode, 401, 'and the refresh token');
  t.same((await login(a.email, a.password)).json(), {
    code: 403,
    message: 'This admin account has been deactivated. Ask the super-admin to reactivate it.',
  });
  t.same((await login(a.email, 'wrong-password')).json(), { code: 401, message: 'Invalid email or password' }, 'a wrong password learns nothing');

  t.same((await post(`admin/admin/${a.id}/reactivate`, {}, root)).json(), { code: 200, message: 'The admin has been reactivated.' });
  t.equal(await statusOf(a.email), 'active');
  t.equal((await login(a.email, a.password)).statusCode, 200);
});

t.test('ending all sessions of an admin signs them out everywhere; they can log in again', async (t) => {
  const a = await newAdmin('laptop');
  const second = (await login(a.email, a.password)).json().data as { token: string };
  t.same((await post(`admin/admin/${a.id}/sessions/end-all`, {}, root)).json(), { code: 200, message: 'All sessions of this admin have ended.' });
  t.equal(await works(a.token), 401);
  t.equal(await works(second.token), 401);
  t.equal((await login(a.email, a.password)).statusCode, 200);
});

t.test('removed, the admin is gone: the token stops at once and the login is refused', async (t) => {
  const a = await newAdmin('removed');
  t.same((await post(`admin/admin/${a.id}/remove`, {}, root)).json(), { code: 200, message: 'The admin has been removed.' });
  t.equal(await works(a.token), 401);
  t.equal((await login(a.email, a.password)).statusCode, 401);
  const list = (await get('admin/admin?page=1&length=50', root)).json().data as { email: string }[];
  t.notOk(
    list.some((row) => row.email === a.email),
    'no longer listed',
  );
  t.equal((await post(`admin/admin/${a.id}/remove`, {}, root)).statusCode, 404, 'removing twice finds nobody');
});

t.test('the super-admin cannot remove or deactivate themself; customers and bad ids are refused with {code, message}', async (t) => {
  const self = (await up.app.accounts.findByEmail(ADMIN.email))!.id;
  t.same((await post(`admin/admin/${self}/remove`, {}, root)).json(), { code: 409, message: 'You cannot remove your own account.' });
  t.same((await post(`admin/admin/${self}/deactivate`, {}, root)).json(), { code: 409, message: 'You cannot deactivate your own account.' });
  t.equal(await works(root.authorization.slice(7)), 200, 'still signed in');
  t.equal(await statusOf(ADMIN.email), 'active');

  const customer = await registeredCustomer(up, 'not-an-admin');
  const customerId = (await up.app.accounts.findByEmail(customer.email))!.id;
  for (const action of ['deactivate', 'reactivate', 'remove', 'sessions/end-all'])
    t.same((await post(`admin/admin/${customerId}/${action}`, {}, root)).json(), { code: 404, message: 'No admin with this id' }, action);
  t.equal(await statusOf(customer.email), 'active', 'the customer is untouched');
  const bad = await post('admin/admin/not-a-uuid/remove', {}, root);
  t.equal(bad.statusCode, 422);
  t.match(bad.json(), { code: 422, message: String });
});
