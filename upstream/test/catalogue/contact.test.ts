import t from 'tap';
import { contactMessages } from '../../src/mail/tables.ts';
import { API, buildTestUpstream } from '../helper.ts';
import { lastMailTo } from '../outbox.ts';

const up = await buildTestUpstream(t, { CONTACT_EMAIL: 'desk@academy.test' });
const send = (payload: object) => up.app.inject({ method: 'POST', url: `${API}/contact`, payload });

t.test('a contact message is stored and mailed to CONTACT_EMAIL with a reply-to', async (t) => {
  const res = await send({ name: 'Chidi', email: 'chidi@example.com', message: 'Do you teach options trading too?' });
  t.equal(res.statusCode, 201);
  const rows = await up.app.database.db.select().from(contactMessages);
  t.equal(rows.length, 1);
  const mail = await lastMailTo(up.dataDir, 'desk@academy.test');
  t.match(mail.text, /Do you teach options trading too\?/);
  t.match(mail.replyTo?.text, /chidi@example.com/);
});

t.test('an invalid message is a clear 422 and nothing is stored', async (t) => {
  t.match((await send({ name: 'C', email: 'nope', message: 'Hello there friend' })).json(), { code: 422, message: /valid email/ });
  t.match((await send({ name: 'C', email: 'c@example.com', message: 'short' })).json(), { code: 422, message: /at least 10/ });
  t.equal((await up.app.database.db.select().from(contactMessages)).length, 1);
});
