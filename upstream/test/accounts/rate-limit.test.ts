import t from 'tap';
import { and, eq } from 'drizzle-orm';
import { advance } from '../../../shared/test/clock.ts';
import { emailTokens } from '../../src/accounts/tables.ts';
import { API, buildTestUpstream, customer, registeredCustomer } from '../helper.ts';
import { lastMailTo, mailedToken } from '../outbox.ts';

const customerFields = customer('class');

const up = await buildTestUpstream(t, { AUTH_RATE_LIMIT: '3', TEST_CLOCK: 'true' });
const login = (email: string, ip: string) =>
  up.app.inject({ method: 'POST', url: `${API}/auth/login`, payload: { email, password: 'whatever-1' }, remoteAddress: ip });

t.test('guessing one password from one place stops, and the owner elsewhere is not locked out', async (t) => {
  const codes = [];
  for (let i = 0; i < 4; i++) codes.push((await login('owner@example.com', '10.0.0.1')).statusCode);
  t.same(codes, [401, 401, 401, 429]);
  t.same((await login('owner@example.com', '10.0.0.1')).json(), { code: 429, message: 'Too many attempts. Please wait a minute and try again.' });
  t.equal((await login('owner@example.com', '10.0.0.2')).statusCode, 401, 'the owner, from their own address, may still try');
});

t.test('a guess spread over many addresses meets the looser cap per email (5 x the limit per 15 minutes)', async (t) => {
  const codes = [];
  for (let n = 1; n <= 16; n++) codes.push((await login('spread@example.com', `10.1.0.${n}`)).statusCode);
  t.same(codes, [...Array(15).fill(401), 429]);
});

t.test('a minute later the same place may try again', async (t) => {
  for (let i = 0; i < 3; i++) await login('later@example.com', '10.4.0.1');
  t.equal((await login('later@example.com', '10.4.0.1')).statusCode, 429, 'the minute is used up');
  advance(60_000, up.app);
  t.equal((await login('later@example.com', '10.4.0.1')).statusCode, 401, 'the next minute takes attempts again');
});

t.test('once the cap per email is reached, the owner still signs in from where they signed in before', async (t) => {
  const c = await registeredCustomer(up, 'lockedout');
  const ownLogin = () =>
    up.app.inject({ method: 'POST', url: `${API}/auth/login`, payload: { email: c.email, password: c.password }, remoteAddress: '10.3.0.200' });
  t.equal((await ownLogin()).statusCode, 200, 'the owner signs in at home');
  for (let n = 1; n <= 16; n++) await login(c.email, `10.3.0.${n}`);
  t.equal((await login(c.email, '10.3.0.99')).statusCode, 429, 'guesses from anywhere new meet the cap');
  t.equal((await ownLogin()).statusCode, 200, 'the owner, at home, is not locked out');
  t.equal((await login(c.email, '10.3.0.200')).statusCode, 401, 'and a wrong password from there is still a wrong password');
});

t.test('guesses spread over many addresses never lock the owner out of a reset, and the reset lets them in from where they followed it', async (t) => {
  const c = await registeredCustomer(up, 'spread-owner');
  for (let n = 1; n <= 16; n++) await login(c.email, `10.5.0.${n}`);
  const newPlace = '10.5.1.1';
  const ownLogin = (password: string) =>
    up.app.inject({ method: 'POST', url: `${API}/auth/login`, payload: { email: c.email, password }, remoteAddress: newPlace });
  t.equal((await ownLogin(c.password)).statusCode, 429, 'a new place meets the cap, even with the right password');
  const forgot = await up.app.inject({ method: 'POST', url: `${API}/password/forgot`, payload: { email: c.email }, remoteAddress: newPlace });
  t.equal(forgot.statusCode, 200, 'the reset is not capped by the guesses');
  await up.app.background.drain();
  const token = await mailedToken(up.dataDir, c.email, /Reset your/);
  const reset = await up.app.inject({
    method: 'POST',
    url: `${API}/password/reset`,
    payload: { token, password: 'a-new-password-9' },
    remoteAddress: newPlace,
  });
  t.equal(reset.statusCode, 200);
  advance(60_000, up.app); // the per-IP minute of that place, used up by the three calls
  t.equal((await ownLogin('a-new-password-9')).statusCode, 200, 'the place that proved the mailbox signs in');
  t.equal((await login(c.email, '10.5.1.2')).statusCode, 429, 'the cap still holds everywhere else');
  advance(60_000, up.app);
});

t.test('reset mails to one address are capped at 5 a day, and every request is answered the same', async (t) => {
  const c = await registeredCustomer(up, 'mailbox');
  const answers = new Set<string>();
  for (let n = 1; n <= 7; n++) {
    answers.add((await up.app.inject({ method: 'POST', url: `${API}/password/forgot`, payload: { email: c.email }, remoteAddress: `10.2.0.${n}` })).body);
    await up.app.background.drain(); // one request's mail is out before the next, as a person would click
  }
  t.equal(answers.size, 1, 'seven identical answers');
  await lastMailTo(up.dataDir, c.email, { subject: /Reset your/ });
  const { id } = (await up.app.accounts.findByEmail(c.email))!;
  const tokens = await up.app.database.db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.purpose, 'reset'), eq(emailTokens.userId, id)));
  t.equal(tokens.length, 5, 'five links were made and mailed, not seven');
});

t.test('login attempts are limited per IP, whatever the email', async (t) => {
  const codes = [];
  for (const n of [1, 2, 3, 4]) codes.push((await login(`spray${n}@example.com`, '10.9.9.9')).statusCode);
  t.same(codes, [401, 401, 401, 429]);
  t.equal((await login('fresh@example.com', '10.9.9.10')).statusCode, 401, 'another IP is not affected');
});

t.test("registrations from one address spend their own budget, not the admin login's", async (t) => {
  const register = (n: number) =>
    up.app.inject({ method: 'POST', url: `${API}/auth/register`, payload: { ...customerFields, email: `class${n}@example.com` }, remoteAddress: '10.9.0.1' });
  const codes = [];
  for (let n = 1; n <= 4; n++) codes.push((await register(n)).statusCode);
  t.same(codes, [201, 201, 201, 429], 'the fourth registration in the minute waits');
  const adminLogin = await up.app.inject({
    method: 'POST',
    url: `${API}/admin/login`,
    payload: { email: 'root@academy.test', password: 'wrong-password-1' },
    remoteAddress: '10.9.0.1',
  });
  t.equal(adminLogin.statusCode, 401, 'the admin at the same address still gets to try');
});
