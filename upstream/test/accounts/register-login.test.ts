import t from 'tap';
import { eq } from 'drizzle-orm';
import { users } from '../../src/accounts/tables.ts';
import { API, buildTestUpstream, customer, registeredCustomer } from '../helper.ts';
import { lastMailTo, mailedToken } from '../outbox.ts';

const up = await buildTestUpstream(t);
const { app } = up;
const post = (url: string, payload: object, token?: string) =>
  app.inject({ method: 'POST', url: `${API}/${url}`, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
const get = (url: string, token?: string) => app.inject({ method: 'GET', url: `${API}/${url}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

t.test('registering makes an inactive user and mails a verification link that activates it; followed again, it says so', async (t) => {
  const c = customer('reg');
  const res = await post('auth/register', c);
  t.equal(res.statusCode, 201);
  const [row] = await app.database.db.select().from(users).where(eq(users.email, c.email));
  t.equal(row?.status, 'inactive');
  t.not(row?.passwordHash, c.password, 'the password is stored hashed');
  t.match(row?.passwordHash, /^scrypt\$/);

  const mail = await lastMailTo(up.dataDir, c.email);
  t.match(mail.subject, /Confirm your email/);
  const token = await mailedToken(up.dataDir, c.email);
  t.equal((await post('auth/verify-email', { token })).statusCode, 200);
  const [after] = await app.database.db.select().from(users).where(eq(users.email, c.email));
  t.equal(after?.status, 'active');
  t.equal(after?.verifiedEmail, true);

  const again = await post('auth/verify-email', { token });
  t.same(again.json(), { code: 200, message: 'Your email is already verified. Log in.' }, 'followed again, it says what it did');
  const unknown = await post('auth/verify-email', { token: `${token.slice(0, -4)}xxxx` });
  t.equal(unknown.statusCode, 400, 'a link that was never sent is still refused');
  t.match(unknown.json().message, /invalid or has expired/);
});

t.test('a registration from a page of the shop mails a link that leads back to it; a next elsewhere is refused', async (t) => {
  const c = customer('next');
  t.equal((await post('auth/register', { ...c, next: '/checkout?telegram-payment=true' })).statusCode, 201);
  const link = new URL(/https?:\/\/\S+verify-email\S+/.exec((await lastMailTo(up.dataDir, c.email)).text ?? '')![0]);
  t.equal(link.searchParams.get('next'), '/checkout?telegram-payment=true');
  for (const next of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
    t.equal((await post('auth/register', { ...customer('elsewhere'), next })).statusCode, 422, `${next} is refused`);
  }
});

t.test('a second registration with the same email answers as the first, changes nothing and mails the owner', async (t) => {
  const c = customer('dup');
  const first = await post('auth/register', c);
  const res = await post('auth/register', { ...c, first_name: 'Mallory', password: 'another-password-1' });
  t.equal(res.statusCode, first.statusCode, 'the same status: nothing tells the address has an account');
  t.same(res.json(), first.json(), 'and the same body');
  const rows = await app.database.db.select().from(users).where(eq(users.email, c.email));
  t.equal(rows.length, 1);
  t.equal(rows[0]?.firstName, 'Ada');
  // Mail leaves as a job, after the answer: waited for by its subject (the verification mail is there already).
  const mail = await lastMailTo(up.dataDir, c.email, { subject: /^Someone tried to register/ });
  t.equal(mail.subject, 'Someone tried to register with your address at Meridian Trading Academy');
  t.match(mail.text, 'Hello Ada');
  t.match(mail.text, /Log in: http:\/\/localhost:3000\/login\nChoose a new password: http:\/\/localhost:3000\/forgot-password/);
  t.equal((await post('auth/login', { email: c.email, password: 'another-password-1' })).statusCode, 401, 'the second password does not sign in');
});

t.test('bad registration input gets a clear 422 and creates nobody', async (t) => {
  const cases: [object, RegExp][] = [
    [{ ...customer('bad1'), email: 'not-an-email' }, /valid email/],
    [{ ...customer('bad2'), password: 'short' }, /at least 8/],
    [{ ...customer('bad3'), last_name: undefined }, /last_name is required/],
    [{ ...customer('bad4'), first_name: '   ' }, /First name is required/],
  ];
  for (const [payload, message] of cases) {
    const res = await post('auth/register', payload);
    t.equal(res.statusCode, 422);
    t.match(res.json(), { code: 422, message });
  }
  const rows = await app.database.db.select().from(users).where(eq(users.lastName, 'Lovelacebad2'));
  t.equal(rows.length, 0);
});

t.test('login answers tokens for the right password and the same refusal for a wrong one or an unknown email', async (t) => {
  const c = await registeredCustomer(up, 'login');
  t.ok(c.token && c.rToken);
  const wrong = await post('auth/login', { email: c.email, password: 'wrong-password' });
  const unknown = await post('auth/login', { email: 'nobody@example.com', password: 'wrong-password' });
  t.same(wrong.json(), { code: 401, message: 'Invalid email or password' });
  t.same(unknown.json(), wrong.json());
});

t.test('user/details answers the spec shape for the token owner and refuses another email', async (t) => {
  const c = await registeredCustomer(up, 'details');
  const res = await get(`user/details?email=${c.email}`, c.token);
  t.equal(res.statusCode, 200);
  t.same(res.json().data, {
    first_name: 'Ada',
    last_name: 'Lovelacedetails',
    middle_name: 'King',
    address: '12 Marina, Lagos',
    email: c.email,
    status: 'active',
    robots_purchased: 0,
    courses_purchased: 0,
    courses: [],
    robots: [],
    hasUserPaid: false,
    recent_course: null,
  });
  t.same((await get(`details?email=${c.email}`, c.token)).json().data.email, c.email, 'details answers the same');
  t.equal((await get('user/details?email=someone-else@example.com', c.token)).statusCode, 403);
});

t.test('user/update saves the names and address, never the email', async (t) => {
  const c = await registeredCustomer(up, 'update');
  const res = await post('user/update', { first_name: 'Augusta', last_name: 'King', middle_name: '', address: '1 Broad St', email: c.email }, c.token);
  t.equal(res.statusCode, 200);
  const data = (await get('user/details', c.token)).json().data;
  t.match(data, { first_name: 'Augusta', last_name: 'King', middle_name: '', address: '1 Broad St', email: c.email });
  t.equal((await post('user/update', { first_name: '', last_name: 'K' }, c.token)).statusCode, 422);
});

t.test('authenticated calls answer the spec 401 bodies', async (t) => {
  t.same((await get('user/details')).json(), { code: 401, message: 'Unauthorized' });
  t.same((await get('user/details', 'garbage')).json(), { code: 401, message: 'Unauthorized' });
  const c = await registeredCustomer(up, 'gone');
  await app.database.db.delete(users).where(eq(users.email, c.email));
  t.same((await get('user/details', c.token)).json(), { code: 401, message: 'User not found' });
});

t.test('a banned customer is refused at once and cannot log in', async (t) => {
  const c = await registeredCustomer(up, 'banned');
  await app.database.db.update(users).set({ status: 'banned' }).where(eq(users.email, c.email));
  t.same((await get('user/details', c.token)).json(), { code: 403, message: 'unauthorized user' });
  t.same((await post('auth/login', { email: c.email, password: c.password })).json(), { code: 403, message: 'unauthorized user' });
  t.equal((await post('auth/refresh', { rToken: c.rToken })).statusCode, 403);
  const wrong = { code: 401, message: 'Invalid email or password' };
  t.same((await post('auth/login', { email: c.email, password: 'not-the-password' })).json(), wrong, 'a wrong password says nothing of the ban');
  t.same((await post('auth/login', { email: 'nobody-at-all@example.com', password: 'not-the-password' })).json(), wrong, 'the same as for no account');
});

t.test('a customer cannot use admin calls and cannot log in as an admin', async (t) => {
  const c = await registeredCustomer(up, 'notadmin');
  t.same((await get('admin/super-admin/fetch', c.token)).json(), { code: 401, message: 'Unauthorized' });
  t.same((await post('admin/login', { email: c.email, password: c.password })).json(), { code: 401, message: 'Invalid email or password' });
});
