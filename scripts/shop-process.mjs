// The shop as its own process, the way `npm start` runs it, for the tests and the bench that need
// a real process (to kill it, to stop it with SIGTERM, or to point a browser at it): on a free
// 127.0.0.1 port, ready once its health check answers.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The Node flags `npm start` gives the shop (package.json's start script; see scripts/start.mjs). */
export const startFlags = JSON.parse(readFileSync(`${root}package.json`, 'utf8'))
  .scripts.start.split(' ')
  .filter((arg) => arg.startsWith('--'));

/** A port nothing listens on right now. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/**
 * Starts `scripts/start.mjs` (the README's command), `bff/src/server.ts` (no web build) or
 * `upstream/src/server.ts` (the product API alone) with PUBLIC_URL set to its own address; `port`
 * reuses one (a restart), `env` adds to this process's, `pickPort` picks one otherwise. `viaNpm`
 * runs it as its package.json script does (`npm start`, `npm run start:upstream`): the child is npm.
 * `host`: the name the shop is reached at and PUBLIC_URL names (still listening on 127.0.0.1):
 * `localhost` where the browser needs a domain, not an address (a passkey's RP ID: web/e2e/passkeys.test.ts).
 */
export async function startShopProcess({
  script = 'scripts/start.mjs',
  port,
  env = {},
  pickPort = freePort,
  viaNpm = false,
  host = '127.0.0.1',
  logs = 'kept',
} = {}) {
  // A port free when picked may be taken before the shop listens on it: on a busy machine an
  // outgoing connection of another test can get it as its own end. A picked port is then picked
  // again; a given one (a restart) is the test's to keep.
  for (let tries = 1; ; tries++) {
    try {
      return await startOn(script, port ?? (await pickPort()), env, viaNpm, host, logs);
    } catch (err) {
      if (port !== undefined || tries === 5 || !(err instanceof PortTaken)) throw err;
    }
  }
}

class PortTaken extends Error {}

/**
 * A test's NODE_OPTIONS without tap's module recorder (@tapjs/processinfo, kept for coverage, which
 * this project does not collect): a shop started from a test spent ~0.5 s more CPU loading its modules.
 */
const withoutTapRecorder = (options = '') =>
  options
    .split(/\s+/)
    .filter((option) => option && !option.includes('@tapjs/processinfo'))
    .join(' ');

async function startOn(script, listenOn, env, viaNpm, host, logs) {
  const url = `http://${host}:${listenOn}`;
  const upstream = script === 'upstream/src/server.ts';
  const address = upstream ? { UPSTREAM_PORT: String(listenOn), UPSTREAM_HOST: '127.0.0.1' } : { PORT: String(listenOn), HOST: '127.0.0.1' };
  const health = `http://127.0.0.1:${listenOn}/readyz`;
  // A test run compiles WebAssembly with Liftoff only (package.json's tap node-arg: TurboFan's
  // tier-up of PGlite's 10 MB module costs each short-lived process seconds of CPU); the shops it
  // starts do the same. The bench, run without it, measures shops as `npm start` runs them.
  const wasmTier = process.execArgv.filter((arg) => arg === '--liftoff-only');
  const npmScript = upstream ? ['run', 'start:upstream'] : ['start'];
  const [command, args] = viaNpm
    ? ['npm', npmScript]
    : [process.execPath, [...startFlags, ...wasmTier, '--import=./scripts/esm-fast-path.mjs', '--import=./scripts/exit-with-parent.mjs', script]];
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, NODE_OPTIONS: withoutTapRecorder(process.env.NODE_OPTIONS), ...address, PUBLIC_URL: url, ...env },
    // stdin: the pipe exit-with-parent.mjs watches (npm's child gets none, and outlives a killed test).
    // `logs: 'discarded'`: stdout (the JSON logs) to /dev/null, as a log collector takes them, so a
    // bench's load generator in this process does not also read a line per request.
    stdio: [viaNpm ? 'ignore' : 'pipe', logs === 'discarded' ? 'ignore' : 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      // A shop that stops in the middle of a test says how, in the output a failing test prints
      // (a SIGTERM from outside the run once looked like a silent crash).
      output += `\n[the shop exited: code ${code}, signal ${signal}]\n`;
      resolve(code);
    }),
  );

  for (const deadline = Date.now() + 60_000; ; await new Promise((r) => setTimeout(r, 200))) {
    if (child.exitCode !== null) {
      const taken = output.includes(`EADDRINUSE: address already in use 127.0.0.1:${listenOn}`);
      throw new (taken ? PortTaken : Error)(`the shop exited early:\n${output}`);
    }
    if (
      // Whatever holds a port the shop could not take may never answer: each probe is bounded.
      await fetch(health, { signal: AbortSignal.timeout(2000) }).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the shop did not start in 60 s:\n${output}`);
    }
  }
  return {
    url,
    port: listenOn,
    child,
    output: () => output,
    exited,
    /** Sends `signal` and resolves with the exit code once the process is gone. */
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
