import { readdirSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import t from 'tap';
import { startFlags } from '../../../scripts/shop-process.mjs';

// The image ships what runs and nothing else, starts without build tools and as a user who can
// write only /data. Read from the Dockerfile and .dockerignore (no Docker engine needed).
const repo = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, repo), 'utf8');

/** .dockerignore's rule (Docker's patternmatcher): the last pattern matching the path or a folder above it decides. */
function dockerignore(text: string) {
  const rules = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const exclusion = line.startsWith('!');
      const pattern = posix.normalize(line.replace(/^!/, '')).replace(/^\/+|\/+$/g, '');
      const source = pattern
        .split(/(\*\*\/|\*\*|\*|\?)/)
        .map((part) =>
          part === '**/' ? '(?:.*/)?' : part === '**' ? '.*' : part === '*' ? '[^/]*' : part === '?' ? '[^/]' : part.replace(/[.+^${}()|[\]\\]/g, '\\$&'),
        )
        .join('');
      return { exclusion, regex: new RegExp(`^${source}$`) };
    });
  return (path: string) => {
    const parents = path.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/'));
    let ignored = false;
    for (const rule of rules) if (parents.some((p) => rule.regex.test(p))) ignored = !rule.exclusion;
    return ignored;
  };
}

/** Every file under the repository, installed packages aside. */
function files(dir = ''): string[] {
  return readdirSync(new URL(dir || '.', repo), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.name === 'node_modules' || path === '.git') return [];
    return entry.isDirectory() ? files(path) : [path];
  });
}

const ignored = dockerignore(read('.dockerignore'));
const all = files();

t.test('.dockerignore keeps tests, browser suites, benchmarks, CI, docs, data and secrets out of the build', async (t) => {
  const stayOut = [/^[^/]+\/test\//, /\.test\.tsx?$/, /^web\/e2e\//, /^bench\//, /^scripts\/bench\//, /^\.ci\//, /^\.tap\//, /^docs\//, /^data\//, /^deploy\//];
  const found = (re: RegExp) => all.filter((path) => re.test(path));
  for (const re of [/^bff\/test\//, /^upstream\/test\//, /^web\/e2e\//, /^web\/src\/.*\.test\.tsx?$/, /^bench\//, /^\.ci\//])
    t.ok(found(re).length > 0, `there are ${re} files to keep out`);
  t.same(
    all.filter((path) => stayOut.some((re) => re.test(path)) && !ignored(path)),
    [],
    'none of them is sent',
  );
  for (const path of ['.git/HEAD', '.env', 'deploy/.env', '.env.production', 'data/pgdata/PG_VERSION', 'bff/node_modules/x/index.js', 'web/dist/index.html'])
    t.ok(ignored(path), `${path} stays out`);
});

t.test('what the build needs is sent', async (t) => {
  const needed = [
    /^package(-lock)?\.json$/,
    /^tsconfig\.json$/,
    /^[^/]+\/package\.json$/,
    /^(shared|upstream|bff|web)\/src\//,
    /^upstream\/seed\//,
    /^web\/(public\/|index\.html$|vite\.config\.ts$|tsconfig\.json$)/,
    /^scripts\/esm-fast-path\.mjs$/,
  ];
  const sent = all.filter((path) => needed.some((re) => re.test(path)) && !/\.test\.tsx?$/.test(path));
  t.ok(
    sent.some((path) => path.startsWith('upstream/src/db/migrations/')),
    'the migrations are among them',
  );
  t.same(
    sent.filter((path) => ignored(path)),
    [],
    'none of them is ignored',
  );
});

const stages = read('Dockerfile')
  .replace(/\\\n/g, ' ')
  .split(/^(?=FROM )/m)
  .slice(1);
const final = stages.at(-1)!;
const runtime = stages.find((stage) => / AS runtime\b/.test(stage))!;
const instruction = (stage: string, name: string) => [...stage.matchAll(new RegExp(`^${name} (.*)$`, 'gm'))].map((m) => m[1]!);

t.test('the image starts the server itself, as PID 1, without the build check that needs Vite', async (t) => {
  const cmd = JSON.parse(instruction(final, 'CMD')[0]!) as string[];
  t.equal(cmd[0], 'node', 'exec form, node first: node is PID 1 and gets SIGTERM');
  t.same(instruction(final, 'ENTRYPOINT'), [], 'no shell or npm in between');
  // scripts/start.mjs imports the resolve hook, then the server: the CMD runs the same two.
  const start = read('scripts/start.mjs');
  const server = start.match(/await import\(`\$\{root\}\/(.+?)`\)/)![1]!;
  const hook = posix.join('scripts', start.match(/^import '(\.\/[^']+)';$/m)![1]!);
  // With npm start's Node flags (bff/test/ops/start-flags.test.ts keeps them the same).
  t.same(cmd, ['node', ...startFlags, `--import=./${hook}`, server]);
  t.notMatch(cmd.join(' '), /start\.mjs|npm/);
  const copied = instruction(runtime, 'COPY')
    .filter((args) => args.startsWith('--from=build '))
    .map((args) => args.split(/\s+/)[1]!.replace(/^\/app\//, ''));
  const upstreamStart = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts['start:upstream']!.split(' ').at(-1)!;
  for (const file of [hook, server, upstreamStart])
    t.ok(
      copied.some((path) => file === path || file.startsWith(`${path}/`)),
      `${file} is in the image`,
    );
  t.notOk(
    copied.some((path) => path === 'scripts' || path.endsWith('start.mjs')),
    'scripts/start.mjs is not',
  );
  t.match(instruction(runtime, 'RUN').join('\n'), /npm ci --omit=dev/, 'production packages only: no Vite');
});

t.test('the runtime user reads the app and writes only /data', async (t) => {
  t.same(instruction(final, 'USER'), ['node']);
  const copies = instruction(final, 'COPY');
  t.ok(copies.length > 0);
  t.same(
    copies.filter((args) => args.includes('--chown')),
    [],
    'the app is copied as root',
  );
  t.same(instruction(final, 'RUN'), ['mkdir -p /data && chown node:node /data'], 'only /data is given to node');
  t.match(instruction(runtime, 'RUN').join('\n'), /chmod -R go-w \/app/, 'nothing in /app is writable by others');
  t.match(instruction(final, 'HEALTHCHECK')[0], "/readyz'", 'the health check asks readiness');
});
