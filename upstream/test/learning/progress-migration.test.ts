import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { testDatabase } from '../helper.ts';

// Migration 0015 moves saved progress from a chapter's place to the chapter itself. Rows written the
// old way (by position) must land on the chapter that was at that place when it ran.
const MIGRATIONS = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));
const BEFORE = '0015_progress_by_chapter';

const folder = await mkdtemp(join(tmpdir(), 'migrations-'));
t.teardown(() => rm(folder, { recursive: true, force: true }));
await cp(MIGRATIONS, folder, { recursive: true });
const journal = JSON.parse(await readFile(join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };
const cut = journal.entries.findIndex((e) => e.tag === BEFORE);
if (cut < 0) throw new Error(`no migration ${BEFORE}`);
await writeFile(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));

// PGlite in memory, or a database of its own on TEST_DATABASE_URL's server.
const database = await testDatabase();
t.teardown(() => database.drop());
const client = database.url ? new pg.Client({ connectionString: database.url }) : await PGlite.create('memory://');
if (client instanceof pg.Client) await client.connect();
t.teardown(() => (client instanceof pg.Client ? client.end() : client.close()));
const migrate = (migrationsFolder: string) =>
  client instanceof pg.Client ? migratePg(drizzlePg(client), { migrationsFolder }) : migratePglite(drizzlePglite(client), { migrationsFolder });
/** The rows a statement answers, from either client. */
const query = async <Row = unknown>(text: string, params: unknown[] = []) =>
  (client instanceof pg.Client ? (await client.query(text, params)).rows : (await client.query(text, params)).rows) as Row[];
await migrate(folder);

const [user] = await query<{ id: string }>(
  `insert into users (email, password_hash, first_name, last_name) values ('m@example.com', 'x', 'Ada', 'L') returning id`,
);
const [course] = await query<{ id: string }>(
  `insert into courses (slug, title, description, author, category, image, usd_cents, course_videos, live_session_videos, quiz_videos)
   values ('c', 'C', 'd', 'a', 'forex-trading', 'i.svg', 1000, '["a.webm","b.webm","a.webm"]', '["live.webm"]', '[]') returning id`,
);
const old = (position: number, list: string, seconds: number, completed: boolean, at: string) =>
  query(`insert into lesson_progress (user_id, course_id, list, position, seconds, completed, updated_at) values ($1, $2, $3, $4, $5, $6, $7)`, [
    user!.id,
    course!.id,
    list,
    position,
    seconds,
    completed,
    at,
  ]);
// In a subtest: tap ends a file whose top-level assertions are done, even while PostgreSQL still answers.
t.test('rows saved by place move onto the chapter at that place', async (t) => {
  await old(0, 'course', 30, true, '2026-01-01T10:00:00Z'); // a.webm, complete
  await old(1, 'course', 12, false, '2026-01-01T11:00:00Z'); // b.webm, 12 s in
  await old(2, 'course', 4, false, '2026-01-02T09:00:00Z'); // a.webm again: later, not complete
  await old(0, 'live_session', 50, false, '2026-01-01T12:00:00Z'); // live.webm
  await old(3, 'course', 9, true, '2026-01-01T12:00:00Z'); // past the list's end: a removed chapter
  await old(0, 'quiz', 9, true, '2026-01-01T12:00:00Z'); // an empty list

  await migrate(MIGRATIONS);
  const rows = await query<{ list: string; entry: string; seconds: number; completed: boolean }>(
    `select list, entry, seconds, completed from lesson_progress order by list, entry`,
  );
  t.same(
    rows,
    [
      { list: 'course', entry: 'a.webm', seconds: 4, completed: true },
      { list: 'course', entry: 'b.webm', seconds: 12, completed: false },
      { list: 'live_session', entry: 'live.webm', seconds: 50, completed: false },
    ],
    'each row on the chapter at its place; a chapter listed twice keeps one row, complete, at its latest second; rows of no chapter gone',
  );
  const columns = (await query<{ column_name: string }>(`select column_name from information_schema.columns where table_name = 'lesson_progress'`)).map(
    (r) => r.column_name,
  );
  t.notOk(columns.includes('position'), 'no position column left');
});
