import { sql } from 'drizzle-orm';
import t from 'tap';
import { API, buildTestUpstream } from '../helper.ts';

// The catalogue's search is PostgreSQL full-text (websearch_to_tsquery on a weighted, GIN-indexed
// tsvector), on PGlite as on PostgreSQL: word forms, words in any order, phrases and exclusions, and a
// best-match order. Set up without a top-level assertion, so tap waits for PostgreSQL.
const up = await buildTestUpstream(t);
const search = async (query: string) =>
  (await up.app.inject({ method: 'GET', url: `${API}/courses?length=100&${query}` })).json<{
    data: { title: string; description: string }[];
    totalRecords: number;
  }>();
const total = async (q: string) => (await search(`q=${encodeURIComponent(q)}`)).totalRecords;

t.test('words match in any form and any order, not only as typed', async (t) => {
  // "position sizing" (Risk Management Blueprint) and "open positions" (Swing Trading Playbook), in four markets.
  t.equal(await total('positions'), 8, 'positions finds position too');
  t.equal(await total('position'), 8);
  t.equal(await total('psychology forex'), 1, 'both words, in any order: Forex Trading Psychology');
  t.equal(await total('PSYCHOLOGY'), 4, 'case does not matter');
});

t.test('a web search: "quoted phrases", or, and -excluded words', async (t) => {
  t.equal(await total('"trading psychology"'), 4);
  t.equal(await total('psychology -crypto'), 3, 'the crypto one left out');
  t.equal(await total('psychology or scalping'), 8);
  for (const q of ['%', '-', '"', 'the and of', '\\']) t.equal(await total(q), 0, `${JSON.stringify(q)}: nothing to match, nothing found`);
});

t.test('best match puts items with the words in their title before those with them in the text', async (t) => {
  const { data, totalRecords } = await search('q=trading&sort=relevance');
  t.equal(totalRecords, 56, 'every course mentions trades');
  const inTitle = data.map((c) => /trading/i.test(c.title));
  const firstNot = inTitle.indexOf(false);
  t.ok(firstNot > 0, 'some titles have it');
  t.notOk(inTitle.slice(firstNot).includes(true), 'and they all come first');
  const newest = (await search('q=trading&sort=newest')).data.map((c) => c.title);
  t.not(newest.join(), data.map((c) => c.title).join(), 'an order of its own, not the newest');
});

t.test('the match reads the GIN index', async (t) => {
  const plan = await up.app.database.db.transaction(async (tx) => {
    // A tiny table is scanned whole whatever the indexes; what matters is that the index can answer.
    await tx.execute(sql`set local enable_seqscan = off`);
    return JSON.stringify(await tx.execute(sql`explain select slug from courses where search @@ websearch_to_tsquery('english', 'psychology')`));
  });
  t.match(plan, /courses_search_idx/);
});
