import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RenderedPage } from '@academy/shared/page-rendering';

const STYLESHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;
const DEFAULT_TITLE = /<title>[^<]*<\/title>/;
const DEFAULT_DESCRIPTION = /<meta name="description"[^>]*>/;
export const ROOT = '<div id="root"></div>';
// The body font's Latin file, which every page's text uses.
const BODY_FONT = /^inter-latin-wght-normal-[\w-]+\.woff2$/;
// Sections that fade in as they scroll into view stay visible when no script runs.
const NO_SCRIPT = '<noscript><style>[data-visible="false"]{opacity:1;transform:none}</style></noscript>';

/**
 * Builds server-rendered pages from the web build's index.html: the page's head elements in place of
 * the default title and description, the stylesheet inline (no request before the first paint), the
 * body font preloaded, the markup in #root and the hydration state after it.
 */
export function pageDocument(webDist: string): ((page: RenderedPage) => string) | null {
  const shell = readFileSync(join(webDist, 'index.html'), 'utf8');
  if (!shell.includes(ROOT) || !shell.includes('</head>')) return null;
  const sheet = STYLESHEET.exec(shell);
  const css = sheet ? readFileSync(join(webDist, sheet[1]!), 'utf8') : '';
  const font = existsSync(join(webDist, 'assets')) ? readdirSync(join(webDist, 'assets')).find((f) => BODY_FONT.test(f)) : undefined;
  const preload = font ? `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin>` : '';
  const base = sheet ? shell.replace(sheet[0], `${preload}<style>${css}</style>${NO_SCRIPT}`) : shell;
  const [before, after] = base.split(ROOT) as [string, string];
  const [head, rest] = before.split('</head>') as [string, string];

  return (page: RenderedPage) => {
    // A page that names itself replaces the defaults; one that does not (an unknown URL) keeps them.
    const ownHead = page.head.includes('<title>') ? head.replace(DEFAULT_TITLE, '').replace(DEFAULT_DESCRIPTION, '') : head;
    return `${ownHead}${page.head}</head>${rest}<div id="root">${page.markup}</div>${page.state}${after}`;
  };
}
