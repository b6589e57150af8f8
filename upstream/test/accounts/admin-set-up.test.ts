import t from 'tap';
import { ADMIN, API, adminToken, buildTestUpstream } from '../helper.ts';
import { lastMailTo, mailedToken } from '../outbox.ts';

// An invited admin names themself and chooses a password on the admin area's set-up page the mail links to.
const up = await buildTestUpstream(t);
const root = { authorization: `Bearer ${await adminToken(up)}` };
const post = (url: string, payload: object, headers: Record<string, string> = {}) => up.app.inject({ method: 'POST', url: `${API}/${url}`, payload, headers });
const invite = async (email: string) => {
  if ((await post('admin/admin/create', { email }, root)).statusCode !== 201) throw new Error(`${email} was not invited`);
  return mailedToken(up.dataDir, email);
};
const adminList = async () =>
  (await up.app.inject({ method: 'GET', url: `${API}/admin/admin?page=1&length=50`, headers: root })).json().data as {
    email: string;
    first_name: string;
    last_name: string;
    status: string;
  }[];
const login = (email: string, password: string) => post('admin/login', { email, password });

t.test('the invitation links to the admin set-up page; the admin gives a name with the password, then logs in as that name', async (t) => {
  const token = await invite('setup@academy.test');
  t.match((await lastMailTo(up.dataDir, 'setup@academy.test')).text, `http://localhost:3000/admin/set-up?token=${token}`);
  t.match(
    (await adminList()).find((a) => a.email === 'setup@academy.test'),
    { first_name: '', last_name: '', status: 'inactive' },
    'no made-up name',
  );

  const missing = await post('admin/set-up', { token, first_name: ' ', last_name: 'Lamarr', password: 'hedy-pass-123' });
  t.equal(missing.statusCode, 422);
  t.match(missing.json(), { code: 422, message: /First name is required/ });
  t.equal((await post('admin/set-up', { token, first_name: 'Hedy', last_name: 'Lamarr', password: 'short' })).statusCode, 422);
  t.match(
    (await adminList()).find((a) => a.email === 'setup@academy.test'),
    { first_name: '', status: 'inactive' },
    'bad input changed nothing',
  );

  const done = await post('admin/set-up', { token, first_name: 'Hedy', last_name: 'Lamarr', password: 'hedy-pass-123' });
  t.same(done.json(), { code: 200, message: 'Your admin account is ready. You can now log in.' });
  const signedIn = (await login('setup@academy.test', 'hedy-pass-123')).json();
  t.match(signedIn, { code: 200, data: { first_name: 'Hedy', role: 'admin' } });
  const profile = await up.app.inject({ method: 'GET', url: `${API}/admin/super-admin/fetch`, headers: { authorization: `Bearer ${signedIn.data.token}` } });
  t.match(profile.json().data, { first_name: 'Hedy', last_name: 'Lamarr', email: 'setup@academy.test', role_name: 'admin' });

  t.same(
    (await post('admin/set-up', { token, first_name: 'Someone', last_name: 'Else', password: 'other-pass-123' })).json(),
    { code: 400, message: 'This invitation is invalid or has expired. Ask the super-admin for a new one.' },
    'the link sets the account up once',
  );
  t.equal((await login('setup@academy.test', 'hedy-pass-123')).statusCode, 200, 'and the password stayed');
});

t.test('a link that is not an invitation, or a deactivated invitee’s, sets nothing up', async (t) => {
  await post('password/forgot', { email: ADMIN.email });
  const reset = await mailedToken(up.dataDir, ADMIN.email, /reset/i);
  t.equal((await post('admin/set-up', { token: reset, first_name: 'Mallory', last_name: 'X', password: 'mallory-pass-1' })).statusCode, 400);
  t.equal((await login(ADMIN.email, 'mallory-pass-1')).statusCode, 401, "the super-admin's password stayed");

  const token = await invite('gone@academy.test');
  const id = (await up.app.accounts.findByEmail('gone@academy.test'))!.id;
  t.equal((await post(`admin/admin/${id}/deactivate`, {}, root)).statusCode, 200);
  t.equal((await post('admin/set-up', { token, first_name: 'Gone', last_name: 'Admin', password: 'gone-pass-123' })).statusCode, 400);
  t.equal((await post(`admin/admin/${id}/reactivate`, {}, root)).statusCode, 200);
  t.match(
    (await adminList()).find((a) => a.email === 'gone@academy.test'),
    { status: 'inactive' },
    'reactivated, the invitee still has to set up',
  );
  t.equal((await post('admin/set-up', { token, first_name: 'Back', last_name: 'Again', password: 'back-pass-123' })).statusCode, 200);
});
