import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { count } from 'drizzle-orm';
import { openDatabase } from '../../../upstream/src/db/client.ts';
import { users } from '../../../upstream/src/db/schema.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

t.test('SIGTERM drains, closes the database and exits 0; the data reopens cleanly', async (t) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'academy-shutdown-'));
  t.teardown(() => rm(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bff/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_PASSWORD: 'shutdown-admin-1', LOG_LEVEL: 'info', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const deadline = Date.now() + 60_000;
  while (!(await fetch(`http://127.0.0.1:${port}/bff/health`).then((r) => r.ok, () => false))) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  // A login (a memory-hard hash, tens of ms) is still being answered when SIGTERM arrives.
  const inFlight = fetch(`http://127.0.0.1:${port}/api/academy/auth/login`, {
    method: 'POST',
    headers: { 'x-csrf': '1', 'content-type': 'application/json', origin: `http://localhost:${port}` },
    body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
  }).then((r) => r.status);
  while (!/"url":"\/api\/academy\/auth\/login"/.test(output)) await new Promise((r) => setTimeout(r, 5));
  child.kill('SIGTERM');
  t.equal(await exit, 0, 'exited cleanly');
  t.equal(await inFlight, 401, 'the login in flight was answered');
  t.match(output, /shutting down/);
  t.match(output, /"reqId":/, 'logs are JSON lines with request ids');
  t.notMatch(output, /Bearer eyJ|academy_session=Fe26/, 'no token or cookie in the logs');

  const reopened = await openDatabase({ dataDir });
  const [row] = await reopened.db.select({ n: count() }).from(users);
  t.equal(row?.n, 1, 'the super-admin is there after a clean close');
  await reopened.close();
});
