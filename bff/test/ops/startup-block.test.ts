import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { startShopProcess } from '../../../scripts/shop-process.mjs';
import { until } from '../../../shared/test/until.ts';

const ADMIN_EMAIL = 'first@academy.test';
const RULE = /^\+-+\+$/;

/** Starts the shop on `dataDir` as `npm start` does (no PUBLIC_URL, no ADMIN_PASSWORD) and splits its output around the block. */
async function start(dataDir: string) {
  const shop = await startShopProcess({
    script: 'bff/src/server.ts',
    env: { DATA_DIR: dataDir, ADMIN_EMAIL, ADMIN_PASSWORD: '', PUBLIC_URL: '', LOG_LEVEL: 'info', NODE_ENV: 'development' },
  });
  const lines = () => shop.output().split('\n');
  await until('the framed block', () => lines().filter((l) => RULE.test(l)).length >= 2, { within: 10_000 }).catch(async () => {
    await shop.stop();
    throw new Error(`no framed block in the output:\n${shop.output()}`);
  });
  const all = lines();
  const top = all.findIndex((l) => RULE.test(l));
  const bottom = all.findIndex((l, i) => i > top && RULE.test(l));
  await shop.stop();
  return { port: shop.port, url: shop.url, before: all.slice(0, top), block: all.slice(top, bottom + 1).join('\n'), after: all.slice(bottom + 1), shop };
}

const startUpLine = (l: string) => l.trim() !== '' && !l.includes('"reqId"');

t.test('the first start ends with one framed block: where the shop is, the admin and the generated password', async (t) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'academy-startup-'));
  t.teardown(() => rm(dataDir, { recursive: true, force: true }));

  const first = await start(dataDir);
  t.match(first.before.filter(startUpLine).at(-1), `Server listening at http://127.0.0.1:${first.port}`, 'the start-up logs come first');
  t.same(first.after.filter(startUpLine), [], 'nothing but request logs after the block');
  t.ok(
    first.block.split('\n').every((l) => /^[|+]/.test(l)),
    'every line of the block is framed',
  );
  t.match(first.block, `http://localhost:${first.port}`);
  t.match(first.block, `http://127.0.0.1:${first.port}`);
  t.match(first.block, ADMIN_EMAIL);
  const password = /Password {5}(\S+)/.exec(first.block)?.[1];
  t.ok(password && password.length >= 16, 'a generated password');
  t.equal(first.shop.output().split(password!).length - 1, 1, 'the password is printed once, in the block');

  // A port of its own: reusing the first one raced other test files handed that freed port.
  const again = await startShopProcess({
    script: 'bff/src/server.ts',
    env: { DATA_DIR: dataDir, ADMIN_EMAIL, ADMIN_PASSWORD: '', PUBLIC_URL: '', LOG_LEVEL: 'warn', NODE_ENV: 'development' },
  });
  const login = await fetch(`${again.url}/api/academy/admin/login`, {
    method: 'POST',
    headers: { 'x-csrf': '1', 'content-type': 'application/json', origin: again.url },
    body: JSON.stringify({ email: ADMIN_EMAIL, password }),
  }).finally(() => again.stop());
  t.equal(login.status, 200, 'the printed password signs the super-admin in');

  const later = await start(dataDir);
  t.match(later.block, ADMIN_EMAIL);
  t.notMatch(later.shop.output(), password!, 'a later start never shows the password');
  t.match(later.block, /Admin > Profile/, 'and says where to change it');
  t.same(later.after.filter(startUpLine), []);
});
