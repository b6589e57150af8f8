// `npm test`: the checks (scripts/checks.mjs), then tap in two pools one after the other: the service
// files, then the browser files. A browser file keeps about 1.6 cores busy (Chromium, the shop, the
// test) and a service file about 1.4, so two at a time fill this 2-core machine; three, mixed, asked
// for 4 to 7 cores, and waits that hold on a quiet machine ran out. Each pool runs even when the one
// before failed, so one run shows every failure; the exit code is 1 if anything failed.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = { ...process.env, NODE_COMPILE_CACHE: 'node_modules/.cache/node-compile' };

const PARTS = [
  ['checks', ['node', 'scripts/checks.mjs']],
  // package.json's tap section lists the service files and holds the options both pools share.
  ['service tests', ['tap', '--jobs=2']],
  ['browser tests', ['tap', '--jobs=2', '--include=web/e2e/**/*.test.ts']],
];

const run = ([command, ...args]) =>
  new Promise((resolve) => spawn(command, args, { cwd: root, env, stdio: 'inherit' }).on('exit', (code) => resolve(code === 0)));

const results = [];
for (const [name, command] of PARTS) {
  const started = performance.now();
  const ok = await run(command);
  results.push({ name, ok, seconds: (performance.now() - started) / 1000 });
  // Without the checks' build and templates the tests would only fail for want of them.
  if (!ok && name === 'checks') break;
}
console.log(`\n${'part'.padEnd(14)}  result  seconds`);
for (const { name, ok, seconds } of results) console.log(`${name.padEnd(14)}  ${(ok ? 'ok' : 'FAILED').padEnd(6)}  ${seconds.toFixed(1).padStart(7)}`);
process.exitCode = results.length === PARTS.length && results.every((r) => r.ok) ? 0 : 1;
