import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startShopProcess } from '../../scripts/shop-process.mjs';
import { copySeededDataDir } from '../../upstream/test/template.ts';
import { launchChromium } from './chromium.ts';

export const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };
/** The super-admin's authenticator app, provisioned at start (ADMIN_TOTP_SECRET): a test types its codes as a person reads them off the phone. */
export const ADMIN_TOTP_SECRET = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';

interface Tap {
  teardown(fn: () => unknown): void;
  passing(): boolean;
}

export interface Shop {
  url: string;
  dataDir: string;
  browser: Browser;
  /** A fresh browser context (its own cookies and storage) and a page in it; `userAgent` plays another browser, `timezoneId` a person elsewhere. */
  newPage(opts?: { width?: number; height?: number; userAgent?: string; javaScriptEnabled?: boolean; timezoneId?: string }): Promise<Page>;
}

/**
 * Starts the shop the way the README does (`npm start`, here `node scripts/start.mjs`) on a free
 * port with a throwaway DATA_DIR, and Debian's Chromium to drive it. Both stop after the test.
 * DATA_DIR starts as a first start leaves it (the seeded template: upstream/test/template.ts), so
 * the shop skips the seconds of PGlite's initdb, the migrations and the demo catalogue.
 * `host`: the name the browser reaches it at (scripts/shop-process.mjs), 127.0.0.1 unless a test needs a domain.
 */
export async function startShop(t: Tap, env: Record<string, string> = {}, opts: { host?: string } = {}): Promise<Shop> {
  const dataDir = await mkdtemp(join(tmpdir(), 'academy-e2e-'));
  // Chromium starts while the shop does (each takes seconds); a launch that fails is reported below,
  // a shop that fails closes the browser it would have used.
  const launching = launchChromium();
  launching.catch(() => undefined);
  const shop = await startedShop(dataDir, env, opts.host).catch(async (err: unknown) => {
    await launching.then((b) => b.close()).catch(() => undefined);
    throw err;
  });
  const { url } = shop;

  const browser = await launching;
  const pages: Page[] = [];
  t.teardown(async () => {
    // A failure on a busy CI machine is often a wait that ran out: say what each page showed then.
    if (!t.passing()) await reportPages(pages, shop.output());
    await browser.close();
    await shop.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  return {
    url,
    dataDir,
    browser,
    async newPage(opts = {}) {
      const context = await browser.newContext({
        viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 },
        baseURL: url,
        userAgent: opts.userAgent,
        javaScriptEnabled: opts.javaScriptEnabled,
        timezoneId: opts.timezoneId,
      });
      const page = await context.newPage();
      pages.push(page);
      return page;
    },
  };
}

async function startedShop(dataDir: string, env: Record<string, string>, host?: string) {
  await copySeededDataDir(dataDir);
  return startShopProcess({
    host,
    // scrypt at its least cost (PASSWORD_HASH_COST): the sign-ups and logins of a file cost seconds of CPU at the default.
    env: {
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_TOTP_SECRET,
      // A code is good once: a test signing the super-admin in twice within 30 s moves the clock on (second-factor.ts).
      TEST_CLOCK: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      PASSWORD_HASH_COST: '1024',
      ...env,
    },
  });
}

async function reportPages(pages: Page[], output: string) {
  for (const page of pages.filter((p) => !p.isClosed())) {
    const text = await page
      .locator('body')
      .innerText({ timeout: 2000 })
      .catch((err: unknown) => `(unreadable: ${String(err)})`);
    console.error(`--- page at ${page.url()} showed:\n${text.slice(0, 1500)}`);
  }
  console.error(`--- the shop's last output:\n${output.slice(-3000)}`);
}
