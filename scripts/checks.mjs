// The checks before `npm test`'s tap run, side by side: most of each is one busy thread, so one after
// the other they leave a core idle. `node scripts/checks.mjs [lint|step ...]` runs some; `npm run lint`
// is `lint`. Each step's output is printed whole when it ends, then a table; exit 1 if any failed.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// The cache lives under node_modules/, never committed, and `npm ci` starts without it.
const eslint = (part, ...args) => [
  'eslint',
  '--max-warnings=0',
  '--cache',
  '--cache-strategy=content',
  `--cache-location=node_modules/.cache/eslint/${part}.json`,
  ...args,
];
// ESLint in two processes, each loading only its own TypeScript projects: web/ (the React Compiler's rules
// make it the heaviest) and the rest. `eslint --concurrency=2` loads every project in both threads (half
// again the CPU, measured).
const SOURCES = ['bff/src', 'upstream/src', 'shared/src', 'web/src'];
const STEPS = {
  typecheck: ['npm', 'run', '--silent', 'typecheck'],
  'eslint:web': eslint('web', 'web'),
  'eslint:rest': eslint('rest', '--ignore-pattern=web/', '.'),
  prettier: ['prettier', '--check', '--cache', '--log-level=warn', '.'],
  // No import cycles between files (.dependency-cruiser.cjs) or between folders (.dependency-cruiser-folders.cjs).
  cycles: ['depcruise', '--config', '.dependency-cruiser.cjs', ...SOURCES],
  'folder-cycles': ['depcruise', '--config', '.dependency-cruiser-folders.cjs', ...SOURCES],
  build: ['npm', 'run', '--silent', 'build'],
  'test:web': ['npm', 'run', '--silent', 'test', '--workspace', 'web'],
  // Not checks, but what the tap run needs first, made while the checks run: tap's plugin build and
  // the test databases' templates (upstream/test/template.ts).
  'tap:build': ['tap', 'build'],
  templates: ['node', '--liftoff-only', 'upstream/test/make-templates.ts'],
};
const GROUPS = { lint: ['eslint:web', 'eslint:rest', 'prettier', 'cycles', 'folder-cycles'] };

const asked = process.argv.slice(2).flatMap((name) => GROUPS[name] ?? [name]);
const unknown = asked.filter((name) => !(name in STEPS));
if (unknown.length > 0) {
  console.error(`Unknown step ${unknown.join(', ')}: pick from ${[...Object.keys(GROUPS), ...Object.keys(STEPS)].join(', ')}.`);
  process.exit(2);
}
const names = asked.length > 0 ? asked : Object.keys(STEPS);
// Run from a shell as well as from npm, which is what puts node_modules/.bin first.
const env = { ...process.env, PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH ?? ''}` };
if (process.stdout.isTTY) env.FORCE_COLOR ??= '1';

const started = performance.now();
const results = await Promise.all(names.map((name) => run(name, STEPS[name])));
const width = Math.max(...names.map((name) => name.length));
console.log(`\n${'step'.padEnd(width)}  result  seconds`);
for (const { name, ok, seconds } of results) console.log(`${name.padEnd(width)}  ${(ok ? 'ok' : 'FAILED').padEnd(6)}  ${seconds.toFixed(1).padStart(7)}`);
console.log(`${'all'.padEnd(width)}  ${results.every((r) => r.ok) ? 'ok    ' : 'FAILED'}  ${((performance.now() - started) / 1000).toFixed(1).padStart(7)}`);
process.exitCode = results.every((r) => r.ok) ? 0 : 1;

/** Runs one step, keeping its stdout and stderr in the order they came, and prints them when it ends. */
function run(name, [command, ...args]) {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    let ended = false;
    const end = (ok, extra = '') => {
      if (ended) return; // a command that cannot start emits 'error', then 'close'
      ended = true;
      const seconds = (performance.now() - t0) / 1000;
      const text = Buffer.concat(output).toString().trimEnd();
      console.log(`\n── ${name}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s${extra}${text ? `\n${text}` : ''}`);
      resolve({ name, ok, seconds });
    };
    child.on('error', (error) => end(false, ` (${error.message})`));
    child.on('close', (code, signal) => end(code === 0, code === 0 ? '' : ` (${signal ?? `exit ${code}`})`));
  });
}
