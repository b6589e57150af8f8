import { LISTING_ROUTES } from '@academy/shared/categories';
import { MAX_PAGE_LENGTH } from '@academy/shared/constants';
import { paths } from '../../config/paths.ts';
import { api } from '../../lib/api-client.ts';

// One sitemap file holds at most 50,000 URLs (sitemaps.org).
const SITEMAP_LIMIT = 50_000;
const PAGES = [paths.home, paths.courses, ...LISTING_ROUTES.map((c) => paths.category(c)), paths.signals, paths.ftmo, paths.aboutUs, paths.contactUs];

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every item of a kind, a full page at a time. */
async function allItems(kind: 'courses' | 'robots') {
  const items: { type: 'course' | 'robot'; category: string; slug: string }[] = [];
  for (let page = 1; items.length < SITEMAP_LIMIT; page++) {
    const res = await api<{ type: 'course' | 'robot'; category: string; slug: string }[]>(kind, { query: { page, length: MAX_PAGE_LENGTH } });
    items.push(...(res.data ?? []));
    if ((res.data ?? []).length < MAX_PAGE_LENGTH || items.length >= (res.totalRecords ?? 0)) break;
  }
  return items;
}

/** sitemap.xml (the public pages and every course and robot) and robots.txt, for `origin`. */
export function siteFiles(origin: string) {
  return {
    async sitemap() {
      const [courses, robots] = await Promise.all([allItems('courses'), allItems('robots')]);
      const urls = [...PAGES, ...[...courses, ...robots].map((item) => paths.product(item))].slice(0, SITEMAP_LIMIT);
      const entries = urls.map((path) => `  <url><loc>${escapeXml(new URL(path, origin).href)}</loc></url>`);
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
    },
    /** The storefront is open to crawlers; accounts, the admin, checkout, the cart and the API are not. */
    robots() {
      const closed = [paths.dashboard.root, paths.admin.root, paths.checkout, paths.cart, '/api/', '/bff/', paths.login, paths.register, '/sandbox/'];
      return `User-agent: *\n${closed.map((p) => `Disallow: ${p}`).join('\n')}\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
    },
  };
}
