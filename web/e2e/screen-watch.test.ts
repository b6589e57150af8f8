import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { watchPage } from './screen-watch.ts';
import { launchChromium } from './chromium.ts';

// The watch judges every screen of the browser tests, so it is tested itself, on pages made to
// show each case: what a person causes by leaving a page is no failure, what cuts a live page's
// request is.

const html = (res: ServerResponse, body: string) => res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html>${body}`);
const timers = new Set<NodeJS.Timeout>();
const later = (ms: number, fn: () => void) => timers.add(setTimeout(fn, ms));

const server = createServer((req, res) => {
  switch (req.url) {
    // A link clicked before hydration: the browser starts the next page load, and while its answer
    // is on its way the old page's script replaces its own history entry (as the router's start
    // does) and starts a read, which the new page cuts.
    case '/listing':
      return html(
        res,
        `<a href="/detail">Detail</a><a href="/no-content">Nothing</a><button>Abort</button>
        <script>
          document.querySelector('a').addEventListener('click', () => setTimeout(() => {
            history.replaceState({ idx: 0 }, '', location.href);
            fetch('/slow');
          }, 50));
          document.querySelector('button').addEventListener('click', () => {
            const reading = new AbortController();
            fetch('/slow', { signal: reading.signal }).catch(() => {});
            setTimeout(() => reading.abort(), 100);
          });
        </script>`,
      );
    case '/detail':
      return later(400, () => html(res, '<h1>Detail</h1>'));
    // A link that leads to no page: the old one stays, and its own failures still count.
    case '/no-content':
      return res.writeHead(204).end();
    case '/slow':
      return later(5000, () => res.writeHead(200).end('late'));
    default:
      return res.writeHead(404).end();
  }
});
server.listen(0, '127.0.0.1');
await once(server, 'listening');
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await launchChromium();
t.teardown(async () => {
  await browser.close();
  for (const timer of timers) clearTimeout(timer);
  server.closeAllConnections();
  server.close();
});

async function watchedListing() {
  const page = await browser.newPage();
  const watch = watchPage(page, []);
  await page.goto(`${base}/listing`);
  return { page, watch };
}

t.test('a read the old page starts while the next page is on its way is cut by that page load, which is no failure', async (t) => {
  const { page, watch } = await watchedListing();
  const cut = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/slow'));
  await page.getByRole('link', { name: 'Detail' }).click();
  await page.getByRole('heading', { name: 'Detail' }).waitFor();
  t.equal((await cut).failure()?.errorText, 'net::ERR_ABORTED', 'the read was cut');
  t.same(watch.take(), []);
  await page.close();
});

t.test('a read the live page itself cuts is reported', async (t) => {
  const { page, watch } = await watchedListing();
  const cut = page.waitForEvent('requestfailed');
  await page.getByRole('button', { name: 'Abort' }).click();
  await cut;
  t.same(watch.take(), ['request failed: GET /slow (net::ERR_ABORTED, fetch)']);
  await page.close();
});

t.test('after a link that led to no page, the page still in place has its cut reads reported', async (t) => {
  const { page, watch } = await watchedListing();
  const noPage = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/no-content'));
  await page.getByRole('link', { name: 'Nothing' }).click();
  // Chromium reports a load that brought no page as cut.
  t.equal((await noPage).failure()?.errorText, 'net::ERR_ABORTED', 'the load led nowhere');
  const cut = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/slow'));
  await page.getByRole('button', { name: 'Abort' }).click();
  await cut;
  t.same(watch.take(), ['request failed: GET /slow (net::ERR_ABORTED, fetch)']);
  await page.close();
});
