// What the crawl reads from a page. scan and look run inside the page (page.evaluate), so they
// use no helpers from this module: inner named functions would not survive the trip.

export interface Scan {
  /** Visible in-app links: path and query, and the name a person reads. */
  links: { href: string; name: string }[];
  /** Visible closed menu openers: a <summary> of a closed <details>, or a button with aria-expanded="false", outside video players. */
  openers: string[];
  /** Whether the target ("link:<href>" or "opener:<id>") was found and marked with data-crawl. */
  marked: boolean;
}

export function scan(target: string | null): Scan {
  for (const el of Array.from(document.querySelectorAll('[data-crawl]'))) el.removeAttribute('data-crawl');
  const result: Scan = { links: [], openers: [], marked: false };
  const candidates: HTMLAnchorElement[] = [];
  for (const a of Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
    const attr = a.getAttribute('href')!;
    if (!a.checkVisibility({ visibilityProperty: true }) || a.getClientRects().length === 0) continue;
    // Downloads and pages outside the app are no screens of it.
    if (!attr.startsWith('/') || attr.startsWith('//') || a.hasAttribute('download') || a.target === '_blank') continue;
    const url = new URL(a.href);
    if (url.origin !== location.origin || /^\/(api|bff)\//.test(url.pathname)) continue;
    const href = url.pathname + url.search;
    result.links.push({ href, name: (a.getAttribute('aria-label') || a.textContent || a.querySelector('img')?.alt || '').trim() });
    if (target === `link:${href}`) candidates.push(a);
  }
  // The link a person clicks: the named one rather than the image beside it hidden from assistive technology.
  const chosen = candidates.find((a) => a.getAttribute('aria-hidden') !== 'true') ?? candidates[0];
  if (chosen) chosen.dataset.crawl = '';
  for (const el of Array.from(document.querySelectorAll<HTMLElement>('details:not([open]) > summary, button[aria-expanded="false"]'))) {
    if (!el.checkVisibility({ visibilityProperty: true }) || el.getClientRects().length === 0) continue;
    // A video player's own menus (speed, captions) open no screen, and its controls hide while it plays.
    if (el.closest('[data-media-player]')) continue;
    const id = `${el.tagName.toLowerCase()} ${(el.getAttribute('aria-label') || el.textContent || '').trim()}`;
    result.openers.push(id);
    if (target === `opener:${id}` && !result.marked) {
      el.dataset.crawl = '';
      result.marked = true;
    }
  }
  result.marked ||= Boolean(chosen);
  return result;
}

/** The state of the screen: the crawl marker (gone after a full load), an error screen, its heading, its width. */
export function look(errorScreens: string[]) {
  const text = document.body.innerText;
  return {
    marker: 'crawlMarker' in window,
    error: errorScreens.find((e) => text.includes(e)) ?? null,
    heading: document.querySelector('h1') !== null,
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  };
}

const SLUGGED =
  /^(\/(?:forex|crypto|stock|commodities)-(?:trading|robots)|\/dashboard\/(?:course|robot)|\/admin\/update\/(?:robot|course)|\/admin\/learning)\/[^/]+$/;
/** A user's own admin screens (/admin/users/{id}/learning): one screen whoever the user. */
const USER_SCREEN = /^\/admin\/users\/[^/]+\//;

/**
 * One visit per screen, not per item or page: /forex-trading/<slug> is /forex-trading/:id, the
 * page=N query is dropped, other query names are kept (their values are not).
 */
export function screenKey(href: string) {
  const url = new URL(href, 'http://screen');
  const names = [...new Set(url.searchParams.keys())].filter((n) => n !== 'page').sort();
  return url.pathname.replace(SLUGGED, '$1/:id').replace(USER_SCREEN, '/admin/users/:id/') + (names.length ? `?${names.join('&')}` : '');
}
