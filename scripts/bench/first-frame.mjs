// The course player's first frame on a phone: from navigation to the lesson video's first `playing`
// event, signed in, in Chromium with its default autoplay policy, on Lighthouse's mobile profile (slow
// 4G: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up; the CPU slowed 4x). The page is read over CDP
// only: a Playwright evaluation counts as the visitor's gesture and would change how the player starts.
import { launchChromium } from '../../web/e2e/chromium.ts';

const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/** Milliseconds from navigation to the first frame playing at `path`, `runs` times in fresh tabs (the cache empty). */
export async function firstFrame(url, path, cookieHeader, runs = 3) {
  const browser = await launchChromium();
  try {
    const times = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
      await context.addCookies(cookieHeader.split('; ').map((c) => ({ name: c.split('=', 1)[0], value: c.slice(c.indexOf('=') + 1), url })));
      await context.addInitScript({ content: "document.addEventListener('playing', () => (globalThis.firstPlaying ??= performance.now()), true);" });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${url}${path}`, { waitUntil: 'commit' });
      let playing;
      for (const deadline = Date.now() + 60_000; !playing; await new Promise((r) => setTimeout(r, 50))) {
        if (Date.now() > deadline) throw new Error(`${path}: no frame played within 60 s`);
        playing = (await cdp.send('Runtime.evaluate', { expression: 'globalThis.firstPlaying', returnByValue: true })).result.value;
      }
      times.push(playing);
      await context.close();
    }
    return times;
  } finally {
    await browser.close();
  }
}
