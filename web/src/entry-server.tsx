import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { ApiError } from '@academy/shared/api-error';
import type { CreatePageRenderer, RenderedPage } from '@academy/shared/page-rendering';
import { App } from './app/app.tsx';
import { documentReadKeys } from './app/routes/first-reads.ts';
import { routes } from './app/routes.tsx';
import type { ServerData } from './app/ssr/server-data.tsx';
import { screenModuleOf } from './app/ssr/screen-module.ts';
import { serverRenderedOf } from './app/ssr/server-rendered.ts';
import { serverStateScript } from './app/ssr/server-state.ts';
import { siteFiles } from './app/ssr/site-files.ts';
import { setTransport } from './lib/api-client.ts';

// React puts a page's title, meta and link elements first in its output; their text and attribute
// values are escaped, so the first other tag ends them.
const HOISTED = /^((?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*)/;

/**
 * The BFF's server rendering of the public pages, from the same routes and components as the SPA.
 * `fetch` reads the API as the browser would, without a session; `origin` is where the shop is published.
 */
export const createRenderer: CreatePageRenderer = ({ fetch, origin }) => {
  setTransport(fetch);
  const handler = createStaticHandler(routes);

  function serves(path: string): boolean {
    const matches = matchRoutes(routes, new URL(path, origin));
    return !matches || Boolean(serverRenderedOf(matches.at(-1)?.route.handle));
  }

  function screenModules(path: string): string[] {
    return (matchRoutes(routes, new URL(path, origin)) ?? []).flatMap(({ route }) => screenModuleOf(route.handle) ?? []);
  }

  /** The page at `path`, or null when it is not rendered on the server (dashboard, admin, forms). */
  async function render(path: string, country: string): Promise<RenderedPage | null> {
    const url = new URL(path, origin);
    const matches = matchRoutes(routes, url);
    const leaf = matches?.at(-1);
    const page = leaf && serverRenderedOf(leaf.route.handle);
    if (matches && !page) return null;

    const data: ServerData = {};
    let status = 200;
    let complete = true;
    await Promise.all(
      (leaf && page ? page.reads(url, leaf.params) : []).map(async ({ key, fetcher }) => {
        try {
          data[key] = await fetcher(key);
        } catch (err) {
          if (!(err instanceof ApiError && err.code === 404)) return void (complete = false);
          data[key] = null;
          status = 404;
        }
      }),
    );
    const context = await handler.query(new Request(url));
    if (context instanceof Response) return null;
    if (context.statusCode === 404) status = 404;
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = renderToString(
      <SWRConfig value={{ provider: () => new Map() }}>
        <App data={data} origin={origin} country={country}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>
      </SWRConfig>,
    );
    const head = HOISTED.exec(html)?.[1] ?? '';
    return { status, head, markup: html.slice(head.length), state: serverStateScript({ data, origin, country }), complete };
  }

  return { serves, screenModules, firstReads: documentReadKeys, render, ...siteFiles(origin) };
};
