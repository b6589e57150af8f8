import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';

export const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };
const root = fileURLToPath(new URL('../..', import.meta.url));

interface Tap {
  teardown(fn: () => unknown): void;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

export interface Shop {
  url: string;
  dataDir: string;
  browser: Browser;
  /** A fresh browser context (its own cookies and storage) and a page in it. */
  newPage(opts?: { width?: number; height?: number }): Promise<Page>;
}

/**
 * Starts the shop the way the README does (`npm start`, here `node scripts/start.mjs`) on a free
 * port with a throwaway DATA_DIR, and Debian's Chromium to drive it. Both stop after the test.
 */
export async function startShop(t: Tap, env: Record<string, string> = {}): Promise<Shop> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'academy-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn', NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop exited early:\n${output}`);
    const ok = await fetch(`${url}/bff/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`the shop did not start in 60 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync',
      // The course player autoplays (spec 2.3); a test has no user gesture to unlock sound.
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  t.teardown(async () => {
    await browser.close();
    child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  });

  return {
    url,
    dataDir,
    browser,
    async newPage(opts = {}) {
      const context = await browser.newContext({ viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 }, baseURL: url });
      return context.newPage();
    },
  };
}
