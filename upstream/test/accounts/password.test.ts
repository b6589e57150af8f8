import { createServer, type Socket } from 'node:net';
import t from 'tap';
import { eq } from 'drizzle-orm';
import { until } from '../../../shared/test/until.ts';
import { createPasswords } from '../../src/accounts/passwords.ts';
import { emailTokens, users } from '../../src/accounts/tables.ts';
import { hashToken } from '../../src/accounts/tokens.ts';
import { API, buildTestUpstream, registeredCustomer } from '../helper.ts';
import { lastMailTo, mailedToken } from '../outbox.ts';

const up = await buildTestUpstream(t);
const { app } = up;
const post = (url: string, payload: object, token?: string) =>
  app.inject({ method: 'POST', url: `${API}/${url}`, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

t.test('forgot password mails a reset link; the reset works once and ends open sessions', async (t) => {
  const c = await registeredCustomer(up, 'reset');
  t.equal((await post('password/forgot', { email: c.email })).statusCode, 200);
  const token = await mailedToken(up.dataDir, c.email, /Reset your/);

  t.same((await post('password/reset', { token, password: 'brand-new-pass-2' })).json(), {
    code: 200,
    message: 'Your password has been reset. You can now log in.',
    data: { login: 'customer' },
  });
  t.equal((await post('auth/login', { email: c.email, password: c.password })).statusCode, 401, 'the old password is gone');
  t.equal((await post('auth/login', { email: c.email, password: 'brand-new-pass-2' })).statusCode, 200);
  t.equal(
    (await app.inject({ method: 'GET', url: `${API}/user/details`, headers: { authorization: `Bearer ${c.token}` } })).statusCode,
    401,
    'sessions from before the reset are over',
  );
  t.equal((await post('password/reset', { token, password: 'third-pass-333' })).statusCode, 400, 'the link is single use');
});

t.test('an expired reset link is refused and changes nothing', async (t) => {
  const c = await registeredCustomer(up, 'expired');
  await post('password/forgot', { email: c.email });
  const token = await mailedToken(up.dataDir, c.email, /Reset your/);
  await app.database.db
    .update(emailTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(emailTokens.tokenHash, hashToken(token)));
  t.equal((await post('password/reset', { token, password: 'brand-new-pass-2' })).statusCode, 400);
  t.equal((await post('auth/login', { email: c.email, password: c.password })).statusCode, 200);
});

t.test('forgot password answers the same for an unknown email and sends nothing', async (t) => {
  const res = await post('password/forgot', { email: 'nobody-here@example.com' });
  t.equal(res.statusCode, 200);
  await t.rejects(lastMailTo(up.dataDir, 'nobody-here@example.com', { waitMs: 1500 }));
});

t.test('change password needs the current one', async (t) => {
  const c = await registeredCustomer(up, 'change');
  const wrong = await post('password/change', { old_password: 'nope-nope', new_password: 'another-pass-9' }, c.token);
  t.same(wrong.json(), { code: 422, message: 'The current password is not correct' });
  t.equal((await post('password/change', { old_password: c.password, new_password: 'another-pass-9' }, c.token)).statusCode, 200);
  t.equal((await post('auth/login', { email: c.email, password: 'another-pass-9' })).statusCode, 200);
});

t.test('a password change ends every other session at once, and the one that changed it stays signed in', async (t) => {
  const c = await registeredCustomer(up, 'twodevices');
  const other = (await post('auth/login', { email: c.email, password: c.password })).json().data as { token: string; rToken: string };
  const details = (token: string) => app.inject({ method: 'GET', url: `${API}/user/details`, headers: { authorization: `Bearer ${token}` } });
  t.equal((await details(other.token)).statusCode, 200, 'both devices are signed in');

  t.equal((await post('password/change', { old_password: c.password, new_password: 'changed-pass-77' }, c.token)).statusCode, 200);

  t.same((await details(other.token)).json(), { code: 401, message: 'Unauthorized' }, 'the other device can no longer read');
  t.equal((await post('user/update', { first_name: 'Eve', last_name: 'Mallory' }, other.token)).statusCode, 401, 'nor write');
  t.equal((await post('auth/refresh', { rToken: other.rToken })).statusCode, 401, 'nor refresh');
  t.equal((await details(c.token)).statusCode, 200, 'the device that changed it still reads');
  const refreshed = await post('auth/refresh', { rToken: c.rToken });
  t.equal(refreshed.statusCode, 200, 'and refreshes');
  t.equal((await details(refreshed.json().data.token)).statusCode, 200);
});

t.test('forgot password answers as fast for a known account as for an unknown one: the mail goes after the answer', async (t) => {
  // An SMTP server that accepts and never greets: a mail sent before answering holds the answer until nodemailer gives up.
  const sockets = new Set<Socket>();
  const smtp = createServer((socket) => void sockets.add(socket));
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const slow = await buildTestUpstream(t, { SMTP_URL: `smtp://127.0.0.1:${(smtp.address() as { port: number }).port}` });
  await slow.app.database.db.insert(users).values({
    email: 'known@example.com',
    passwordHash: await (await createPasswords(slow.app.config.PASSWORD_HASH_COST)).hash('known-pass-1'),
    firstName: 'Kay',
    lastName: 'Known',
    status: 'active',
  });
  const timed = async (email: string) => {
    const started = performance.now();
    const res = await slow.app.inject({ method: 'POST', url: `${API}/password/forgot`, payload: { email } });
    return { status: res.statusCode, body: res.json(), ms: performance.now() - started };
  };
  const known = await timed('known@example.com');
  const unknown = await timed('unknown@example.com');
  t.same([known.status, known.body], [unknown.status, unknown.body], 'the same answer');
  t.ok(known.ms < 2000, `a known account is answered without waiting for the mail (${known.ms.toFixed(0)} ms, unknown ${unknown.ms.toFixed(0)} ms)`);
  t.equal(await until('the mail to the SMTP server', () => sockets.size), 1, 'the mail is on its way all the same');
  for (const socket of sockets) socket.destroy();
  smtp.close();
});

t.test('a hash keeps the cost it was made at: one made at the default cost still signs in at a lower one', async (t) => {
  const [cheap, dear] = [await createPasswords(1024), await createPasswords(32_768)];
  const stored = await dear.hash('long-lived-pass-1');
  t.match(stored, /^scrypt\$32768\$8\$1\$/, 'the cost is stored with the hash');
  t.ok(await cheap.verify('long-lived-pass-1', stored), 'verified at the cost it names');
  t.notOk(await cheap.verify('long-lived-pass-2', stored), 'a wrong password is still wrong');
  t.notOk(await cheap.verify('long-lived-pass-1', undefined), 'no account: false, after a hash of the same cost');
});
