import t from 'tap';
import { ADMIN, API, buildTestUpstream, registeredCustomer, withSecondFactor } from '../helper.ts';

const up = await buildTestUpstream(t);
const { app } = up;
const post = (url: string, payload: object, token?: string) =>
  app.inject({ method: 'POST', url: `${API}/${url}`, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
/** The login's answer, its second factor proved when it signed in (upstream/test/accounts/second-factors.test.ts proves it by code). */
const adminLogin = async (password = ADMIN.password) => {
  const answer = (await post('admin/login', { email: ADMIN.email, password })).json();
  if (answer.data) await withSecondFactor(up, answer.data.token);
  return answer;
};

t.test('the first super-admin exists from ADMIN_EMAIL and ADMIN_PASSWORD and logs in', async (t) => {
  const res = await adminLogin();
  t.equal(res.code, 200);
  t.equal(res.data.role, 'super_admin');
  t.same(await adminLogin('wrong-password'), { code: 401, message: 'Invalid email or password' });
});

t.test('a super-admin is made once: a second start finds it', async (t) => {
  t.equal(await app.admins.ensureSuperAdmin('other@academy.test'), null);
});

t.test('an admin token is refused on customer calls', async (t) => {
  const { data } = await adminLogin();
  const res = await app.inject({ method: 'GET', url: `${API}/user/details`, headers: { authorization: `Bearer ${data.token}` } });
  t.equal(res.statusCode, 401);
});

t.test('banning a customer ends their sessions at once; admins cannot be banned this way', async (t) => {
  const { data } = await adminLogin();
  const c = await registeredCustomer(up, 'tobeban');
  const ban = await post('admin/users/ban', { email: c.email }, data.token);
  t.same(ban.json(), { code: 200, message: 'The user has been banned.' });
  const res = await app.inject({ method: 'GET', url: `${API}/user/details`, headers: { authorization: `Bearer ${c.token}` } });
  t.same(res.json(), { code: 403, message: 'unauthorized user' });
  t.same(
    (await post('auth/refresh', { rToken: c.rToken })).json(),
    { code: 403, message: 'unauthorized user' },
    'the refresh token is revoked too, and says why',
  );
  t.equal((await post('admin/users/ban', { email: ADMIN.email }, data.token)).statusCode, 404);
  t.equal((await post('admin/users/ban', { email: c.email }, c.token)).statusCode, 401, 'a customer cannot ban');
});

t.test('super-admin fetch answers the profile; update saves it, and a new password ends admin sessions', async (t) => {
  const { data } = await adminLogin();
  const auth = { authorization: `Bearer ${data.token}` };
  const profile = (await app.inject({ method: 'GET', url: `${API}/admin/super-admin/fetch`, headers: auth })).json();
  t.match(profile.data, { email: ADMIN.email, role_name: 'super_admin' });

  const update = await post(
    'admin/super-admin/update',
    { first_name: 'Grace', last_name: 'Hopper', middle_name: '', address: 'HQ', email: 'ignored@x.io' },
    data.token,
  );
  t.same(update.json(), { code: 200, message: 'Admin updated successfully. Please log in again.' });
  const after = (await app.inject({ method: 'GET', url: `${API}/admin/super-admin/fetch`, headers: auth })).json();
  t.match(after.data, { first_name: 'Grace', last_name: 'Hopper', address: 'HQ', email: ADMIN.email });

  const change = { first_name: 'Grace', last_name: 'Hopper', new_password: 'rotated-admin-pass' };
  const refused = { code: 422, message: 'The current password is not correct' };
  t.same((await post('admin/super-admin/update', change, data.token)).json(), refused, 'a new password without the current one is refused');
  t.same((await post('admin/super-admin/update', { ...change, current_password: 'not-the-password' }, data.token)).json(), refused, 'and with a wrong one');
  t.equal(
    (await app.inject({ method: 'GET', url: `${API}/admin/super-admin/fetch`, headers: auth })).statusCode,
    200,
    'the password stayed: a change would have ended this session',
  );
  await post('admin/super-admin/update', { ...change, current_password: ADMIN.password }, data.token);
  t.equal((await app.inject({ method: 'GET', url: `${API}/admin/super-admin/fetch`, headers: auth })).statusCode, 401);
  t.equal((await adminLogin('rotated-admin-pass')).code, 200);
});
