import t from 'tap';
import { purchases } from '../../src/purchases/tables.ts';
import { API, buildTestUpstream, registeredCustomer } from '../helper.ts';
import { courseClip } from '../../src/seed/demo-catalogue.ts';

/** Forex Foundations' own copy of a demo clip, as the seed stores it. */
const ffClip = (clip: string) => courseClip('forex-foundations', clip);

const up = await buildTestUpstream(t);
const get = (url: string, token?: string) => up.app.inject({ method: 'GET', url: `${API}/${url}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
const buyer = await registeredCustomer(up, 'buyer');
const visitor = await registeredCustomer(up, 'visitor');
const { catalogue, database } = up.app;
const course = (await catalogue.findCourse('forex-foundations'))!;
const robot = (await catalogue.findRobot('forex-trend-rider-ea'))!;
const buyerId = (await up.app.accounts.findByEmail(buyer.email))!.id;
await database.db.insert(purchases).values([
  { userId: buyerId, itemType: 'course', itemId: course.id },
  { userId: buyerId, itemType: 'robot', itemId: robot.id },
]);

t.test('singleCourse gives everyone the public fields and counts, but video URLs only to a buyer', async (t) => {
  for (const token of [undefined, visitor.token]) {
    const data = (await get('singleCourse?slug=forex-foundations', token)).json().data;
    t.match(data, { title: 'Forex Foundations', owned: false, video_counts: { course: 3, live_session: 1, quiz: 1 } });
    t.same([data.course_videos, data.live_session_videos, data.quiz_videos], [[], [], []]);
  }
  const mine = (await get('singleCourse?slug=forex-foundations', buyer.token)).json().data;
  t.equal(mine.owned, true);
  t.same(
    mine.course_videos.map((v: { url: string }) => v.url),
    [`/api/academy/media/${ffClip('lesson-1.webm')}`, `/api/academy/media/${ffClip('lesson-2.webm')}`, `/api/academy/media/${ffClip('lesson-3.webm')}`],
  );
  t.equal(mine.quiz_videos.length, 1);
});

t.test('singleRobot gives the zip only to a buyer', async (t) => {
  t.equal((await get('singleRobot?slug=forex-trend-rider-ea')).json().data.zip, null);
  t.equal((await get('singleRobot?slug=forex-trend-rider-ea', visitor.token)).json().data.zip, null);
  t.equal((await get('singleRobot?slug=forex-trend-rider-ea', buyer.token)).json().data.zip, '/api/academy/robots/forex-trend-rider-ea/download');
});

t.test('unknown slugs are 404 and malformed ones 422', async (t) => {
  t.same((await get('singleCourse?slug=no-such-course')).json(), { code: 404, message: 'Course not found' });
  t.equal((await get('singleRobot?slug=../../etc')).statusCode, 422);
  t.equal((await get('singleCourse')).statusCode, 422);
});

t.test('a bad bearer on a public detail is refused, not silently anonymous', async (t) => {
  t.equal((await get('singleCourse?slug=forex-foundations', 'garbage')).statusCode, 401);
});

t.test('user/details counts and lists what the customer bought', async (t) => {
  const data = (await get('user/details', buyer.token)).json().data;
  t.match(data, { courses_purchased: 1, robots_purchased: 1 });
  t.same(data.courses, [
    {
      slug: 'forex-foundations',
      title: 'Forex Foundations',
      image: '/api/academy/files/forex-foundations.svg',
      // Its cover's variants, as the catalogue lists them (Your Courses draws them the same way).
      image_sources: {
        avif: [400, 800, 1200].map((w) => `/api/academy/files/forex-foundations.svg.${w}.avif ${w}w`).join(', '),
        webp: [400, 800, 1200].map((w) => `/api/academy/files/forex-foundations.svg.${w}.webp ${w}w`).join(', '),
      },
      type: 'course',
      // Nothing watched yet: none of its five chapters done, and Continue at the first.
      progress: { completed: 0, total: 5, percent: 0 },
      continue: { list: 'course', position: 0, seconds: 0 },
      // Not finished: no certificate yet.
      certificate: null,
    },
  ]);
  t.same(
    data.robots.map((r: { slug: string }) => r.slug),
    ['forex-trend-rider-ea'],
  );
  t.match((await get('user/details', visitor.token)).json().data, { courses_purchased: 0, robots_purchased: 0, courses: [], robots: [] });
});

t.test('listings mark what the signed-in customer owns, as the detail pages do', async (t) => {
  const ownedOn = async (path: string, token?: string) =>
    ((await get(path, token)).json().data as { slug: string; owned: boolean }[]).filter((i) => i.owned).map((i) => i.slug);
  t.same(await ownedOn('courses?q=forex%20foundations', buyer.token), ['forex-foundations']);
  t.same(await ownedOn('robots?category=forex-robot&length=20', buyer.token), ['forex-trend-rider-ea']);
  t.same(await ownedOn('courses?q=forex%20foundations', visitor.token), [], 'not what someone else bought');
  t.same(await ownedOn('courses?q=forex%20foundations'), [], 'a guest owns nothing');
});
