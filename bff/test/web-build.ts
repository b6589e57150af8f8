import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import supertest from 'supertest';

/**
 * The real web build (npm test builds it first), for a BFF that serves the SPA's own shells and
 * renders its pages: `bffEnv: WEB_BUILD` in buildTestShop.
 */
export const WEB_BUILD = {
  WEB_DIST: fileURLToPath(new URL('../../web/dist', import.meta.url)),
  WEB_SSR: fileURLToPath(new URL('../../web/dist-ssr/entry-server.js', import.meta.url)),
};
if (!existsSync(WEB_BUILD.WEB_SSR)) throw new Error('Build the web client first: npm run build');

/** GET `path` as a browser asks for a page, with its session's `cookie` when given. */
export const pageRequest = (app: Parameters<typeof supertest>[0], path: string, cookie?: string) => {
  const req = supertest(app).get(path).set('accept', 'text/html');
  return cookie ? req.set('cookie', cookie) : req;
};
