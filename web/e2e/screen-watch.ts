import type { Page, Request } from 'playwright-core';

/** A failing response the shop sends on purpose, with the reason it is no defect. */
export interface ExpectedResponse {
  status: number;
  path: RegExp;
  why: string;
}

const QUIET_MS = 300;
const QUIET_DEADLINE_MS = 15_000;

const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

/**
 * What a person would see go wrong while using a page: uncaught errors, console errors, failed
 * requests and error responses nobody expected. Also tracks requests in flight, to know when a
 * screen has settled without sleeping for a fixed time.
 */
export function watchPage(page: Page, expected: ExpectedResponse[]) {
  const problems: string[] = [];
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  // A video streams for as long as it plays: it never goes quiet, and is not what a screen waits for.
  const tracked = (r: Request) => r.resourceType() !== 'media';
  const done = (r: Request) => {
    inFlight.delete(r);
    lastActivity = Date.now();
  };

  // Page loads so far, and in which one each request started: a new page load (opening another
  // address) cuts whatever the last page still had loading, a script chunk the player fetches late
  // among them, and a person leaving a page does not see that as anything failing. Until the new
  // page commits, the old one still runs and may start requests: those are the old page's too.
  let pageLoads = 0;
  let loading: { request: Request; answered: boolean } | undefined;
  const startedIn = new WeakMap<Request, number>();
  const withoutFragment = (url: string) => url.split('#', 1)[0];
  page.on('framenavigated', (frame) => {
    // Same-document navigations fire this too: a link clicked before hydration starts a page load,
    // and the old page's router then replaces its own history entry while the new page is on its
    // way. Only the answered load arriving at its own address is the new page.
    if (frame !== page.mainFrame() || !loading?.answered) return;
    if (withoutFragment(frame.url()) === withoutFragment(loading.request.url())) loading = undefined;
  });
  page.on('request', (r) => {
    const navigation = r.isNavigationRequest() && r.frame() === page.mainFrame();
    if (navigation) {
      pageLoads++;
      loading = { request: r, answered: false };
    }
    startedIn.set(r, loading && !navigation ? pageLoads - 1 : pageLoads);
    if (!tracked(r)) return;
    inFlight.add(r);
    lastActivity = Date.now();
  });
  // A load that ends without a new page (a download, a 204) leaves the old page in place.
  const ended = (r: Request) => {
    if (loading?.request !== r) return;
    loading = undefined;
    pageLoads--;
  };
  page.on('requestfinished', ended);
  page.on('requestfinished', done);
  // An abort is judged when the problems are taken, not when it is reported: the browser may report
  // the old page's cut request before the new page load's own request event arrives.
  const aborts: Request[] = [];
  // When it failed says what cut it: before any answer (the request), or while the body came.
  const stage = (r: Request) => (r.timing().responseStart > 0 ? `, after its answer began, ${r.resourceType()}` : `, ${r.resourceType()}`);
  const failed = (r: Request) => `request failed: ${r.method()} ${pathOf(r.url())} (${r.failure()?.errorText}${stage(r)})`;
  page.on('requestfailed', (r) => {
    ended(r);
    done(r);
    const aborted = r.failure()?.errorText === 'net::ERR_ABORTED';
    // Leaving the player removes its video, and the browser cuts the stream it was reading: no defect.
    if (!tracked(r) && aborted) return;
    if (aborted) aborts.push(r);
    else problems.push(failed(r));
  });
  page.on('response', (res) => {
    if (loading?.request === res.request()) loading.answered = true;
    const path = pathOf(res.url());
    if (res.status() < 400 || expected.some((e) => e.status === res.status() && e.path.test(path))) return;
    problems.push(`response ${res.status()}: ${res.request().method()} ${path}`);
  });
  page.on('pageerror', (e) => problems.push(pageErrorText(e, page)));
  page.on('console', (m) => {
    // Chromium echoes every error response to the console; the response check above judges those.
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) problems.push(`console error: ${m.text().split('\n', 1)[0]}`);
  });

  return {
    /** The problems seen since the last call. */
    take: () => {
      const unexplained = aborts.splice(0).filter((r) => startedIn.get(r) === pageLoads);
      return [...problems.splice(0), ...unexplained.map(failed)];
    },
    /** Resolves once no request has been in flight for QUIET_MS (as Playwright's networkidle, but also after client-side navigation). */
    async quiet() {
      for (const deadline = Date.now() + QUIET_DEADLINE_MS; inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS;) {
        if (Date.now() > deadline) {
          problems.push(`network never went quiet: ${[...inFlight].map((r) => pathOf(r.url())).join(', ')}`);
          return;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}

export type PageWatch = ReturnType<typeof watchPage>;

/**
 * An uncaught page error and where it was thrown (which part of the shop to read): our bundle's
 * first three frames, file, line and column (a library's helper alone does not name its caller),
 * else the stack's first frames (a worker, an embed, an inline script, the browser's own code),
 * else the page it was on.
 */
export function pageErrorText(e: Error, page: Page): string {
  const stack = e.stack ?? '';
  const frames = (pattern: RegExp) =>
    stack
      .match(pattern)
      ?.slice(0, 3)
      .map((f) => f.trim())
      .join(' < ');
  const at = frames(/\/assets\/[^\s)]+/g) || frames(/^\s*at .+$/gm) || `no stack, on ${page.url()}`;
  return `page error: ${e.message} (at ${at})`;
}
