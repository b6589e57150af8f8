// `npm start`: builds the web client when it is missing, then runs the BFF (and, without
// UPSTREAM_URL, the built-in upstream) in this one process.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
if (existsSync(`${root}/.env`)) process.loadEnvFile(`${root}/.env`);
if (!existsSync(`${root}/web/dist/index.html`)) {
  console.log('Building the web client (first start)...');
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const { register } = await import('tsx/esm/api');
register();
await import(`${root}/bff/src/server.ts`);
