// `npm run test:stress [-- --runs=N] [web/e2e/x.test.ts ...]`: the flake gate. Prepares what
// `npm run test:e2e` does (the web client, tap's plugins, the test templates), then runs the browser
// suite (or the files named) N times (STRESS_RUNS, default 3) as it does, one file at a time, while a
// process spins on one core: a wait that holds only on an idle machine fails here. Then it prints every
// failure of every run with what the page showed (web/e2e/shop.ts writes that to stderr), and a table.
// Exit 1 if any run failed. Each run's raw output stays in .tap/stress/.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
// tap's own TAP parser, installed with tap: no new package.
import { Parser } from 'tap-parser';

const root = fileURLToPath(new URL('..', import.meta.url));
// As `npm run test:e2e` runs tap (package.json).
const env = {
  ...process.env,
  PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH ?? ''}`,
  NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? 'node_modules/.cache/node-compile',
};
const logDir = join(root, '.tap/stress');

const args = process.argv.slice(2);
const runsValue = args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? process.env.STRESS_RUNS ?? '3';
const runs = Number(runsValue);
const files = args.filter((a) => !a.startsWith('--runs='));
const missing = files.filter((f) => !existsSync(resolve(root, f)));
if (!Number.isInteger(runs) || runs < 1 || missing.length > 0) {
  console.error(missing.length > 0 ? `No such test file: ${missing.join(', ')}` : `The runs must be a whole number from 1, not ${runsValue}.`);
  process.exit(2);
}

console.log("Building the web client, tap's plugins and the test templates...");
const prepared = await exec(process.execPath, ['scripts/checks.mjs', 'build', 'tap:build', 'templates']);
if (prepared.code !== 0) {
  console.error(prepared.stdout + prepared.stderr);
  process.exit(1);
}
await mkdir(logDir, { recursive: true });

// Spins in 50 ms slices, so that it notices its parent going away (Ctrl-C, a kill) and exits too.
const hog = spawn(
  process.execPath,
  ['-e', "process.on('disconnect', () => process.exit()); (function spin() { const end = Date.now() + 50; while (Date.now() < end); setImmediate(spin); })();"],
  { stdio: ['ignore', 'ignore', 'ignore', 'ipc'] },
);
const results = [];
try {
  for (let run = 1; run <= runs; run++) results.push(await stressRun(run));
} finally {
  hog.kill();
}

for (const { run, code, failures, stderrByFile } of results) {
  if (code !== 0 && failures.length === 0)
    console.log(`\n━━ run ${run}: tap exited with ${code} before any file failed\n${[...stderrByFile.values()].join('')}`);
  for (const file of new Set(failures.map((f) => f.file))) {
    console.log(`\n━━ run ${run}, ${file}`);
    for (const f of failures.filter((f) => f.file === file)) console.log(`✗ ${f.name}${f.detail ? `\n${indent(f.detail, '    ')}` : ''}`);
    const stderr = stderrByFile.get(file)?.trim();
    if (stderr) console.log(`  stderr of ${file}:\n${indent(stderr, '  │ ')}`);
  }
}
console.log(`\nrun  files  failed files  failures  seconds  (the CPU hog on one core all along; logs in .tap/stress/)`);
for (const r of results) {
  const failedFiles = new Set(r.failures.map((f) => f.file)).size;
  console.log(
    `${String(r.run).padStart(3)}  ${String(r.files).padStart(5)}  ${String(failedFiles).padStart(12)}  ${String(r.failures.length).padStart(8)}  ${r.seconds.toFixed(0).padStart(7)}`,
  );
}
process.exitCode = results.every((r) => r.ok) ? 0 : 1;

/** One tap run of the browser tests: the failures from its TAP, and each file's stderr (one file runs at a time, so stderr is the running one's). */
async function stressRun(run) {
  const tapArgs = ['--jobs=1', '--reporter=tap', ...(files.length > 0 ? files : ['--include=web/e2e/**/*.test.ts'])];
  const failures = [];
  const stderrByFile = new Map();
  let current = '(before the first file)';
  let count = 0;
  const parser = new Parser();
  parser.on('child', (child) => {
    current = child.name;
    watch(child, child.name, failures);
  });
  parser.on('assert', (point) => {
    count++;
    console.log(`run ${run}/${runs}  ${point.ok ? 'ok    ' : 'FAILED'}  ${point.name}  ${((point.time ?? 0) / 1000).toFixed(1)} s`);
    if (!point.ok && !failures.some((f) => f.file === point.name))
      failures.push({ file: point.name, fullname: point.name, name: '(the file)', detail: describe(point.diag) });
  });
  const started = performance.now();
  const { code, stdout, stderr } = await exec('tap', tapArgs, {
    onStdout: (chunk) => parser.write(chunk),
    onStderr: (chunk) => stderrByFile.set(current, (stderrByFile.get(current) ?? '') + chunk),
  });
  parser.end();
  await writeFile(join(logDir, `run-${run}.tap`), stdout);
  await writeFile(join(logDir, `run-${run}.stderr`), stderr);
  return { run, code, ok: code === 0 && failures.length === 0, files: count, failures, stderrByFile, seconds: (performance.now() - started) / 1000 };
}

/** Keeps the failing assertions under a file's subtest; a subtest's closing point only when nothing under it failed (a timeout, a crash). */
function watch(parser, file, failures) {
  parser.on('child', (child) => watch(child, file, failures));
  parser.on('assert', (point) => {
    if (point.ok || point.todo || point.skip) return;
    if (point.closingTestPoint && failures.some((f) => f.fullname.startsWith(`${point.fullname} > `))) return;
    failures.push({ file, fullname: point.fullname, name: point.fullname.slice(file.length + ' > '.length), detail: describe(point.diag) });
  });
}

/** Where it failed and what differed, or the stack of what was thrown, or how the file ended. */
function describe(diag) {
  if (!diag) return '';
  const lines = [];
  if (diag.at?.fileName) lines.push(`at ${diag.at.fileName}:${diag.at.lineNumber}:${diag.at.columnNumber}`);
  if (diag.diff) lines.push(diag.diff.trimEnd());
  else if ('found' in diag || 'wanted' in diag) lines.push(`found: ${JSON.stringify(diag.found)}`, `wanted: ${JSON.stringify(diag.wanted)}`);
  else if (diag.tapCaught && diag.stack) lines.push(...diag.stack.trimEnd().split('\n').slice(0, 4));
  if (diag.signal || diag.exitCode) lines.push(`the file ended with ${diag.signal ?? `exit code ${diag.exitCode}`}${diag.expired ? ' (timed out)' : ''}`);
  return lines.join('\n');
}

function indent(text, prefix) {
  return text
    .split('\n')
    .map((line) => prefix + line)
    .join('\n');
}

/** Runs a command from the repository's root, keeping its output and handing it on as it comes. */
function exec(command, commandArgs, { onStdout = () => {}, onStderr = () => {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => ((stdout += chunk), onStdout(chunk)));
    child.stderr.setEncoding('utf8').on('data', (chunk) => ((stderr += chunk), onStderr(chunk)));
    child.on('error', (error) => resolve({ code: 1, stdout, stderr: `${stderr}${error.message}\n` }));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
