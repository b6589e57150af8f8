import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import t from 'tap';
import type { EditableItem } from '@academy/shared/admin-catalogue';
import { API, adminToken, buildTestUpstream } from '../helper.ts';
import { courseClip } from '../../src/seed/demo-catalogue.ts';

const COURSE = 'forex-foundations';
const ROBOT = 'forex-trend-rider-ea';
const clip = (name: string) => courseClip(COURSE, name);
const STALE = {
  course: {
    code: 409,
    message: 'This course was changed by someone else after you opened it. Reload it to see their changes, then make yours again.',
  },
  robot: {
    code: 409,
    message: 'This robot was changed by someone else after you opened it. Reload it to see their changes, then make yours again.',
  },
};

const up = await buildTestUpstream(t);
const token = await adminToken(up);
const headers = { authorization: `Bearer ${token}` };
const admin = {
  get: (url: string) => up.app.inject({ method: 'GET', url: `${API}/admin/${url}`, headers }),
  post: (url: string, payload: object) => up.app.inject({ method: 'POST', url: `${API}/admin/${url}`, payload, headers }),
};
/** The item as its update form opens it. */
const opened = async (kind: 'courses' | 'robots', slug: string) => (await admin.get(`${kind}/${slug}`)).json().data as EditableItem & Record<string, unknown>;

t.test('an update form opens on the item as stored, under the names the update takes, with its revision', async (t) => {
  t.same(await opened('courses', COURSE), {
    slug: COURSE,
    title: 'Forex Foundations',
    author: (await up.app.inject({ method: 'GET', url: `${API}/singleCourse?slug=${COURSE}` })).json().data.author,
    description: (await up.app.inject({ method: 'GET', url: `${API}/singleCourse?slug=${COURSE}` })).json().data.description,
    usd: 49,
    type: 'forex-trading',
    image_name: `${COURSE}.svg`,
    revision: 0,
    status: 'published',
    course_video_names: [clip('lesson-1.webm'), clip('lesson-2.webm'), clip('lesson-3.webm')],
    quiz_video_names: [clip('quiz-1.webm')],
    live_session_video_names: [clip('live-session-1.webm')],
    preview_entries: [clip('lesson-1.webm')],
    certificate_counts: 'watched',
  });
  t.match(await opened('robots', ROBOT), { slug: ROBOT, type: 'forex-robot', image_name: `${ROBOT}.svg`, activation_limit: 5, revision: 0 });
  t.equal((await admin.get('robots/no-such-ea')).statusCode, 404);
});

t.test('two admins save one course from the same page at once: exactly one save lands, the other is refused whole', async (t) => {
  const page = await opened('courses', COURSE);
  // Admin 1 removes the second lesson; admin 2, on the same page, fixes the title and sends the lists as they read them.
  const removed = { slug: COURSE, revision: page.revision, course_video_names: [clip('lesson-1.webm'), clip('lesson-3.webm')] };
  const retitled = { slug: COURSE, revision: page.revision, title: 'Forex Foundations 2', course_video_names: page.course_video_names };
  const answers = (await Promise.all([admin.post('updateCourse', removed), admin.post('updateCourse', retitled)])).map((r) => r.json());
  const won = answers.filter((a) => a.code === 200);
  t.equal(won.length, 1, 'one save lands');
  t.same(
    answers.find((a) => a.code !== 200),
    STALE.course,
    'the other is told the course changed',
  );
  const now = await opened('courses', COURSE);
  t.equal(now.revision, page.revision + 1, 'one save, one revision');
  const first = answers[0].code === 200;
  t.same(now.course_video_names, first ? removed.course_video_names : retitled.course_video_names, "the lists are the winner's");
  t.equal(now.title, first ? 'Forex Foundations' : 'Forex Foundations 2', "the title is the winner's");
});

t.test('a save from a page read before another save is refused, and the chapter removed stays removed', async (t) => {
  const page = await opened('courses', COURSE);
  const removed = { slug: COURSE, revision: page.revision, course_video_names: [clip('lesson-1.webm')] };
  t.same((await admin.post('updateCourse', removed)).json(), { code: 200, message: 'Course updated successfully' });
  const stale = { slug: COURSE, revision: page.revision, title: 'Forex Foundations 3', course_video_names: page.course_video_names };
  t.same((await admin.post('updateCourse', stale)).json(), STALE.course);
  const now = await opened('courses', COURSE);
  t.same(now.course_video_names, [clip('lesson-1.webm')], 'the chapter does not come back');
  t.not(now.title, 'Forex Foundations 3', 'nothing of the refused save is written');

  t.same((await admin.post('updateCourse', { ...stale, revision: now.revision })).json().code, 200, 'reloaded, the save goes through');
  t.match(await opened('courses', COURSE), { title: 'Forex Foundations 3', revision: now.revision + 1 });
});

t.test('robots too; a revision that is not one is refused, and a call without one saves as before', async (t) => {
  const page = await opened('robots', ROBOT);
  t.equal((await admin.post('updateRobot', { slug: ROBOT, revision: page.revision, usd: 150 })).json().code, 200);
  t.same((await admin.post('updateRobot', { slug: ROBOT, revision: page.revision, usd: 10 })).json(), STALE.robot);
  t.equal((await opened('robots', ROBOT)).usd, 150, 'the stale price is not written');
  for (const revision of [-1, 'one', 1.5]) {
    const res = await admin.post('updateRobot', { slug: ROBOT, revision, usd: 20 });
    t.equal(res.statusCode, 422, `revision ${String(revision)} is refused`);
  }
  t.equal((await admin.post('updateRobot', { slug: ROBOT, usd: 160 })).json().code, 200, 'the original call, without a revision');
  t.match(await opened('robots', ROBOT), { usd: 160, revision: page.revision + 2 });
});

t.test('an update changes the cover and the type; a cover not uploaded or a type of the other kind changes nothing', async (t) => {
  await writeFile(join(up.dataDir, 'files', 'aa11bb22-new-cover.png'), randomBytes(100));
  const page = await opened('robots', ROBOT);
  t.equal((await admin.post('updateRobot', { slug: ROBOT, revision: page.revision, type: 'forex-trading' })).statusCode, 422, 'a course type');
  t.match((await admin.post('updateRobot', { slug: ROBOT, revision: page.revision, image_name: 'aa11bb22-missing.png' })).json(), {
    code: 422,
    message: 'The image aa11bb22-missing.png was not uploaded',
  });
  t.same(await opened('robots', ROBOT), page, 'the refused saves changed nothing');

  const saved = await admin.post('updateRobot', { slug: ROBOT, revision: page.revision, type: 'crypto-robot', image_name: 'aa11bb22-new-cover.png' });
  t.equal(saved.json().code, 200);
  t.match(await opened('robots', ROBOT), { type: 'crypto-robot', image_name: 'aa11bb22-new-cover.png', title: page.title, description: page.description });
  t.match((await up.app.inject({ method: 'GET', url: `${API}/singleRobot?slug=${ROBOT}` })).json().data, {
    category: 'crypto-robot',
    image: '/api/academy/files/aa11bb22-new-cover.png',
  });
  const listed = (await up.app.inject({ method: 'GET', url: `${API}/robots?category=crypto-robot&q=Trend%20Rider` })).json();
  t.equal(listed.totalRecords, 2, 'it is listed with the crypto robots');
});
