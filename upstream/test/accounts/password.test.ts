import t from 'tap';
import { eq } from 'drizzle-orm';
import { emailTokens } from '../../src/db/schema.ts';
import { hashToken } from '../../src/accounts/tokens.ts';
import { API, buildTestUpstream, lastMailTo, mailedToken, registeredCustomer } from '../helper.ts';

const up = await buildTestUpstream(t);
const { app } = up;
const post = (url: string, payload: object, token?: string) =>
  app.inject({ method: 'POST', url: `${API}/${url}`, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

t.test('forgot password mails a reset link; the reset works once and ends open sessions', async (t) => {
  const c = await registeredCustomer(up, 'reset');
  t.equal((await post('password/forgot', { email: c.email })).statusCode, 200);
  t.match((await lastMailTo(up.dataDir, c.email)).subject, /Reset your/);
  const token = await mailedToken(up.dataDir, c.email);

  t.equal((await post('password/reset', { token, password: 'brand-new-pass-2' })).statusCode, 200);
  t.equal((await post('auth/login', { email: c.email, password: c.password })).statusCode, 401, 'the old password is gone');
  t.equal((await post('auth/login', { email: c.email, password: 'brand-new-pass-2' })).statusCode, 200);
  t.equal((await app.inject({ method: 'GET', url: `${API}/user/details`, headers: { authorization: `Bearer ${c.token}` } })).statusCode, 401, 'sessions from before the reset are over');
  t.equal((await post('password/reset', { token, password: 'third-pass-333' })).statusCode, 400, 'the link is single use');
});

t.test('an expired reset link is refused and changes nothing', async (t) => {
  const c = await registeredCustomer(up, 'expired');
  await post('password/forgot', { email: c.email });
  const token = await mailedToken(up.dataDir, c.email);
  await app.services.database.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailTokens.tokenHash, hashToken(token)));
  t.equal((await post('password/reset', { token, password: 'brand-new-pass-2' })).statusCode, 400);
  t.equal((await post('auth/login', { email: c.email, password: c.password })).statusCode, 200);
});

t.test('forgot password answers the same for an unknown email and sends nothing', async (t) => {
  const res = await post('password/forgot', { email: 'nobody-here@example.com' });
  t.equal(res.statusCode, 200);
  await t.rejects(lastMailTo(up.dataDir, 'nobody-here@example.com'));
});

t.test('change password needs the current one', async (t) => {
  const c = await registeredCustomer(up, 'change');
  const wrong = await post('password/change', { old_password: 'nope-nope', new_password: 'another-pass-9' }, c.token);
  t.same(wrong.json(), { code: 422, message: 'The current password is not correct' });
  t.equal((await post('password/change', { old_password: c.password, new_password: 'another-pass-9' }, c.token)).statusCode, 200);
  t.equal((await post('auth/login', { email: c.email, password: 'another-pass-9' })).statusCode, 200);
});
