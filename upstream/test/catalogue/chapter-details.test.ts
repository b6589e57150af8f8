import t from 'tap';
import { eq } from 'drizzle-orm';
import { auditEntries } from '../../src/audit/tables.ts';
import { courses } from '../../src/catalogue/tables.ts';
import { sendChunk } from '../admin/upload-chunks.ts';
import { API, adminToken, buildTestUpstream, grantItems, registeredCustomer } from '../helper.ts';

// A chapter's own title, description, captions and resources (docs/decisions/095-chapters-with-substance.md):
// the admin uploads the files and writes the rest; the course page names the chapter, its buyers get
// all of it and may fetch its files, nobody else may, and bad input changes nothing.
const up = await buildTestUpstream(t);
const { db } = up.app.database;
const COURSE = 'forex-foundations';
const admin = await adminToken(up);
const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  up.app.inject({ method, url: `${API}/${url}`, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
/** A chapter file as the admin's form uploads it; answers its stored name. */
async function uploaded(filename: string, text: string) {
  const res = await sendChunk(up, admin, { chunkNumber: 0, totalChunks: 1, filename, upload_type: 'chapter_file' }, Buffer.from(text));
  return res.json().fileName as string;
}
const VTT = 'WEBVTT\n\n00:00.000 --> 00:05.000\nWelcome to the first lesson\n';
const buyer = await registeredCustomer(up, 'chapters-buyer');
await grantItems(up, buyer.email, [{ type: 'course', slug: COURSE }]);
const stranger = await registeredCustomer(up, 'chapters-stranger');
const detail = async (token?: string) => (await call('GET', `singleCourse?slug=${COURSE}`, token)).json().data;

t.test('the admin writes a chapter; buyers get it and its files, the course page its title, others nothing', async (t) => {
  const captions = await uploaded('lesson-1.en.vtt', VTT);
  const sheet = await uploaded('Risk sheet.csv', 'pair,risk\nEURUSD,1%\n');
  t.match(captions, /^[0-9a-f]{8}-lesson-1.en.vtt$/);
  const saved = await call('POST', `admin/courses/${COURSE}/chapters`, admin, {
    list: 'course',
    position: 0,
    title: 'Reading a currency pair',
    description: 'Base and quote.\n<b>Not bold</b>',
    captions,
    resources: [{ file: sheet, name: 'Risk sheet.csv' }],
  });
  t.equal(saved.statusCode, 200, saved.body);
  t.match(saved.json().data.course[0], { title: 'Reading a currency pair', file_title: 'Lesson 1', captions, resources: [{ file: sheet }] });

  const [first, second] = (await detail(buyer.token)).course_videos;
  t.same(first, {
    title: 'Reading a currency pair',
    url: first.url,
    locked: null,
    description: 'Base and quote.\n<b>Not bold</b>',
    captions: `${API}/media/${captions}`,
    resources: [{ name: 'Risk sheet.csv', url: `${API}/media/${sheet}` }],
  });
  t.match(second, { title: 'Lesson 2', description: '', captions: null, resources: [] }, 'a chapter without details is named by its file');
  t.equal((await detail()).syllabus.course[0].title, 'Reading a currency pair', "the course page's syllabus");
  const funnel = (await call('GET', `admin/learning/courses/${COURSE}`, admin)).json().data.chapters as { title: string }[];
  t.equal(funnel[0]!.title, 'Reading a currency pair', "the admin's learning screen");

  const vtt = await call('GET', `media/${captions}`, buyer.token);
  t.equal(vtt.statusCode, 200);
  t.match(vtt.headers['content-type'], /^text\/vtt/);
  t.equal(vtt.body, VTT);
  t.equal((await call('GET', `media/${sheet}`, buyer.token)).body, 'pair,risk\nEURUSD,1%\n');
  t.equal((await call('GET', `media/${sheet}`, stranger.token)).statusCode, 403, 'not for a stranger');
  t.equal((await call('GET', `media/${sheet}`)).statusCode, 401);
  const [entry] = await db.select().from(auditEntries).where(eq(auditEntries.action, 'course.chapter'));
  t.match(entry, { targetType: 'course', targetLabel: 'Forex Foundations', after: { 'course 1': { title: 'Reading a currency pair' } } });
});

t.test('bad input is refused and changes nothing', async (t) => {
  const [before] = await db.select({ d: courses.chapterDetails, f: courses.chapterFiles }).from(courses).where(eq(courses.slug, COURSE));
  const captions = await uploaded('subs.vtt', VTT);
  const base = { list: 'course', position: 1, title: '', description: '', captions: null, resources: [] };
  const refused = [
    [{ ...base, position: 9 }, 'No such chapter in this course'],
    [{ ...base, captions: 'ffffffff-never-uploaded.vtt' }, 'The captions file ffffffff-never-uploaded.vtt was not uploaded'],
    [{ ...base, captions: before!.f[1] }, `${before!.f[1]} is not a captions file (.vtt)`],
    [
      { ...base, resources: [{ file: captions, name: 'Subs' }] },
      `${captions} is not a resource file (.pdf, .csv, .xlsx, .xls, .ods, .docx, .txt, .set, .mq4, .mq5, .ex4, .ex5, .zip)`,
    ],
    [{ ...base, title: 'x'.repeat(151) }, 'The title is at most 150 characters'],
    [{ ...base, resources: [{ file: '../secret', name: 'x' }] }, 'Invalid file name'],
  ] as const;
  for (const [payload, message] of refused) {
    const res = await call('POST', `admin/courses/${COURSE}/chapters`, admin, payload);
    t.equal(res.statusCode, 422, message);
    t.match(res.json().message, message);
  }
  t.equal((await call('POST', `admin/courses/${COURSE}/chapters`, buyer.token, base)).statusCode, 401, 'a customer');
  const [after] = await db.select({ d: courses.chapterDetails, f: courses.chapterFiles }).from(courses).where(eq(courses.slug, COURSE));
  t.same(after, before, 'nothing written');
  const sent = await sendChunk(up, admin, { chunkNumber: 0, totalChunks: 1, filename: 'tool.exe', upload_type: 'chapter_file' }, Buffer.from('MZ'));
  t.equal(sent.statusCode, 422, 'a program is no chapter file');
});
