import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { parse } from 'yaml';
import { upstreamEnv, loadUpstreamConfig } from '../../../upstream/src/config.ts';
import { bffEnv, loadBffConfig } from '../../src/config.ts';

// compose.yaml (the scaled topology) is read as Docker Compose reads it: by `docker compose config`
// when the plugin is installed, else by docker-compose v1, else parsed and interpolated here. Then
// every setting is checked against the config modules and the wiring against the services.
const repo = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, repo), 'utf8');
const composeFile = new URL('compose.yaml', repo).pathname;

/** Values for deploy/.env.example's required variables, valid for the config modules' rules. */
const DUMMY: Record<string, string> = {
  SHOP_DOMAIN: 'shop.example.com',
  MEDIA_DOMAIN: 'media.example.com',
  ACME_EMAIL: 'ops@example.com',
  POSTGRES_PASSWORD: 'p'.repeat(32),
  REDIS_PASSWORD: 'r'.repeat(32),
  MINIO_ROOT_USER: 'minio-root',
  MINIO_ROOT_PASSWORD: 'm'.repeat(32),
  S3_ACCESS_KEY: 'academy-shop',
  S3_SECRET_KEY: 'k'.repeat(32),
  SESSION_SECRET: 's'.repeat(48),
  JWT_SECRET: 'j'.repeat(48),
  LICENCE_SIGNING_KEY: '-----BEGIN PRIVATE KEY-----\\nMC4CAQAwBQYDK2VwBCIEIA\\n-----END PRIVATE KEY-----\\n',
  NOWPAYMENTS_API_KEY: 'api-key',
  NOWPAYMENTS_IPN_SECRET: 'ipn-secret',
  SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
  MAIL_FROM: 'Academy <hi@example.com>',
  ADMIN_EMAIL: 'admin@example.com',
};

/** Compose's interpolation: ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?error}, ${VAR?error}, $VAR and $$. */
function interpolate(text: string, env: Record<string, string | undefined>): string {
  return text.replace(/\$\$|\$\{(\w+)(?:(:?)([-?])([^}]*))?\}|\$(\w+)/g, (whole, name?: string, colon?: string, op?: string, arg?: string, bare?: string) => {
    if (whole === '$$') return '$';
    const value = env[(name ?? bare)!];
    const missing = value === undefined || (colon === ':' && value === '');
    if (op === '?' && missing) throw new Error(`${name}: ${arg}`);
    return op === '-' && missing ? arg! : (value ?? '');
  });
}
function interpolateAll(value: unknown, env: Record<string, string | undefined>): unknown {
  if (typeof value === 'string') return interpolate(value, env);
  if (Array.isArray(value)) return value.map((v) => interpolateAll(v, env));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolateAll(v, env)]));
  return value;
}

interface Service {
  image?: string;
  build?: unknown;
  command?: string[] | null;
  restart?: string;
  environment: Record<string, string>;
  depends_on: Record<string, { condition: string }>;
  healthcheck?: { test?: string[]; disable?: boolean };
  networks?: Record<string, { aliases?: string[] } | null>;
  volumes?: (string | { source?: string; target?: string })[];
}

function load(): { how: string; services: Record<string, Service> } {
  const env = { ...process.env, ...DUMMY };
  // An empty env file, so a developer's .env (npm start's) plays no part.
  const envFile = join(t.testdir(), 'empty.env');
  writeFileSync(envFile, '');
  const run = (cmd: string, args: string[]) => spawnSync(cmd, args, { env, encoding: 'utf8', timeout: 30_000 });
  let how: string;
  let raw: { services: Record<string, Record<string, unknown>> };
  if (run('docker', ['compose', 'version']).status === 0) {
    const out = run('docker', ['compose', '-f', composeFile, '--env-file', envFile, 'config', '--format', 'json']);
    if (out.status !== 0) throw new Error(`docker compose config: ${out.stderr}`);
    [how, raw] = ['docker compose config', JSON.parse(out.stdout)];
  } else if (run('docker-compose', ['version']).status === 0) {
    const out = run('docker-compose', ['-f', composeFile, '--env-file', envFile, 'config']);
    if (out.status !== 0) throw new Error(`docker-compose config: ${out.stderr}`);
    [how, raw] = ['docker-compose config (v1)', parse(out.stdout)];
  } else {
    [how, raw] = ['the YAML, parsed and interpolated here', interpolateAll(parse(read('compose.yaml'), { merge: true }), env) as typeof raw];
  }
  const services = Object.fromEntries(
    Object.entries(raw.services).map(([name, s]) => {
      const environment = Array.isArray(s.environment)
        ? Object.fromEntries((s.environment as string[]).map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]))
        : Object.fromEntries(Object.entries((s.environment ?? {}) as Record<string, string | number | boolean | null>).map(([k, v]) => [k, String(v ?? '')]));
      const depends = Array.isArray(s.depends_on)
        ? Object.fromEntries((s.depends_on as string[]).map((d) => [d, { condition: 'service_started' }]))
        : ((s.depends_on ?? {}) as Record<string, { condition: string }>);
      return [name, { ...s, environment, depends_on: depends }];
    }),
  );
  return { how, services };
}

const { how, services } = load();
t.comment(`compose.yaml as read by ${how}`);

// The script execs node (so SIGTERM reaches it); the container runs the same command as PID 1.
const START_UPSTREAM = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts['start:upstream']!.replace(/^exec /, '').split(' ');
const MIGRATE = ['node', '--import=./scripts/esm-fast-path.mjs', 'upstream/src/migrate.ts'];
// The AWS SDK reads these itself (upstream/src/storage/s3-store.ts): not config-module keys.
const SDK_KEYS = new Set(['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']);

const app = Object.entries(services)
  .filter(([, s]) => s.build)
  .sort(([a], [b]) => a.localeCompare(b));
const role = (s: Service) =>
  !s.command ? 'bff' : s.command.join(' ') === START_UPSTREAM.join(' ') ? 'upstream' : s.command.join(' ') === MIGRATE.join(' ') ? 'migrate' : 'other';
const named = (r: string) => app.filter(([, s]) => role(s) === r).map(([name]) => name);
const [bffs, upstreams] = [named('bff'), named('upstream')];
const dataDir = t.testdir();
const upstreamConfig = (s: Service) => loadUpstreamConfig({ ...s.environment, DATA_DIR: dataDir });
const bffConfig = (s: Service) => loadBffConfig({ ...s.environment, DATA_DIR: dataDir });

t.test('the scaled topology: data services, a bucket step, a migration step, two upstreams, two BFFs, Caddy', async (t) => {
  t.same(Object.keys(services).sort(), ['bff-1', 'bff-2', 'bucket', 'caddy', 'migrate', 'minio', 'postgres', 'redis', 'upstream-1', 'upstream-2']);
  t.same(
    app.map(([name, s]) => [name, role(s)]),
    [
      ['bff-1', 'bff'],
      ['bff-2', 'bff'],
      ['migrate', 'migrate'],
      ['upstream-1', 'upstream'],
      ['upstream-2', 'upstream'],
    ],
    "the shop's services run the image's CMD (the BFF), npm run start:upstream's command, or the migration",
  );
  t.equal(new Set(app.map(([, s]) => s.image)).size, 1, 'all from one image');
  for (const name of ['migrate', 'bucket']) t.equal(services[name]!.restart, 'no', `${name} runs once, not again and again`);
});

t.test('every setting a shop service is given is one its config module reads, and its values pass it', async (t) => {
  const reads = { bff: new Set(Object.keys(bffEnv.shape)), upstream: new Set([...Object.keys(upstreamEnv.shape), ...SDK_KEYS]) };
  for (const [name, s] of app) {
    const known = role(s) === 'bff' ? reads.bff : reads.upstream;
    t.same(
      Object.keys(s.environment).filter((key) => !known.has(key)),
      [],
      `${name}: no setting the ${role(s) === 'bff' ? 'BFF' : 'upstream'} does not read`,
    );
    const config = role(s) === 'bff' ? bffConfig(s) : upstreamConfig(s);
    t.equal(config.NODE_ENV, 'production', `${name} passes the production rules`);
  }
});

t.test('the instances share what must be shared', async (t) => {
  const envOf = (names: string[]) => names.map((n) => services[n]!.environment);
  for (const env of envOf(bffs)) t.same(env, services[bffs[0]!]!.environment, 'every BFF alike (one SESSION_SECRET)');
  for (const env of envOf([...upstreams, 'migrate']))
    t.same(env, services[upstreams[0]!]!.environment, 'every upstream and the migration alike (one database, JWT_SECRET, key)');
  const [bff, upstream] = [services[bffs[0]!]!.environment, services[upstreams[0]!]!.environment];
  const both = Object.keys(bff).filter((key) => key in upstream);
  t.ok(both.includes('PUBLIC_URL') && both.includes('REDIS_URL') && both.includes('STORAGE_URL') && both.includes('STORAGE_ENDPOINT'));
  for (const key of both) t.equal(bff[key], upstream[key], `${key}: the same on BFFs and upstreams`);
  t.ok(upstream.LICENCE_SIGNING_KEY && upstream.JWT_SECRET, 'the upstreams do not each make their own key');
});

t.test('each piece finds the next', async (t) => {
  const upstream = upstreamConfig(services[upstreams[0]!]!);
  t.equal(upstream.UPSTREAM_HOST, '0.0.0.0', 'an upstream listens beyond its container');
  const targets = bffConfig(services[bffs[0]!]!).UPSTREAM_URL!.map((url) => new URL(url));
  t.same(
    targets.map((u) => `${u.hostname}:${u.port}`),
    upstreams.map((name) => `${name}:${upstream.UPSTREAM_PORT}`),
    'each BFF takes turns over every upstream, at the port it listens on',
  );
  t.equal(new URL(upstream.DATABASE_URL!).hostname, 'postgres');
  t.equal(new URL(upstream.REDIS_URL!).hostname, 'redis');
  t.match(services[upstreams[0]!]!.healthcheck?.test?.join(' '), `http://127.0.0.1:${upstream.UPSTREAM_PORT}/readyz'`, "the upstream's own readiness");
  // docker-compose v1 writes `disable: true` as the test NONE.
  const check = services.migrate!.healthcheck;
  t.ok(check?.disable || check?.test?.[0] === 'NONE', 'the one-shot migration has no health to wait for');
  const bucket = new URL(upstream.STORAGE_URL!).host;
  t.match(services.bucket!.command?.join('\n'), `mc mb --ignore-existing store/${bucket}\n`, 'the bucket step makes the bucket STORAGE_URL names');
  // The signed media links go to STORAGE_ENDPOINT: Caddy answers that name, outside and in.
  const media = new URL(upstream.STORAGE_ENDPOINT!).hostname;
  t.equal(media, DUMMY.MEDIA_DOMAIN);
  t.same(services.caddy!.networks?.default?.aliases, [media], 'inside the network the media name is Caddy');
  t.equal(bffConfig(services[bffs[0]!]!).storageOrigin, `https://${media}`, "the BFF's CSP allows the bucket's origin");
});

t.test('the order things start in', async (t) => {
  t.same(services.migrate!.command, MIGRATE);
  t.same(services.migrate!.depends_on.postgres?.condition, 'service_healthy');
  t.same(services.bucket!.depends_on.minio?.condition, 'service_healthy');
  for (const name of upstreams) {
    const on = services[name]!.depends_on;
    t.equal(on.migrate?.condition, 'service_completed_successfully', `${name} after the migration`);
    t.equal(on.bucket?.condition, 'service_completed_successfully', `${name} after the bucket exists`);
    t.equal(on.postgres?.condition, 'service_healthy');
    t.equal(on.redis?.condition, 'service_healthy');
  }
  for (const name of bffs) for (const up of upstreams) t.equal(services[name]!.depends_on[up]?.condition, 'service_healthy', `${name} after ${up} is ready`);
});

t.test('Caddy balances over every BFF and sends the media name to MinIO', async (t) => {
  const caddyfile = read('deploy/Caddyfile');
  const caddy = services.caddy!;
  t.ok(
    caddy.volumes?.some((v) =>
      typeof v === 'string' ? v.startsWith('./deploy/Caddyfile:') || v.includes('/deploy/Caddyfile:') : v.source?.endsWith('/deploy/Caddyfile'),
    ),
    'compose mounts deploy/Caddyfile',
  );
  for (const [, name] of caddyfile.matchAll(/\{\$(\w+)\}/g)) t.ok(caddy.environment[name!], `Caddy is given ${name}`);
  const site = (name: string) => caddyfile.match(new RegExp(`^\\{\\$${name}\\} \\{\\n([\\s\\S]*?)^\\}`, 'm'))?.[1] ?? '';
  const port = read('Dockerfile').match(/\bPORT=(\d+)/)![1];
  t.same(
    site('SHOP_DOMAIN')
      .match(/reverse_proxy ([^{\n]+)/)?.[1]
      ?.trim()
      .split(/\s+/),
    bffs.map((name) => `${name}:${port}`),
    'every BFF, at the port the image listens on',
  );
  t.match(site('SHOP_DOMAIN'), /health_uri \/livez\n/, "the BFF's liveness");
  t.match(site('MEDIA_DOMAIN'), /reverse_proxy minio:9000\n/);
});

t.test('deploy/.env.example names exactly the variables compose.yaml takes', async (t) => {
  const used = new Set([...read('compose.yaml').matchAll(/(?<!\$)\$\{(\w+)/g)].map((m) => m[1]));
  const listed = new Set([...read('deploy/.env.example').matchAll(/^(\w+)=/gm)].map((m) => m[1]));
  t.same([...listed].sort(), [...used].sort());
  const required = [...read('compose.yaml').matchAll(/\$\{(\w+):\?/g)].map((m) => m[1]!);
  t.same([...new Set(required)].sort(), Object.keys(DUMMY).sort(), 'the values this test gives are the required ones');
});
