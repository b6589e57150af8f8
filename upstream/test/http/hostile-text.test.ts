import t from 'tap';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../src/accounts/tables.ts';
import { ADMIN, adminToken, API, buildTestUpstream, customer, registeredCustomer } from '../helper.ts';

const lines: string[] = [];
const up = await buildTestUpstream(
  t,
  { LOG_LEVEL: 'info' },
  {
    logStream: { write: (line) => void lines.push(line) },
  },
);
const { db } = up.app.database;
const call = (method: 'GET' | 'POST', url: string, payload: object, token?: string) =>
  up.app.inject({ method, url: `${API}/${url}`, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
const c = await registeredCustomer(up, 'hostile');
const admin = await adminToken(up);

t.test('a control character in any text field is a 422 that names the field, and nothing is written', async (t) => {
  const refused = (field: string) => ({ code: 422, message: `${field} must not contain control characters` });
  t.same((await call('POST', 'auth/register', { ...customer('nul'), first_name: 'Ada\u0000' })).json(), refused('first_name'));
  t.equal(
    (
      await db
        .select()
        .from(users)
        .where(eq(users.email, customer('nul').email))
    ).length,
    0,
    'no account',
  );
  t.same((await call('POST', 'contact', { name: 'Eve', email: 'eve@example.com', message: 'hi\u0000there' })).json(), refused('message'));
  t.same((await call('POST', 'user/update', { first_name: 'Ada', last_name: 'Love\u001blace' }, c.token)).json(), refused('last_name'));
  t.match((await call('GET', 'user/details', {}, c.token)).json().data, { last_name: 'Lovelacehostile' }, 'the name is unchanged');
  t.same(
    (await call('POST', 'admin/super-admin/update', { first_name: 'Root', last_name: 'Admin', new_password: 'new-pass\u0000word' }, admin)).json(),
    refused('new_password'),
  );
  t.equal((await call('POST', 'admin/login', ADMIN)).statusCode, 200, 'the admin password is unchanged');
  t.same(
    (
      await call(
        'POST',
        'admin/robots/create',
        { title: 'Bad\u0007Bot', usd: 10, description: 'x', category: 'robots', type: 'forex-robot', image_name: 'a.png', zip_file_name: 'a.zip' },
        admin,
      )
    ).json(),
    refused('title'),
  );
  t.same((await call('POST', 'admin/updateRobot', { slug: 'forex-trend-rider-ea', description: 'new\u007f' }, admin)).json(), refused('description'));
});

t.test('multi-line text keeps its line breaks and tabs', async (t) => {
  const res = await call('POST', 'contact', { name: 'Ada', email: 'ada@example.com', message: 'Line one\r\nLine two\twith a tab, long enough to send.' });
  t.equal(res.statusCode, 201, res.body);
});

t.test('a failed query is logged with its SQL but never its values', async (t) => {
  // The database fails under a registration, whose queries carry the email and the password's hash.
  await db.execute(sql`alter table users rename to users_elsewhere`);
  const res = await call('POST', 'auth/register', { ...customer('leak'), email: 'leak-marker@example.com' });
  t.same(res.json(), { code: 500, message: 'Something went wrong on our side. Please try again.' });
  const logged = lines.filter((l) => l.includes('request failed'));
  t.equal(logged.length, 1, 'the fault is logged');
  t.match(logged[0], /"message":"Failed query: select .* from \\"users\\" where \\"users\\".\\"email\\" = \$1"/, 'with its SQL');
  t.match(logged[0], /"cause":\{"type":"[A-Za-z]*","code":"42P01"\}/, 'and the database error code');
  t.notMatch(lines.join('\n'), /leak-marker|scrypt\$|params/, 'but no parameter anywhere in the log');
});

t.test('a fault off the request path (the reset mail sent after the answer) is logged without values too', async (t) => {
  lines.length = 0;
  // The users table is elsewhere since the test above; the reset link's table goes too.
  await db.execute(sql`alter table users_elsewhere rename to users`);
  await db.execute(sql`alter table email_tokens rename to email_tokens_elsewhere`);
  t.equal((await call('POST', 'password/forgot', { email: c.email })).statusCode, 200);
  await up.app.background.drain();
  const logged = lines.filter((l) => l.includes('reset mail failed'));
  t.equal(logged.length, 1, 'the fault is logged');
  t.match(logged[0], /"message":"Failed query: select count/, 'with its SQL');
  t.notMatch(lines.join('\n'), new RegExp(`${c.email.split('@')[0]}|params`), 'but not the address it was for');
});
