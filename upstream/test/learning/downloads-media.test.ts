import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import t from 'tap';
import { purchases } from '../../src/purchases/tables.ts';
import { API, buildTestUpstream, registeredCustomer } from '../helper.ts';
import { courseClip } from '../../src/seed/demo-catalogue.ts';

/** Forex Foundations' own copy of a demo clip, as the seed stores it. */
const ffClip = (clip: string) => courseClip('forex-foundations', clip);

const up = await buildTestUpstream(t);
const buyer = await registeredCustomer(up, 'learner');
const visitor = await registeredCustomer(up, 'nosy');
const { catalogue, accounts, database } = up.app;
const buyerId = (await accounts.findByEmail(buyer.email))!.id;
const course = (await catalogue.findCourse('forex-foundations'))!;
const robot = (await catalogue.findRobot('forex-trend-rider-ea'))!;
await database.db.insert(purchases).values([
  { userId: buyerId, itemType: 'course', itemId: course.id },
  { userId: buyerId, itemType: 'robot', itemId: robot.id },
]);
const get = (url: string, token: string, headers: Record<string, string> = {}) =>
  up.app.inject({ method: 'GET', url: `${API}/${url}`, headers: { authorization: `Bearer ${token}`, ...headers } });

t.test('a non-buyer gets 403 and no bytes for a zip and for media; nobody gets them without a session', async (t) => {
  const zip = await get('robots/forex-trend-rider-ea/download', visitor.token);
  t.same(zip.json(), { code: 403, message: 'Buy this robot to get its licence' });
  const media = await get(`media/${ffClip('lesson-1.webm')}`, visitor.token);
  t.same(media.json(), { code: 403, message: 'Buy this course to watch it' });
  t.equal((await up.app.inject({ method: 'GET', url: `${API}/media/${ffClip('lesson-1.webm')}` })).statusCode, 401);
  t.equal((await get('media/not-in-any-course.webm', buyer.token)).statusCode, 403, 'a file no bought course lists');
  // The demo courses hold the same clips, each under a name of its own: one bought plays only its own.
  const another = (await get(`media/${courseClip('stock-foundations', 'lesson-1.webm')}`, buyer.token)).json();
  t.same(another, { code: 403, message: 'Buy this course to watch it' }, "another demo course's lesson");
  t.equal((await get('media/..%2Fpglite', buyer.token)).statusCode, 422);
});

t.test('media plays for a buyer with exact Range slices', async (t) => {
  const file = await readFile(join(up.dataDir, 'media', ffClip('lesson-2.webm')));
  const whole = await get(`media/${ffClip('lesson-2.webm')}`, buyer.token);
  t.equal(whole.statusCode, 200);
  t.equal(whole.headers['accept-ranges'], 'bytes');
  t.same(whole.rawPayload, file);
  const slice = await get(`media/${ffClip('lesson-2.webm')}`, buyer.token, { range: 'bytes=100-1123' });
  t.equal(slice.statusCode, 206);
  t.equal(slice.headers['content-range'], `bytes 100-1123/${file.length}`);
  t.same(slice.rawPayload, file.subarray(100, 1124));
  const tail = await get(`media/${ffClip('lesson-2.webm')}`, buyer.token, { range: 'bytes=-500' });
  t.same(tail.rawPayload, file.subarray(file.length - 500));
  t.equal((await get(`media/${ffClip('lesson-2.webm')}`, buyer.token, { range: `bytes=${file.length + 10}-` })).statusCode, 416);
});

t.test('progress is saved per video, completion sticks, and only for a buyer', async (t) => {
  const post = (token: string, payload: object) =>
    up.app.inject({ method: 'POST', url: `${API}/progress`, payload, headers: { authorization: `Bearer ${token}` } });
  t.equal((await post(buyer.token, { slug: 'forex-foundations', list: 'course', position: 0, seconds: 4.7, completed: true })).statusCode, 200);
  await post(buyer.token, { slug: 'forex-foundations', list: 'course', position: 0, seconds: 1, completed: false });
  await post(buyer.token, { slug: 'forex-foundations', list: 'course', position: 1, seconds: 3 });
  const data = (await get('progress?slug=forex-foundations', buyer.token)).json().data;
  t.match(data, [
    { list: 'course', position: 1, seconds: 3, completed: false },
    { list: 'course', position: 0, seconds: 1, completed: true },
  ]);
  t.equal((await post(buyer.token, { slug: 'forex-foundations', list: 'course', position: 7, seconds: 1 })).statusCode, 422, 'no such chapter');
  t.equal((await post(visitor.token, { slug: 'forex-foundations', list: 'course', position: 0, seconds: 1 })).statusCode, 403);
  t.equal((await get('progress?slug=forex-foundations', visitor.token)).statusCode, 403);
});
