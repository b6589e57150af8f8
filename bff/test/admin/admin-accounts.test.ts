import t from 'tap';
import { mailedToken } from '../../../upstream/test/outbox.ts';
import { adminCookie, API, buildTestShop, call, cookiesOf } from '../helper.ts';

// The super-admin's calls over other admins, and an invitee's set-up, reach the upstream through the BFF's allowlist.
const shop = await buildTestShop(t);
const { app } = shop;
const root = await adminCookie(shop);
const invitee = { email: 'deputy@academy.test', password: 'deputy-pass-123' };

t.test('an invitee sets up their account through the BFF, then the super-admin deactivates, reactivates, signs out and removes them', async (t) => {
  await call(app, 'post', `${API}/admin/admin/create`, root).send({ email: invitee.email }).expect(201);
  const token = await mailedToken(shop.up.dataDir, invitee.email);
  await call(app, 'post', `${API}/admin/set-up`).send({ token, first_name: 'Dep', last_name: '', password: invitee.password }).expect(422);
  await call(app, 'post', `${API}/admin/set-up`).send({ token, first_name: 'Dep', last_name: 'Uty', password: invitee.password }).expect(200);
  const id = (await shop.up.app.accounts.findByEmail(invitee.email))!.id;
  const signIn = () => call(app, 'post', `${API}/admin/login`).send(invitee);
  let deputy = cookiesOf(await signIn().expect(200));
  t.match((await call(app, 'get', `${API}/admin/super-admin/fetch`, deputy).expect(200)).body.data, { first_name: 'Dep', last_name: 'Uty' });

  t.same((await call(app, 'post', `${API}/admin/admin/${id}/remove`, deputy).send({}).expect(403)).body, {
    code: 403,
    message: 'Only a super-admin can manage admins',
  });

  await call(app, 'post', `${API}/admin/admin/${id}/deactivate`, root).send({}).expect(200);
  await call(app, 'get', `${API}/admin/super-admin/fetch`, deputy).expect(401);
  t.same((await signIn().expect(403)).body, { code: 403, message: 'This admin account has been deactivated. Ask the super-admin to reactivate it.' });

  await call(app, 'post', `${API}/admin/admin/${id}/reactivate`, root).send({}).expect(200);
  deputy = cookiesOf(await signIn().expect(200));
  await call(app, 'post', `${API}/admin/admin/${id}/sessions/end-all`, root).send({}).expect(200);
  await call(app, 'get', `${API}/admin/super-admin/fetch`, deputy).expect(401);

  deputy = cookiesOf(await signIn().expect(200));
  await call(app, 'post', `${API}/admin/admin/not-an-id/remove`, root).send({}).expect(422);
  await call(app, 'post', `${API}/admin/admin/${id}/remove`, root).send({}).expect(200);
  await call(app, 'get', `${API}/admin/super-admin/fetch`, deputy).expect(401);
  await signIn().expect(401);
});
