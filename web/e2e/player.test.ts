import t from 'tap';
import type { Locator, Page, Request } from 'playwright-core';
import { until } from '../../shared/test/until.ts';
import { pageErrorText } from './screen-watch.ts';
import { startShop } from './shop.ts';
import { boughtThroughSandbox, follow, heading, person, reload, screenIsSound, screenshot, signedUpCustomer, visit } from './steps.ts';

// The course player as people reach it, in Chromium with its default autoplay policy: loaded
// directly (a bookmark, a reload, a link in a mail) no sound may start before the visitor uses the page.
const shop = await startShop(t);
const COURSE = {
  phone: 'forex-foundations',
  desktop: 'forex-price-action-mastery',
  clicked: 'forex-risk-management-blueprint',
  progress: 'forex-swing-trading-playbook',
  refused: 'forex-scalping-intensive',
  left: 'forex-technical-analysis-toolkit',
  raced: 'forex-trading-psychology',
  watermarked: 'forex-fundamental-analysis',
  sped: 'forex-algorithmic-strategies',
};
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 800 };

const viewer = person('viewer');
const buyer = await shop.newPage();
await signedUpCustomer(buyer, shop.dataDir, viewer);
await boughtThroughSandbox(buyer, shop.url, { courses: Object.values(COURSE), robots: [] });
const signedIn = await buyer.context().storageState();

/** A new tab of the signed-in customer that has not been used yet, as a bookmark opens. */
async function newTab(viewport: { width: number; height: number }, init?: string) {
  const context = await shop.browser.newContext({ storageState: signedIn, baseURL: shop.url, viewport });
  if (init) await context.addInitScript({ content: init });
  const page = await context.newPage();
  const problems: string[] = [];
  const path = (url: string) => new URL(url).pathname;
  page.on('pageerror', (e) => problems.push(pageErrorText(e, page)));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
  });
  page.on('requestfailed', (r) => {
    // Another chapter replaces the video's source, and the browser cuts the file it was still
    // reading (on a slow machine, before its end): that is the switch working, not a failure.
    if (r.resourceType() === 'media' && r.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${r.resourceType()} ${path(r.url())} (${r.failure()?.errorText})`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`response ${r.status()}: ${r.request().resourceType()} ${path(r.url())}`);
  });
  // Only the navigation itself may ask for the page's own URL; anything else is a source that resolved to it.
  page.on('request', (r) => {
    if (r.resourceType() !== 'document' && path(r.url()) === path(page.url())) problems.push(`the page URL requested as ${r.resourceType()}`);
  });
  // Progress saves in flight, and the read of Your Courses a finished chapter sends after its save
  // (for the certificate), so the next page load waits for them as a person's would have been answered by then.
  const saving = new Set<Request>();
  let last = Date.now();
  page.on('request', (r) => {
    const p = path(r.url());
    if ((p.endsWith('/progress') && r.method() === 'POST') || p.endsWith('/details')) {
      saving.add(r);
      last = Date.now();
    }
  });
  const done = (r: Request) => saving.delete(r) && (last = Date.now());
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  // The scripts the page loaded, to say which parts of the player an MP4 lesson needed.
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(path(r.url()));
  });
  // What the page asked for before the lesson's media: the reads that held it up.
  const beforeMedia: string[] = [];
  let mediaAsked = false;
  page.on('request', (r) => {
    if (r.resourceType() === 'media') mediaAsked = true;
    else if (!mediaAsked && r.method() === 'GET') beforeMedia.push(path(r.url()));
  });
  const saved = async () => {
    // Quiet for 300 ms: the read follows its save's answer, a moment after it.
    await until('the saves to settle', () => saving.size === 0 && Date.now() - last >= 300, { within: 20_000 });
  };
  return { context, page, problems, saved, scripts, beforeMedia };
}

/**
 * Reads the page over CDP without a user gesture. Every Playwright evaluation, locators and
 * waitForFunction included, runs as a user gesture in Chromium, which counts as the visitor having
 * used the page and lifts the very autoplay rule under test; so until the player has decided how
 * to start, the page is only read this way.
 */
async function untouched(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const read = async <T>(expression: string): Promise<T> => (await cdp.send('Runtime.evaluate', { expression, returnByValue: true })).result.value as T;
  const video = () =>
    read<{ time: number; paused: boolean; muted: boolean }>(
      `(() => { const v = document.querySelector('video'); return { time: v?.currentTime ?? -1, paused: v?.paused ?? true, muted: v?.muted ?? false }; })()`,
    );
  return {
    read,
    video,
    async until(expression: string, timeout = 20_000) {
      for (const end = Date.now() + timeout; !(await read<boolean>(expression).catch(() => false)); await new Promise((r) => setTimeout(r, 100))) {
        if (Date.now() > end) throw new Error(`timed out waiting for ${expression} on ${page.url()}, the video: ${JSON.stringify(await video())}`);
      }
    },
  };
}
type Untouched = Awaited<ReturnType<typeof untouched>>;

const playingPast = (page: Untouched, seconds: number) => page.until(`(document.querySelector('video')?.currentTime ?? 0) > ${seconds}`);
const onChapter = (page: Untouched, n: number) => page.until(`/Chapter ${n}(?!\\d)/.test(document.querySelector('[aria-current="true"]')?.textContent ?? '')`);
const current = (page: Page) => page.locator('[aria-current="true"]').textContent();
/**
 * Opens the player and waits, over CDP only, for `sign`: a locator or the hydration check would be
 * the visitor's gesture. The player is the browser's own render, with nothing to hydrate.
 */
const openUntouched = (page: Page, path: string, sign: () => Promise<unknown>) => visit(page, path, { shows: sign }, { hydrated: false });

for (const [device, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  t.test(`loaded directly on a ${device}, the lesson plays muted with "Tap to unmute", and a tap brings the sound`, async (t) => {
    const { context, page, problems, scripts, beforeMedia } = await newTab(viewport);
    const seen = await untouched(page);
    await openUntouched(page, `/dashboard/course/${COURSE[device]}`, () => playingPast(seen, 0.5));
    t.same(
      beforeMedia.filter((p) => /^\/bff\/session$|\/(details|singleCourse|progress)$/.test(p)),
      [],
      "the session, the course, the learner's details and progress came with the page (bff/src/plugins/app/pages.ts): the lesson waited for no read of them",
    );
    t.equal((await seen.video()).muted, true, 'started muted, as the browser allows');
    t.match(await page.locator('video').getAttribute('src'), /\.mp4\b|\/media\//, 'an MP4 lesson');
    t.same(
      scripts.filter((s) => /\/assets\/hls[-.]/.test(s)),
      [],
      'hls.js is not loaded for it',
    );
    t.match(await current(page), /Chapter 1/);
    const unmute = page.getByRole('button', { name: 'Tap to unmute' });
    t.ok(await unmute.isVisible(), '"Tap to unmute" is shown');
    await screenshot(page, `player-direct-${device}`, { fullPage: false });

    await unmute.click();
    await unmute.waitFor({ state: 'detached' });
    await playingPast(seen, (await seen.video()).time + 0.5);
    t.match(await seen.video(), { paused: false, muted: false }, 'playing on, with sound');
    await screenIsSound(t, page, problems);
    await context.close();
  });
}

t.test('reached by a click from the scrolled Your Courses it plays, and picking another chapter plays that one', async (t) => {
  const { context, page, problems } = await newTab(PHONE);
  const seen = await untouched(page);
  await visit(page, '/dashboard/courses', heading(page, 'Your Courses'));
  const card = page.getByRole('link', { name: 'Forex Risk Management Blueprint', exact: true });
  await card.waitFor();
  await page.mouse.wheel(0, 2000);
  await page.waitForFunction(() => window.scrollY > 0);
  // The click is the gesture here, so the player may be read as a locator reads it.
  await follow(page, card, { shows: () => playingPast(seen, 0.5) });
  const { muted } = await seen.video();
  // The click lets Chromium start with sound; were it refused, the player must say how to get it.
  t.equal(await page.getByRole('button', { name: 'Tap to unmute' }).isVisible(), muted, muted ? 'started muted, and says so' : 'started with sound');
  t.comment(`after a click Chromium started the lesson ${muted ? 'muted' : 'with sound'}`);

  await page.getByRole('button', { name: /Chapter 2/ }).click();
  await seen.until(`document.querySelector('video')?.currentSrc.endsWith('-lesson-2.webm') && document.querySelector('video').currentTime > 0.5`);
  t.match(await current(page), /Chapter 2/);
  await screenIsSound(t, page, problems);
  await context.close();
});

// Where the video jumps to, by file: a finished chapter must not be started at its last frame.
const RECORDS_SEEKS = `
  window.seeks = [];
  document.addEventListener('seeking', ({ target: v }) => {
    if (v instanceof HTMLMediaElement) window.seeks.push(v.currentSrc.split('/').pop() + ' at ' + v.currentTime.toFixed(1));
  }, true);
`;

t.test('the course opens at the first unfinished chapter, and a finished one plays again from its start', async (t) => {
  const { context, page, problems, saved } = await newTab(DESKTOP, RECORDS_SEEKS);
  const seen = await untouched(page);
  await openUntouched(page, `/dashboard/course/${COURSE.progress}`, () => playingPast(seen, 0.5));
  await onChapter(seen, 2);
  await playingPast(seen, 0.5);
  t.pass('chapter 1 ran to its end and chapter 2 started by itself');
  t.equal((await seen.video()).muted, true, 'the next chapter starts muted instead of being refused');
  t.ok(await page.getByRole('button', { name: 'Tap to unmute' }).isVisible(), 'and still offers the sound');
  await page.getByRole('button', { name: /Chapter 3/ }).click();
  await seen.until(`document.querySelector('[aria-current="true"]')?.textContent.includes('(completed)')`);
  t.match(await current(page), /Chapter 3/, 'chapter 3, the last played, is finished');

  await saved();
  // The course's own address (a card, a bookmark) names no chapter: the player picks where to resume, and says it.
  await visit(page, `/dashboard/course/${COURSE.progress}`, {
    at: `/dashboard/course/${COURSE.progress}?list=course&chapter=2`,
    shows: page.getByRole('tab', { name: 'Courses' }),
  });
  t.match(await current(page), /Chapter 2/, 'opens at chapter 2, the first unfinished, not at the finished chapter 3');
  await page.getByRole('button', { name: /Chapter 1/ }).click();
  await seen.until(`document.querySelector('video')?.currentSrc.endsWith('-lesson-1.webm') && document.querySelector('video').currentTime > 0.3`);
  t.ok((await seen.video()).time < 3, 'the finished chapter 1 plays from its start');
  t.same(await seen.read(`window.seeks.filter((s) => s.startsWith('lesson-1'))`), [], 'without a jump to its last frame first');
  t.match(await current(page), /Chapter 1/);
  await screenIsSound(t, page, problems);
  await context.close();
});

// A browser that starts nothing by itself, muted or not (as Safari in Low Power Mode or set to
// "Never Auto-Play"): play() is refused unless the page was just tapped.
const REFUSES_AUTOPLAY = `
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function () {
    return navigator.userActivation.isActive ? play.call(this) : Promise.reject(new DOMException('play() needs a tap', 'NotAllowedError'));
  };
`;

t.test('where nothing may start by itself, a large play control starts the lesson with sound', async (t) => {
  const { context, page, problems } = await newTab(PHONE, REFUSES_AUTOPLAY);
  const seen = await untouched(page);
  await openUntouched(page, `/dashboard/course/${COURSE.refused}`, () =>
    seen.until(`!!document.querySelector('button[aria-label="Play Chapter 1: Lesson 1"]')`),
  );
  t.same(await seen.video(), { time: 0, paused: true, muted: true }, 'nothing started');
  await screenshot(page, 'player-refused-phone', { fullPage: false });
  const play = page.getByRole('button', { name: 'Play Chapter 1: Lesson 1' });
  await play.click();
  await playingPast(seen, 0.5);
  t.equal((await seen.video()).muted, false, 'playing with sound');
  t.equal(await play.count(), 0, 'the play control is gone');
  await screenIsSound(t, page, problems);
  await context.close();
});

t.test('leaving the page mid-lesson keeps the position it was left at, and the save is not cut off by the leaving', async (t) => {
  const { context, page, problems } = await newTab(DESKTOP);
  const seen = await untouched(page);
  // Past 2 s and before the 5 s tick: only the save made as the page goes can hold this position.
  await openUntouched(page, `/dashboard/course/${COURSE.left}`, () => playingPast(seen, 2.2));
  await visit(page, '/about-us', heading(page, 'Who We Are'));
  const progress = async () => (await (await page.request.get(`/api/academy/progress?slug=${COURSE.left}`, { headers: { 'x-csrf': '1' } })).json()).data;
  await until('the position saved as the page went', async () => (await progress()).length > 0).catch(() => undefined);
  t.match(await progress(), [{ list: 'course', position: 0, seconds: Number, completed: false }]);
  t.ok((await progress())[0]?.seconds >= 2, 'saved at the second it was left');
  t.same(problems, [], 'no request failed as the page went');
  await context.close();
});

t.test("a chapter picked just as the seek bar's preview moved: the player goes without an error", async (t) => {
  // vidstack waits a frame to place a slider's preview and nothing cancels it when the player goes;
  // web/vite.config.ts patches it. A preview resized every frame, then another chapter picked before
  // the next one: most rounds threw "disabled is not a function" twice before the patch.
  const { context, page, problems } = await newTab(DESKTOP);
  await visit(page, `/dashboard/course/${COURSE.raced}`, heading(page, 'Forex Trading Psychology'));
  for (let round = 0; round < 8; round++) {
    const next = round % 2 === 0 ? 2 : 1;
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0 && document.querySelectorAll('.vds-slider-preview').length > 0);
    await page.evaluate(async (next) => {
      const previews = Array.from(document.querySelectorAll<HTMLElement>('.vds-slider-preview'));
      let frames = 0;
      const resize = () => {
        for (const preview of previews) preview.style.minWidth = `${300 + (frames % 2)}px`;
        if (++frames < 60) requestAnimationFrame(resize);
      };
      requestAnimationFrame(resize);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      // In the same task, before the next frame: a click the page's own code receives as a learner's.
      const chapters = Array.from(document.querySelectorAll<HTMLButtonElement>('aside[aria-label="Course content"] button'));
      chapters.find((b) => new RegExp(`Chapter ${next}(?!\\d)`).test(b.textContent))!.click();
    }, next);
    await page
      .locator('[aria-current="true"]')
      .filter({ hasText: new RegExp(`Chapter ${next}(?!\\d)`) })
      .waitFor();
  }
  // The placements left waiting run in the frames after the last pick.
  await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))));
  await screenIsSound(t, page, problems);
  await context.close();
});

/** From Your Courses, a click on the course's card, to its player playing. */
async function fromYourCourses(page: Page, title: string) {
  await visit(page, '/dashboard/courses', heading(page, 'Your Courses'));
  await follow(page, page.getByRole('link', { name: title, exact: true }), heading(page, title));
  await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.3);
}

/**
 * Pauses the lesson with the player's own control, shown while the pointer is over the video. A
 * demo chapter lasts 6 s, then the next one takes its place: paused, the one on screen stays.
 */
async function pause(page: Page) {
  await page.locator('[data-media-player]').hover();
  // vidstack's play control is a toggle: pressed while the lesson plays.
  await page.getByRole('button', { name: 'Play', exact: true, pressed: true }).click();
  await page.waitForFunction(() => document.querySelector('video')?.paused);
}

/**
 * Where `l` is on the video's picture, in CSS pixels from each of its edges: the video element's box
 * less the black bars where the picture's shape differs from it (fullscreen on a tall phone).
 */
async function placeInVideo(page: Page, l: Locator) {
  const box = await l.boundingBox();
  if (!box) throw new Error('the watermark is not laid out');
  const picture = await page.locator('video').evaluate((v: HTMLVideoElement) => {
    const r = v.getBoundingClientRect();
    const scale = Math.min(r.width / v.videoWidth, r.height / v.videoHeight);
    const [width, height] = [v.videoWidth * scale, v.videoHeight * scale];
    return { x: r.x + (r.width - width) / 2, y: r.y + (r.height - height) / 2, width, height };
  });
  return {
    left: box.x - picture.x,
    top: box.y - picture.y,
    right: picture.x + picture.width - (box.x + box.width),
    bottom: picture.y + picture.height - (box.y + box.height),
  };
}
const inside = (p: Awaited<ReturnType<typeof placeInVideo>>) => Object.values(p).every((edge) => edge >= 0);

for (const [device, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  t.test(`on a ${device}, the lesson carries the viewer's email as a faint watermark inside the video, moved every few seconds`, async (t) => {
    const { context, page, problems } = await newTab(viewport);
    await fromYourCourses(page, 'Forex Fundamental Analysis');
    await pause(page);
    const mark = page.locator('[data-media-player]').getByText(viewer.email, { exact: true });
    await mark.waitFor();
    t.ok(await mark.isVisible(), "the signed-in customer's email is over the video");
    t.notMatch(await page.locator('[data-media-player]').ariaSnapshot(), viewer.email, 'screen readers skip it');
    const style = await mark.evaluate((el) => ({ pointer: getComputedStyle(el).pointerEvents, opacity: Number(getComputedStyle(el).opacity) }));
    t.equal(style.pointer, 'none', 'clicks go through it to the player');
    t.ok(style.opacity > 0 && style.opacity <= 0.3, `faint (opacity ${style.opacity})`);
    const first = await placeInVideo(page, mark);
    t.ok(inside(first), `inside the video (${JSON.stringify(first)})`);
    await screenshot(page, `player-watermark-${device}`, { fullPage: false });

    const moved = await until(
      'the watermark to move',
      async () => {
        const now = await placeInVideo(page, mark);
        return Math.abs(now.left - first.left) > 1 || Math.abs(now.top - first.top) > 1 ? now : null;
      },
      { within: 15_000 },
    );
    t.ok(inside(moved), `moved, and still inside the video (${JSON.stringify(moved)})`);
    await screenshot(page, `player-watermark-moved-${device}`, { fullPage: false });

    // Fullscreen shows the player alone: the mark is part of it.
    await page.locator('[data-media-player]').hover();
    await page.getByRole('button', { name: 'Fullscreen', exact: true }).click();
    await page.waitForFunction(() => document.fullscreenElement?.matches('[data-media-player]'));
    t.ok(await mark.isVisible(), 'in fullscreen too');
    t.ok(inside(await placeInVideo(page, mark)), 'on the picture, not on the black bars around it');
    await screenshot(page, `player-watermark-fullscreen-${device}`, { fullPage: false });
    await screenIsSound(t, page, problems);
    await context.close();
  });
}

t.test('the speed picked in the player carries on to the next chapter, and across a reload', async (t) => {
  const { context, page, problems } = await newTab(DESKTOP);
  await fromYourCourses(page, 'Forex Algorithmic Strategies');
  await pause(page);
  const rate = () => page.locator('video').evaluate((v: HTMLVideoElement) => v.playbackRate);
  t.equal(await rate(), 1, 'a first lesson plays at normal speed');

  // Settings, then Speed, then its slider moved up by keyboard to 1.5x in one step (Shift doubles the
  // 0.25 step). Two quick presses are not the same: the slider drops a change within 25 ms of the one before.
  await page.locator('[data-media-player]').hover();
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Speed Normal', exact: true }).click();
  await page.getByRole('slider', { name: 'Speed', exact: true }).press('Shift+ArrowRight');
  // The menu names the speed the video now plays at.
  await page.getByRole('menuitem', { name: 'Speed 1.5x', exact: true }).waitFor();
  await screenshot(page, 'player-speed-menu', { fullPage: false });
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /Chapter 2/ }).click();
  await page.waitForFunction(() => {
    const v = document.querySelector('video');
    return v?.currentSrc.endsWith('-lesson-2.webm') && v.currentTime > 0.3;
  });
  t.equal(await rate(), 1.5, 'the next chapter plays at the speed picked');

  await reload(page, heading(page, 'Forex Algorithmic Strategies'));
  await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.3);
  t.equal(await rate(), 1.5, 'and so does the lesson after a reload');
  await screenIsSound(t, page, problems);
  await context.close();
});
