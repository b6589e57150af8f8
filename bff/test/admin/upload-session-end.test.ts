import t from 'tap';
import { ADMIN, API, buildTestShop, call, cookiesOf } from '../helper.ts';

const shop = await buildTestShop(t);
const { app } = shop;

const upload = (cookie: string) =>
  call(app, 'post', `${API}/admin/upload`, cookie)
    .field('size', '5')
    .field('filename', 'cover.png')
    .field('upload_type', 'robots')
    .attach('file', Buffer.from('bytes'), 'cover.png');

t.test('an upload whose admin session ended upstream is a 401 that clears the admin cookie, as the proxy does', async (t) => {
  const cookie = cookiesOf(await call(app, 'post', `${API}/admin/login`).send(ADMIN).expect(200));
  t.equal((await upload(cookie)).status, 200, 'the live session uploads');

  // The same session logged out elsewhere (another tab): this cookie still unseals, the upstream refuses it.
  await call(app, 'post', `${API}/admin/logout`, cookie).expect(200);
  const res = await upload(cookie).expect(401);
  t.equal(res.body.code, 401);
  t.match([res.headers['set-cookie']].flat().join('\n'), /^academy_admin=;/m, 'the admin cookie is cleared');
});
