import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium, launched as a customer's would be (the browser tests', and the bench's first frame). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      // A customer's Chromium: only what a headless root sandbox needs, no policy flags (autoplay included).
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
