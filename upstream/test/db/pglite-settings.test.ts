import { sql } from 'drizzle-orm';
import t from 'tap';
import { openDatabase } from '../../src/db/client.ts';

// PGlite's shared_buffers is resident in the shop's own process from the start (upstream/src/db/client.ts):
// kept small, with PGlite's own start parameters (search_path among them) still in force.
t.test('PGlite starts with 16 MB of shared_buffers and its own defaults', async (t) => {
  const database = await openDatabase({ dataDir: 'memory://' });
  t.teardown(() => database.close());
  const show = async (setting: string) => {
    const result: unknown = await database.db.execute(sql.raw(`show ${setting}`));
    return (result as { rows: Record<string, string>[] }).rows[0]![setting];
  };
  t.equal(await show('shared_buffers'), '16MB');
  t.equal(await show('search_path'), 'public');
});
