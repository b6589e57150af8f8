import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client.ts';
import { robots } from '../../src/catalogue/tables.ts';
import { licences } from '../../src/licences/tables.ts';
import { orders } from '../../src/payments/tables.ts';
import { buildTestUpstream } from '../helper.ts';
import { lastMailTo } from '../outbox.ts';
import { boughtItems } from '../refunds/refund-helper.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
/** `npm run backup -- <file>` / `npm run restore -- <file>` (package.json) with this DATA_DIR. */
const run = (action: 'backup' | 'restore', dataDir: string, file: string) =>
  spawnSync(process.execPath, ['--import=./scripts/esm-fast-path.mjs', 'upstream/src/backup.ts', action, file], {
    cwd: root,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    encoding: 'utf8',
  });

t.test('a backup restored into a fresh DATA_DIR holds the order, the licence, the files and the mail; a running shop is not backed up', async (t) => {
  const up = await buildTestUpstream(t, {}, { onDisk: true });
  const bought = await boughtItems(up, 'backup', { robots: ['crypto-grid-master-ea'] });
  const work = await mkdtemp(join(tmpdir(), 'academy-backup-'));
  t.teardown(() => rm(work, { recursive: true, force: true }));
  const file = join(work, 'shop.tar.gz');

  const refused = run('backup', up.dataDir, file);
  t.equal(refused.status, 1, 'refused while the shop has the database open');
  t.match(refused.stderr, /is open in process \d+: stop that process \(the shop\) first/);
  t.notOk(existsSync(file), 'and nothing written');

  await up.app.close();
  const made = run('backup', up.dataDir, file);
  t.equal(made.status, 0, made.stderr);
  t.match(made.stdout, /"msg":"backed up"/);

  const restoredDir = join(work, 'restored');
  const restored = run('restore', restoredDir, file);
  t.equal(restored.status, 0, restored.stderr);
  const database = await openDatabase({ dataDir: restoredDir });
  t.teardown(() => database.close());
  const [order] = await database.db.select().from(orders).where(eq(orders.id, bought.orderId));
  t.match(order, { status: 'paid' }, 'the paid order');
  const [robot] = await database.db.select().from(robots).where(eq(robots.slug, 'crypto-grid-master-ea'));
  const keys = await database.db.select().from(licences).where(eq(licences.robotId, robot!.id));
  t.equal(keys.length, 1, 'its licence');
  t.ok(existsSync(join(restoredDir, 'robots', robot!.zip)), "the robot's zip");
  t.match((await lastMailTo(restoredDir, bought.email, { subject: /receipt/ })).subject, /receipt/, 'the outbox');

  t.equal(run('restore', restoredDir, file).status, 1, 'never over a DATA_DIR in use');
});
