import type { Page } from 'playwright-core';
import { TEXT } from '@academy/shared/constants';
import type { PageWatch } from './screen-watch.ts';
import { type Scan, scan, look, screenKey } from './crawl-page.ts';
import { follow, visit } from './steps.ts';

/** Opener ids (menus, hamburger, sidebar) to click, in order, before a link shows. */
type Chain = string[];
interface Shown {
  href: string;
  name: string;
  chain: Chain;
}
interface Pending {
  href: string;
  name: string;
  /** Where the link was seen, each with the openers that show it there. */
  sources: Map<string, Chain>;
}

export interface CrawlOptions {
  /** Where a person starts: opened by URL. Every other screen is reached by clicking. */
  entries: string[];
}

export interface CrawlReport {
  /** Screen keys (see screenKey) a click or an entry reached. */
  visited: string[];
  problems: string[];
}

const ERROR_SCREENS = [TEXT.unexpectedError, TEXT.pageNotFound];
const here = (page: Page) => {
  const u = new URL(page.url());
  return u.pathname + u.search;
};

/**
 * A breadth-first click-through of the SPA as one person (one browser context): opens each entry,
 * collects the visible in-app links and what every menu opener reveals, and clicks each new screen's
 * link once, from the page it is on when that page shows the link, otherwise from a page where it
 * was seen (opened by URL as the start of that step). After each click and each opened menu the
 * screen is checked; `watch` collects errors, console errors and unexpected responses.
 */
export async function crawl(page: Page, watch: PageWatch, { entries }: CrawlOptions): Promise<CrawlReport> {
  const problems: string[] = [];
  const visited = new Set<string>();
  const queue: Pending[] = [];
  const known = new Map<string, Pending>(); // by screen key: queued, done, or reached by a click
  const linksOn = new Map<string, Map<string, Chain>>(); // screen key -> href -> chain
  const menus = new Map<string, Shown[]>(); // a menu's links, explored once per crawl

  async function check(step: string, { clicked }: { clicked: boolean }) {
    const seen = await page.evaluate(look, ERROR_SCREENS);
    const found = watch.take();
    if (clicked && !seen.marker) found.push('the page loaded anew instead of navigating in the app');
    if (seen.error) found.push(`error screen: ${seen.error}`);
    if (!seen.heading) found.push('no h1 heading');
    if (seen.scrollWidth > seen.innerWidth) found.push(`wider than the window: ${seen.scrollWidth} > ${seen.innerWidth} px`);
    problems.push(...found.map((p) => `${step}: ${p}`));
  }

  async function settle() {
    await watch.quiet();
    await page
      .waitForFunction(
        (errors) =>
          !document.querySelector('[role="progressbar"]') && (document.querySelector('h1') || errors.some((e) => document.body.innerText.includes(e))),
        ERROR_SCREENS,
        { timeout: 10_000 },
      )
      .catch(() => undefined); // check() reports the missing heading
    await watch.quiet();
  }

  // Set after every load: a click that loads the page anew loses it.
  const setMarker = () => page.evaluate(() => Object.assign(window, { crawlMarker: true }));

  async function open(url: string) {
    // Hydrated too before any click: a link on a server-rendered page is a page load until then.
    await visit(page, url, { shows: settle });
    await setMarker();
    await check(`open ${url}`, { clicked: false });
  }

  const scanFor = (target: string | null): Promise<Scan> => page.evaluate(scan, target);

  /** Clicks the opener `id`, and returns the links it shows, openers it shows in turn included. */
  async function explore(id: string, chain: Chain): Promise<Shown[]> {
    const before = await scanFor(`opener:${id}`);
    if (!before.marked) {
      // A submenu may close its siblings: only a top-level opener must still be there.
      if (chain.length === 0) problems.push(`${here(page)}: "${id}" went away before it could be opened`);
      return [];
    }
    await page.locator('[data-crawl]').click();
    const after = await scanFor(null);
    await check(`${here(page)}: open "${id}"`, { clicked: true });
    const old = new Set(before.links.map((l) => l.href));
    const shown = after.links.filter((l) => !old.has(l.href)).map((l) => ({ ...l, chain: [...chain, id] }));
    for (const next of after.openers.filter((o) => !before.openers.includes(o))) shown.push(...(await explore(next, [...chain, id])));
    return shown;
  }

  function note(links: Shown[], source: string, map: Map<string, Chain>) {
    for (const l of links) {
      if (l.href === source) continue; // a link to the page itself goes nowhere new
      if (!map.has(l.href)) map.set(l.href, l.chain);
      const key = screenKey(l.href);
      const pending = known.get(key);
      if (pending) {
        if (pending.href !== l.href) continue;
        if (!pending.sources.has(source)) pending.sources.set(source, l.chain);
        pending.name ||= l.name; // an image link beside its named twin has no name of its own
        continue;
      }
      const added = { href: l.href, name: l.name, sources: new Map([[source, l.chain]]) };
      known.set(key, added);
      queue.push(added);
    }
  }

  /** Records the links of the current screen, opening each menu not seen before in this crawl. */
  async function discover() {
    const source = here(page);
    const key = screenKey(source);
    if (linksOn.has(key)) return;
    const map = new Map<string, Chain>();
    linksOn.set(key, map);
    const first = await scanFor(null);
    note(
      first.links.map((l) => ({ ...l, chain: [] })),
      source,
      map,
    );
    let disturbed = false;
    for (const id of first.openers) {
      if (!menus.has(id)) {
        if (disturbed) await open(source);
        menus.set(id, await explore(id, []));
        disturbed = true;
      }
      note(menus.get(id)!, source, map);
    }
    if (disturbed) await open(source);
  }

  /** Opens the chain's openers and marks the link for the click; false when the page does not show it. */
  async function reveal(href: string, chain: Chain) {
    for (const id of chain) {
      if ((await scanFor(`opener:${id}`)).marked) await page.locator('[data-crawl]').click();
    }
    return (await scanFor(`link:${href}`)).marked;
  }

  async function clickThrough(link: Pending) {
    const step = `click "${link.name}" (${link.href})`;
    const chainHere = linksOn.get(screenKey(here(page)))?.get(link.href);
    if (here(page) === link.href || !chainHere || !(await reveal(link.href, chainHere))) {
      const [source, chain] = [...link.sources][0]!;
      await open(source);
      if (!(await reveal(link.href, chain))) return void problems.push(`${step}: not shown on ${source}`);
    }
    const from = here(page);
    // A link that leads nowhere is a finding, reported below; a page loaded anew instead, check() reports.
    const moved = await follow(page, page.locator('[data-crawl]'), { at: (u) => u.pathname + u.search !== from, shows: settle }).then(
      () => true,
      () => here(page) !== from,
    );
    if (!moved) await settle();
    const landed = here(page);
    await check(`${step} on ${from}${moved ? ` -> ${landed}` : ', which went nowhere'}`, { clicked: true });
    await setMarker();
    visited.add(screenKey(landed));
    if (!known.has(screenKey(landed))) known.set(screenKey(landed), { ...link, href: landed });
    await discover();
  }

  for (const entry of entries) {
    await open(entry);
    visited.add(screenKey(here(page)));
    await discover();
  }
  for (let link = queue.shift(); link; link = queue.shift()) await clickThrough(link);
  return { visited: [...visited].sort(), problems: [...new Set(problems)] };
}
