import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { courseVideoLists } from '@academy/shared/admin-catalogue';
import { API, adminToken, buildTestUpstream, registeredCustomer } from '../helper.ts';
import { courseClip } from '../../src/seed/demo-catalogue.ts';

/** Forex Foundations' own copy of a demo clip, as the seed stores it. */
const ffClip = (clip: string) => courseClip('forex-foundations', clip);

const SEED_MEDIA = fileURLToPath(new URL('../../seed/media/', import.meta.url));
const up = await buildTestUpstream(t);
const root = await adminToken(up);
const visitor = await registeredCustomer(up, 'previewer');
const get = (url: string, headers: Record<string, string> = {}) => up.app.inject({ method: 'GET', url: `${API}/${url}`, headers });
const admin = {
  get: (url: string) => get(`admin/${url}`, { authorization: `Bearer ${root}` }),
  post: (url: string, payload: object) => up.app.inject({ method: 'POST', url: `${API}/admin/${url}`, payload, headers: { authorization: `Bearer ${root}` } }),
};
/** A course's lists as its update form reads them (the schema keeps only theirs of its fields). */
const listsOf = async (slug: string) => courseVideoLists.parse((await admin.get(`courses/${slug}`)).json().data);
const syllabusOf = async (slug: string) => (await get(`singleCourse?slug=${slug}`)).json().data.syllabus;

t.test('a fresh shop marks each demo course first lesson a free preview, with every clip length', async (t) => {
  const syllabus = await syllabusOf('forex-foundations');
  t.same(syllabus, {
    course: [
      { title: 'Lesson 1', duration: 6, preview_url: `/api/academy/preview/${ffClip('lesson-1.webm')}`, opens: null },
      { title: 'Lesson 2', duration: 6, preview_url: null, opens: null },
      { title: 'Lesson 3', duration: 6, preview_url: null, opens: null },
    ],
    live_session: [{ title: 'Live session 1', duration: 6, preview_url: null, opens: null }],
    quiz: [{ title: 'Quiz 1', duration: 6, preview_url: null, opens: null }],
  });
  const swing = await syllabusOf('forex-swing-trading-playbook');
  t.same(swing.live_session[1], { title: 'Video 2', duration: null, preview_url: null, opens: null }, 'a link has no known length');
  const guestDetail = (await get('singleCourse?slug=forex-foundations')).json().data;
  t.same([guestDetail.course_videos, guestDetail.quiz_videos], [[], []], 'a guest still gets no paid list');
});

t.test("a guest plays a preview's bytes, whole and by Range, and nothing else of the course", async (t) => {
  const file = await readFile(join(up.dataDir, 'media', ffClip('lesson-1.webm')));
  const whole = await get(`preview/${ffClip('lesson-1.webm')}`);
  t.equal(whole.statusCode, 200);
  t.equal(whole.headers['cache-control'], 'public, max-age=300');
  t.equal(whole.headers['accept-ranges'], 'bytes');
  t.same(whole.rawPayload, file);
  const slice = await get(`preview/${ffClip('lesson-1.webm')}`, { range: 'bytes=100-1123' });
  t.equal(slice.statusCode, 206);
  t.equal(slice.headers['content-range'], `bytes 100-1123/${file.length}`);
  t.same(slice.rawPayload, file.subarray(100, 1124));

  const notFound = { code: 404, message: 'Preview not found' };
  t.same((await get(`preview/${ffClip('lesson-2.webm')}`)).json(), notFound, 'a paid chapter of the same course is not found');
  t.same((await get('preview/no-such-file.webm')).json(), notFound, 'a file that does not exist answers the same');
  t.equal((await get('preview/..%2Fpglite')).statusCode, 422);
  t.equal((await get(`media/${ffClip('lesson-2.webm')}`)).statusCode, 401, 'media/ still needs a session');
  t.equal((await get(`media/${ffClip('lesson-2.webm')}`, { authorization: `Bearer ${visitor.token}` })).statusCode, 403, 'and a purchase');
  t.equal((await get(`media/${ffClip('lesson-1.webm')}`, { authorization: `Bearer ${visitor.token}` })).statusCode, 403, 'a preview does not open media/');
});

t.test('an admin course: lengths read at create and update, previews ticked and unticked', async (t) => {
  const media = join(up.dataDir, 'media');
  await writeFile(join(up.dataDir, 'files', 'cc11dd22-cover.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>');
  await copyFile(join(SEED_MEDIA, 'lesson-3.webm'), join(media, 'cc11dd22-opening.webm'));
  await copyFile(join(SEED_MEDIA, 'audio-lesson-1.oga'), join(media, 'cc11dd22-talk.oga'));
  await copyFile(join(SEED_MEDIA, 'quiz-1.webm'), join(media, 'cc11dd22-check.webm'));
  await writeFile(join(media, 'cc11dd22-broken.webm'), 'not a video');
  const created = await admin.post('courses/create', {
    title: 'Oil Previews',
    usd: 40,
    description: 'Oil, with a free first chapter.',
    category: 'courses',
    type: 'commodities-trading',
    image_name: 'cc11dd22-cover.svg',
    course_video_names: ['cc11dd22-opening.webm', 'cc11dd22-broken.webm'],
    live_session_video_names: [],
    quiz_video_names: ['cc11dd22-check.webm'],
    preview_entries: ['cc11dd22-opening.webm'],
  });
  t.equal(created.statusCode, 201);
  t.same(await syllabusOf('oil-previews'), {
    course: [
      { title: 'Opening', duration: 6, preview_url: '/api/academy/preview/cc11dd22-opening.webm', opens: null },
      { title: 'Broken', duration: null, preview_url: null, opens: null },
    ],
    live_session: [],
    quiz: [{ title: 'Check', duration: 6, preview_url: null, opens: null }],
  });
  t.equal((await get('preview/cc11dd22-opening.webm')).statusCode, 200);
  t.equal((await get('preview/cc11dd22-check.webm')).statusCode, 404);

  const refused = await admin.post('updateCourse', { slug: 'oil-previews', title: 'Renamed', preview_entries: ['cc11dd22-talk.oga'] });
  t.same(refused.json(), { code: 422, message: "The free preview cc11dd22-talk.oga is not a chapter of this course's lists" });
  const refusedNewList = await admin.post('updateCourse', {
    slug: 'oil-previews',
    course_video_names: ['cc11dd22-broken.webm'],
    preview_entries: ['cc11dd22-opening.webm'],
  });
  t.equal(refusedNewList.statusCode, 422, 'a preview must be in the lists the course ends with');
  t.same(await listsOf('oil-previews'), {
    course_video_names: ['cc11dd22-opening.webm', 'cc11dd22-broken.webm'],
    quiz_video_names: ['cc11dd22-check.webm'],
    live_session_video_names: [],
    preview_entries: ['cc11dd22-opening.webm'],
  });
  t.match((await get('singleCourse?slug=oil-previews')).json().data, { title: 'Oil Previews' }, 'nothing changed');

  // The admin adds the talk to the live sessions, unticks the opening and ticks the quiz instead.
  const updated = await admin.post('updateCourse', {
    slug: 'oil-previews',
    live_session_video_names: ['cc11dd22-talk.oga'],
    preview_entries: ['cc11dd22-check.webm'],
  });
  t.equal(updated.statusCode, 200);
  const syllabus = await syllabusOf('oil-previews');
  t.same(syllabus.live_session, [{ title: 'Talk', duration: 6, preview_url: null, opens: null }], 'the new list entry has its length');
  t.same(syllabus.quiz, [{ title: 'Check', duration: 6, preview_url: '/api/academy/preview/cc11dd22-check.webm', opens: null }]);
  t.equal(syllabus.course[0].preview_url, null);
  t.equal((await get('preview/cc11dd22-opening.webm')).statusCode, 404, 'unticked, it is not found again');
  t.equal((await get('preview/cc11dd22-check.webm', { range: 'bytes=0-99' })).statusCode, 206);

  // A list that drops a preview chapter drops the preview with it.
  t.equal((await admin.post('updateCourse', { slug: 'oil-previews', quiz_video_names: [] })).statusCode, 200);
  t.same((await listsOf('oil-previews')).preview_entries, []);
  t.equal((await get('preview/cc11dd22-check.webm')).statusCode, 404);
});
