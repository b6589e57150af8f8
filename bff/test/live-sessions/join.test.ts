import t from 'tap';
import supertest from 'supertest';
import { grantItems } from '../../../upstream/test/helper.ts';
import { adminCookie, API, buildTestShop, call, signedInCustomer } from '../helper.ts';

// Through the BFF, a buyer's join is a link the browser follows with its cookie, no x-csrf: the only
// call whose answer may send the browser to another site (the meeting), and only over https.
const shop = await buildTestShop(t);
const { app } = shop;
const COURSE = 'forex-foundations';
const MEETING = 'https://meet.example.com/abc-defg-hij';

t.test('the buyer joins by a plain link and is sent on to the meeting; the calendar file comes as a file', async (t) => {
  const admin = await adminCookie(shop);
  const buyer = await signedInCustomer(shop, 'live-bff');
  await grantItems(shop.up, buyer.email, [{ type: 'course', slug: COURSE }]);
  // Starting in five minutes: inside the join window.
  const made = await call(app, 'post', `${API}/admin/courses/${COURSE}/live-sessions`, admin)
    .send({ title: 'Open floor', starts_at: new Date(Date.now() + 5 * 60_000).toISOString(), minutes: 30, join_url: MEETING })
    .expect(201);
  const id = made.body.data.id as string;

  const listed = await call(app, 'get', `${API}/courses/${COURSE}/live-sessions`, buyer.cookie).expect(200);
  t.match(listed.body.data, [{ id, join: 'open', join_path: `live-sessions/${id}/join` }]);
  const joined = await supertest(app.server).get(`${API}/live-sessions/${id}/join`).set('cookie', buyer.cookie).expect(303);
  t.equal(joined.headers.location, MEETING, 'on to the meeting');
  t.match(joined.headers['cache-control'], /no-store/);
  const calendar = await supertest(app.server).get(`${API}/live-sessions/${id}/calendar`).set('cookie', buyer.cookie).expect(200);
  t.match(calendar.headers['content-type'], /^text\/calendar/);
  t.match(calendar.text, 'SUMMARY:Open floor');

  // Nobody signed in, and the admin's own session, get no meeting.
  const anonymous = await supertest(app.server).get(`${API}/live-sessions/${id}/join`).expect(401);
  t.equal(anonymous.headers.location, undefined);
  t.equal((await call(app, 'get', `${API}/admin/courses/${COURSE}/live-sessions`, admin).expect(200)).body.data[0].attended, 1);
});
