import t from 'tap';
import { API, adminToken, buildTestUpstream, grantItems, registeredCustomer } from '../helper.ts';
import { courseClip } from '../../src/seed/demo-catalogue.ts';

/** Forex Foundations' own copy of a demo clip, as the seed stores it. */
const ffClip = (clip: string) => courseClip('forex-foundations', clip);

// Lessons given as file or stream links come from this host only (MEDIA_HOSTS).
const up = await buildTestUpstream(t, { MEDIA_HOSTS: 'https://media.example.com' });
const admin = await adminToken(up);
const links = {
  audio: 'https://media.example.com/talk.mp3',
  hls: 'https://media.example.com/live/lesson.m3u8',
  vimeo: 'https://vimeo.com/640499893',
  youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
};
const updateCourse = (payload: object) =>
  up.app.inject({
    method: 'POST',
    url: `${API}/admin/updateCourse`,
    payload: { slug: 'forex-foundations', ...payload },
    headers: { authorization: `Bearer ${admin}` },
  });
// Seven chapters: an upload, audio and HLS; a live session upload and one on Vimeo; a YouTube quiz.
const lists = {
  course_video_names: [ffClip('lesson-1.webm'), links.audio, links.hls],
  live_session_video_names: [ffClip('live-session-1.webm'), links.vimeo],
  quiz_video_names: [links.youtube],
};
// Registered before the admin's updates, whose background work would hold the verification mail back.
const learner = await registeredCustomer(up, 'progress');
const other = await registeredCustomer(up, 'nosy');
const reorderer = await registeredCustomer(up, 'reorder');
// Set up without an assertion: a top-level one lets tap end the file while the setup still awaits PostgreSQL.
const updated = await updateCourse(lists);
if (updated.statusCode !== 200) throw new Error(`the course update failed: ${updated.body}`);
await grantItems(up, learner.email, [
  { type: 'course', slug: 'forex-foundations' },
  { type: 'course', slug: 'crypto-foundations' },
]);
await grantItems(up, reorderer.email, [{ type: 'course', slug: 'forex-foundations' }]);
const auth = { authorization: `Bearer ${learner.token}` };
const post = (url: string, payload: object) =>
  up.app.inject({ method: 'POST', url: `${API}/${url}`, payload: { slug: 'forex-foundations', ...payload }, headers: auth });
const watch = (list: string, position: number, seconds: number, duration?: number, completed?: boolean) =>
  post('progress', { list, position, seconds, duration, completed });
const mark = (list: string, position: number, completed: boolean) => post('progress/complete', { list, position, completed });
const details = async () => (await up.app.inject({ method: 'GET', url: `${API}/user/details?email=${learner.email}`, headers: auth })).json().data;
const course = async (slug = 'forex-foundations') => (await details()).courses.find((c: { slug: string }) => c.slug === slug);

t.test('a course nobody started: 0 % of all chapters of the three lists, Continue at the first chapter', async (t) => {
  t.match(await course(), { progress: { completed: 0, total: 6, percent: 0 }, continue: { list: 'course', position: 0, seconds: 0 } });
  t.equal((await details()).recent_course, null, 'nothing watched yet');
  // Your Courses draws the cover as the catalogue does: the phone's card fetches a small variant.
  const listed = (await up.app.inject({ method: 'GET', url: `${API}/singleCourse?slug=forex-foundations` })).json().data;
  t.ok(listed.image_sources, 'the seeded cover has variants');
  t.same((await course()).image_sources, listed.image_sources, "the owned course carries the catalogue's cover variants");
});

t.test('the server completes a chapter at 90 % of its length or at its end, for files, audio, HLS and linked videos', async (t) => {
  await watch('course', 0, 89, 100);
  t.match(await course(), { progress: { completed: 0 }, continue: { list: 'course', position: 0, seconds: 89 } }, '89 % is not complete');
  await watch('course', 0, 90, 100);
  t.match(await course(), { progress: { completed: 1, total: 6, percent: 16 }, continue: { list: 'course', position: 1, seconds: 0 } }, '90 % is');
  await watch('course', 0, 3, 100);
  t.match(await course(), { progress: { completed: 1 } }, 'watching it again from the start keeps it complete');
  await watch('course', 1, 595, 600); // audio
  await watch('course', 2, 12, undefined, true); // HLS reaching its end (a stream may not know its length)
  await watch('live_session', 1, 1800, 1800); // Vimeo
  await watch('quiz', 0, 40, 600); // YouTube, barely started
  t.match(await course(), {
    progress: { completed: 4, total: 6, percent: 66 },
    continue: { list: 'live_session', position: 0, seconds: 0 },
  });
  t.equal((await watch('quiz', 0, 600, 0)).statusCode, 200);
  t.match(await course(), { progress: { completed: 4 } }, 'an unknown length (0) completes nothing');
});

t.test('Continue opens the first unfinished chapter in list order at its saved second', async (t) => {
  await watch('live_session', 0, 42, 600);
  t.match(await course(), { continue: { list: 'live_session', position: 0, seconds: 42 } });
  t.equal((await details()).recent_course, 'forex-foundations');
});

t.test('a learner marks a chapter complete by hand and undoes it; undo reopens it where it was left', async (t) => {
  t.same((await mark('live_session', 0, true)).json(), { code: 200, message: 'Chapter marked complete' });
  t.match(await course(), { progress: { completed: 5, percent: 83 }, continue: { list: 'quiz', position: 0, seconds: 600 } });
  t.same((await mark('live_session', 0, false)).json(), { code: 200, message: 'Chapter marked unfinished' });
  t.match(await course(), { progress: { completed: 4 }, continue: { list: 'live_session', position: 0, seconds: 42 } });
  await mark('course', 0, false);
  t.match(await course(), { progress: { completed: 3 }, continue: { list: 'course', position: 0, seconds: 3 } }, 'undo beats the 90 % it had reached');
  await watch('course', 0, 10, 100);
  t.match(await course(), { progress: { completed: 3 } }, 'and stays undone until watched to 90 % again');
  t.equal((await mark('quiz', 1, true)).statusCode, 422, 'no such chapter');
  t.equal((await post('progress/complete', { list: 'quiz', position: 0 })).statusCode, 422, 'completed is required');
  const refused = await up.app.inject({
    method: 'POST',
    url: `${API}/progress/complete`,
    payload: { slug: 'forex-foundations', list: 'course', position: 0, completed: true },
    headers: { authorization: `Bearer ${other.token}` },
  });
  t.equal(refused.statusCode, 403);
});

t.test('with everything complete Continue opens the first chapter; the most recent course follows the latest progress', async (t) => {
  for (const [list, n] of [
    ['course', 3],
    ['live_session', 2],
    ['quiz', 1],
  ] as const)
    for (let i = 0; i < n; i++) await mark(list, i, true);
  t.match(await course(), { progress: { completed: 6, total: 6, percent: 100 }, continue: { list: 'course', position: 0, seconds: 0 } });
  await post('progress', { slug: 'crypto-foundations', list: 'course', position: 1, seconds: 7, duration: 100 });
  t.equal((await details()).recent_course, 'crypto-foundations');
  t.match(await course('crypto-foundations'), { progress: { completed: 0 }, continue: { list: 'course', position: 0, seconds: 0 } });
});

t.test("chapters an admin removed no longer count, nor do positions past a list's end", async (t) => {
  await updateCourse({ ...lists, live_session_video_names: [ffClip('live-session-1.webm')], quiz_video_names: [] });
  t.match(await course(), { progress: { completed: 4, total: 4, percent: 100 } });
  await updateCourse({ course_video_names: [ffClip('lesson-1.webm')], quiz_video_names: [links.youtube, links.vimeo] });
  t.match(
    await course(),
    { progress: { completed: 3, total: 4, percent: 75 }, continue: { list: 'quiz', position: 1, seconds: 0 } },
    'a chapter added later is unfinished',
  );
});

t.test('progress belongs to the chapter, not its place: an admin who reorders, removes or repeats chapters moves it with them', async (t) => {
  const as = { authorization: `Bearer ${reorderer.token}` };
  const send = (url: string, payload: object) =>
    up.app.inject({ method: 'POST', url: `${API}/${url}`, payload: { slug: 'forex-foundations', ...payload }, headers: as });
  const saved = async () =>
    (
      (await up.app.inject({ method: 'GET', url: `${API}/progress?slug=forex-foundations`, headers: as })).json().data as {
        list: string;
        position: number;
        seconds: number;
        completed: boolean;
      }[]
    )
      .map(({ list, position, seconds, completed }) => ({ list, position, seconds, completed }))
      .sort((a, b) => a.list.localeCompare(b.list) || a.position - b.position);
  const mine = async () =>
    ((await up.app.inject({ method: 'GET', url: `${API}/user/details?email=${reorderer.email}`, headers: as })).json().data.courses as { slug: string }[]).find(
      (c) => c.slug === 'forex-foundations',
    );
  t.equal((await updateCourse({ ...lists, quiz_video_names: [] })).statusCode, 200);
  t.equal((await send('progress/complete', { list: 'course', position: 1, completed: true })).statusCode, 200, 'the audio lesson, marked complete');
  t.equal((await send('progress', { list: 'course', position: 2, seconds: 40, duration: 600 })).statusCode, 200, 'the HLS lesson, 40 s in');

  t.equal((await updateCourse({ course_video_names: [links.hls, ffClip('lesson-1.webm'), links.audio] })).statusCode, 200);
  t.same(
    await saved(),
    [
      { list: 'course', position: 0, seconds: 40, completed: false },
      { list: 'course', position: 2, seconds: 0, completed: true },
    ],
    'reordered: the HLS lesson is first with its 40 s, the audio lesson last and still complete',
  );
  t.match(await mine(), { progress: { completed: 1, total: 5 }, continue: { list: 'course', position: 0, seconds: 40 } });

  t.equal((await updateCourse({ course_video_names: [links.hls, links.audio] })).statusCode, 200);
  t.same(
    (await saved()).map((s) => [s.position, s.completed]),
    [
      [0, false],
      [1, true],
    ],
    'the lesson between them removed: nothing slides onto the wrong chapter',
  );

  t.equal((await updateCourse({ course_video_names: [links.audio, links.hls, links.audio] })).statusCode, 200);
  t.match(await mine(), { progress: { completed: 2, total: 5 } }, 'a chapter listed twice is complete in both places');
  t.equal((await send('progress/complete', { list: 'course', position: 2, completed: false })).statusCode, 200);
  t.match(await mine(), { progress: { completed: 0, total: 5 }, continue: { list: 'course', position: 0 } }, 'and unfinished in both');
});
