// `npm start`: builds the web client when it is missing or older than its sources, then runs the
// BFF (and, without UPSTREAM_URL, the built-in upstream) in this one process.
// Node runs it with --max-semi-space-size=16 (package.json's start script, the Dockerfile's CMD):
// V8 sizes the young generation by the machine's memory, 64 MB a semi-space on a 24 GB host, and
// start-up's allocations grew it to 128 MB that stayed resident (about 100 MB of the shop's RSS);
// at 16 the CPU a request costs did not change beyond noise.
import './esm-fast-path.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { staleWebBuild } from './stale-web-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
if (existsSync(`${root}/.env`)) process.loadEnvFile(`${root}/.env`);
const stale = staleWebBuild(root);
if (stale) {
  console.log(`Building the web client (${stale})...`);
  // A production bundle whatever NODE_ENV the shop runs with: with NODE_ENV=development Vite builds React's development one.
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'web'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The services are TypeScript run by Node's own type stripping (erasable syntax only, checked by
// tsc), so no transpiler starts with the shop; npm's scripts run the Node pinned in package.json.
if (!process.features.typescript) {
  console.error(`Node ${process.versions.node} cannot run TypeScript: start the shop with npm start (it runs the Node 24 that npm install brings).`);
  process.exit(1);
}
await import(`${root}/bff/src/server.ts`);
