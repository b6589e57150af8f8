import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, symlink, unlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { staleWebBuild } from '../../../scripts/stale-web-build.mjs';

const repo = fileURLToPath(new URL('../../../', import.meta.url));

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** A file changed `minutes` ago, so the order of changes is certain. */
async function file(root: string, path: string, text: string, minutes: number) {
  await mkdir(dirname(join(root, path)), { recursive: true });
  await writeFile(join(root, path), text);
  await utimes(join(root, path), minutesAgo(minutes), minutesAgo(minutes));
}

/** The shop's layout with a web client built 10 minutes ago from sources 20 minutes old. */
async function builtShop(t: { teardown(fn: () => unknown): void }) {
  const root = await mkdtemp(join(tmpdir(), 'academy-stale-'));
  t.teardown(() => rm(root, { recursive: true, force: true }));
  await file(root, 'web/src/main.tsx', 'render()', 20);
  await file(root, 'web/index.html', '<div id="root"></div>', 20);
  await file(root, 'shared/src/constants.ts', 'export {}', 20);
  for (const folder of ['web/src', 'shared/src']) await utimes(join(root, folder), minutesAgo(20), minutesAgo(20));
  await file(root, 'web/dist/index.html', '<div id="root"></div>', 10);
  return root;
}

t.test('a web build is stale when missing or when a source, shared/ included, changed after it', async (t) => {
  const root = await builtShop(t);
  t.equal(staleWebBuild(root), null, 'built after its sources: fresh');
  await file(root, 'web/src/main.tsx', 'render(changed)', 1);
  t.equal(staleWebBuild(root), 'web/src/main.tsx changed since the last build');

  const other = await builtShop(t);
  await file(other, 'shared/src/money.ts', 'export {}', 1);
  t.match(staleWebBuild(other), /^shared\/src/, 'a file added to shared/, which the web imports');

  const removed = await builtShop(t);
  await unlink(join(removed, 'shared/src/constants.ts'));
  t.equal(staleWebBuild(removed), 'shared/src changed since the last build', 'a file removed');

  await rm(join(root, 'web/dist'), { recursive: true });
  t.equal(staleWebBuild(root), 'no build yet');
});

t.test('npm start builds the web client when its build is stale, and only then', async (t) => {
  // The start script in a copy of the shop's layout, with a stand-in build and server.
  const root = await builtShop(t);
  await mkdir(join(root, 'scripts'));
  for (const script of ['start.mjs', 'stale-web-build.mjs', 'esm-fast-path.mjs']) await copyFile(join(repo, 'scripts', script), join(root, 'scripts', script));
  await symlink(join(repo, 'node_modules'), join(root, 'node_modules'));
  await writeFile(join(root, 'package.json'), JSON.stringify({ name: 'shop', private: true, workspaces: ['web'] }));
  await file(root, 'web/package.json', JSON.stringify({ name: 'web', scripts: { build: 'node build.mjs' } }), 20);
  await writeFile(
    join(root, 'web/build.mjs'),
    "import { writeFileSync } from 'node:fs'; writeFileSync('dist/index.html', 'built'); console.log(`stand-in build ran for ${process.env.NODE_ENV}`);",
  );
  await file(root, 'bff/src/server.ts', "console.log('stand-in server started');", 20);
  const start = () => {
    // The shop runs in development here; its web client is built for production all the same.
    const run = spawnSync(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'development', npm_config_loglevel: 'silent' },
    });
    t.equal(run.status, 0, run.stderr);
    return run.stdout;
  };

  const fresh = start();
  t.notMatch(fresh, /stand-in build ran/, 'a fresh build is served as it is');
  t.match(fresh, /stand-in server started/);

  await file(root, 'web/src/main.tsx', 'render(pulled)', 0);
  const pulled = start();
  t.match(
    pulled,
    /Building the web client \(web\/src\/main\.tsx changed since the last build\)\.\.\.[\s\S]*stand-in build ran for production[\s\S]*stand-in server started/,
    "a production bundle (React's development one runs every effect twice)",
  );

  t.notMatch(start(), /stand-in build ran/, 'rebuilt once, fresh again');
});
