import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import t from 'tap';
import { eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { fillMissingRobotContents } from '../../src/catalogue/robot-zip-contents.ts';
import { robots } from '../../src/catalogue/tables.ts';
import { adminToken, API, buildTestUpstream } from '../helper.ts';

const up = await buildTestUpstream(t);
const token = await adminToken(up);
const createRobot = (title: string, zip: string) =>
  up.app.inject({
    method: 'POST',
    url: `${API}/admin/robots/create`,
    headers: { authorization: `Bearer ${token}` },
    payload: {
      title,
      price: 1000,
      usd: 99,
      description: 'Trades gold.',
      category: 'robots',
      type: 'commodities-robot',
      image_name: 'cd34ef56-cover.png',
      zip_file_name: zip,
    },
  });
const contentsOf = async (slug: string) => (await up.app.inject({ method: 'GET', url: `${API}/singleRobot?slug=${slug}` })).json().data.contents;

t.test('a seeded robot lists the files in its zip, its platforms and the version its source declares', async (t) => {
  t.same(await contentsOf('forex-trend-rider-ea'), {
    files: ['README.txt', 'TrendRiderEA.set', 'TrendRiderEA.mq4', 'TrendRiderEA.mq5'],
    platforms: ['MetaTrader 4', 'MetaTrader 5'],
    version: '1.00',
  });
  t.equal((await contentsOf('crypto-grid-master-ea')).version, '1.07', 'each robot its own version');
});

t.test('an uploaded robot lists what its own zip holds, read when it is created', async (t) => {
  await writeFile(join(up.dataDir, 'files', 'cd34ef56-cover.png'), randomBytes(100));
  const source = strToU8('//| Gold EA\n#property copyright "Gold Desk"\n#property version   "2.31"\nvoid OnTick() {}\n');
  await writeFile(
    join(up.dataDir, 'robots', 'cd34ef56-gold.zip'),
    zipSync({ 'GoldEA/GoldEA.ex5': randomBytes(300), 'GoldEA/GoldEA.mq5': source, 'GoldEA/': new Uint8Array(0) }),
  );
  t.equal((await createRobot('Gold Desk EA', 'cd34ef56-gold.zip')).statusCode, 201);
  t.same(await contentsOf('gold-desk-ea'), { files: ['GoldEA/GoldEA.ex5', 'GoldEA/GoldEA.mq5'], platforms: ['MetaTrader 5'], version: '2.31' });

  await writeFile(join(up.dataDir, 'robots', 'cd34ef56-guide.zip'), zipSync({ 'guide.pdf': randomBytes(50) }));
  t.equal((await createRobot('Guide Only EA', 'cd34ef56-guide.zip')).statusCode, 201);
  t.same(await contentsOf('guide-only-ea'), { files: ['guide.pdf'], platforms: [], version: null }, 'nothing claimed that is not there');
});

t.test('a file that is not a zip is kept, with no contents claimed', async (t) => {
  await writeFile(join(up.dataDir, 'robots', 'cd34ef56-junk.zip'), randomBytes(500));
  t.equal((await createRobot('Junk EA', 'cd34ef56-junk.zip')).statusCode, 201);
  t.equal(await contentsOf('junk-ea'), null);
});

t.test('a robot stored before contents were read gets them at the next start', async (t) => {
  // What a start finds in the database, before it serves (and caches) any read.
  const stored = async (slug: string) => (await up.app.catalogue.findRobot(slug))?.zipContents;
  await up.app.database.db.update(robots).set({ zipContents: null }).where(eq(robots.slug, 'forex-trend-rider-ea'));
  t.equal(await stored('forex-trend-rider-ea'), null);
  t.equal(await fillMissingRobotContents(up.app.database.db, up.app.storage.store), 1, 'only that one (the junk zip stays unread)');
  t.match(await stored('forex-trend-rider-ea'), { platforms: ['MetaTrader 4', 'MetaTrader 5'], version: '1.00' });
});
