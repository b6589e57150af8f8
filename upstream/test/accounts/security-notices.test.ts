import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import t from 'tap';
import { lastMailTo } from '../outbox.ts';
import { API, buildTestUpstream, registeredCustomer } from '../helper.ts';

const up = await buildTestUpstream(t);
const { app } = up;
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const loginFrom = (c: { email: string; password: string }, device: string) =>
  app.inject({
    method: 'POST',
    url: `${API}/auth/login`,
    payload: { email: c.email, password: c.password },
    headers: { 'x-device-id': device, 'user-agent': CHROME, 'x-forwarded-for': '198.51.100.4' },
  });
/** Every mail in the outbox to `to` whose subject matches. */
const mailsTo = async (to: string, subject: RegExp) => {
  const dir = join(up.dataDir, 'outbox');
  const mails = await Promise.all((await readdir(dir)).map(async (file) => simpleParser(await readFile(join(dir, file)))));
  return mails.filter((m) => subject.test(m.subject ?? '') && [m.to].flat().some((a) => a?.value.some((v) => v.address === to)));
};

t.test('a sign-in from a device the account had not used is mailed to its owner; the first device and a known one are not', async (t) => {
  const c = await registeredCustomer(up, 'devices');
  t.equal((await loginFrom(c, 'laptop-device-cookie-value')).statusCode, 200, 'the first device');
  t.equal((await loginFrom(c, 'laptop-device-cookie-value')).statusCode, 200, 'the same one again');
  t.equal((await loginFrom(c, 'phone-device-cookie-value')).statusCode, 200, 'another');
  const mail = await lastMailTo(up.dataDir, c.email, { subject: /^New sign-in/ });
  t.equal((await mailsTo(c.email, /^New sign-in/)).length, 1, 'only the other device was news (mails leave in order: the first two would be there)');
  t.match(mail.text, /from a device it had not used before\. When: .* UTC; from Chrome on Windows, address 198\.51\.100\.4\./);
  t.match(mail.text, /Not you\? Secure your account/);
  t.match(mail.text, /http:\/\/localhost:3000\/forgot-password/, 'the way to take the account back');
  t.notMatch(mail.text, /phone-device-cookie-value/, 'the device cookie is never told');
});

t.test('a changed password is mailed, and a wrong current password changes and mails nothing', async (t) => {
  const c = await registeredCustomer(up, 'pwchange');
  const change = (old_password: string) =>
    app.inject({
      method: 'POST',
      url: `${API}/password/change`,
      payload: { old_password, new_password: 'a-brand-new-password-1' },
      headers: { authorization: `Bearer ${c.token}`, 'user-agent': CHROME },
    });
  t.equal((await change('not-my-password')).statusCode, 422);
  t.equal((await change(c.password)).statusCode, 200);
  t.match((await lastMailTo(up.dataDir, c.email, { subject: /^Password changed/ })).text, /The password of your account was changed\./);
  t.equal((await mailsTo(c.email, /^Password changed/)).length, 1, 'the refused change mailed nothing');
});
