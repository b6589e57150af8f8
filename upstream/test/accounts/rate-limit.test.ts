import t from 'tap';
import { API, buildTestUpstream } from '../helper.ts';

const up = await buildTestUpstream(t, { AUTH_RATE_LIMIT: '3' });
const login = (email: string, ip: string) =>
  up.app.inject({ method: 'POST', url: `${API}/auth/login`, payload: { email, password: 'whatever-1' }, remoteAddress: ip });

t.test('login attempts are limited per email, whatever the IP', async (t) => {
  const codes = [];
  for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4']) codes.push((await login('target@example.com', ip)).statusCode);
  t.same(codes, [401, 401, 401, 429]);
  const limited = await login('target@example.com', '10.0.0.5');
  t.same(limited.json(), { code: 429, message: 'Too many attempts. Please wait a minute and try again.' });
});

t.test('login attempts are limited per IP, whatever the email', async (t) => {
  const codes = [];
  for (const n of [1, 2, 3, 4]) codes.push((await login(`spray${n}@example.com`, '10.9.9.9')).statusCode);
  t.same(codes, [401, 401, 401, 429]);
  t.equal((await login('fresh@example.com', '10.9.9.10')).statusCode, 401, 'another IP is not affected');
});
