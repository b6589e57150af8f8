/**
 * The contract between the BFF and the web's server build (web/src/entry-server.tsx, built to
 * web/dist-ssr/): the BFF loads the build and asks it for pages, the sitemap and robots.txt.
 */
export interface RenderedPage {
  status: number;
  /** The title, meta and link elements the page rendered, for the document's head. */
  head: string;
  /** The markup inside #root. */
  markup: string;
  /** The state the browser hydrates with (a script element, after #root). */
  state: string;
  /** False when a read failed (the page shows its loading state): not to be cached. */
  complete: boolean;
}

export interface PageRenderer {
  /** Whether the page at `path` is rendered on the server (a public page, or the not-found page), from the route table alone. */
  serves(path: string): boolean;
  /** The source modules of the client-rendered screens at `path` (Vite's manifest keys), whose chunks its shell preloads. */
  screenModules(path: string): string[];
  /**
   * The API reads a signed-in customer's screen at `path` starts with (keys: paths under /api/<product>/ with their
   * query), which its shell carries answered (bff/src/plugins/app/pages.ts). `customer`: the session's name, their email.
   */
  firstReads(path: string, customer: string): string[];
  /** The page at `path` in `country`'s prices, or null when it is not rendered on the server (dashboard, admin, forms). */
  render(path: string, country: string): Promise<RenderedPage | null>;
  sitemap(): Promise<string>;
  robots(): string;
}

/** How the server build reads the API: GET `url` as the browser would, with no session. */
export type PageTransport = (url: string, init: RequestInit) => Promise<Response>;

export type CreatePageRenderer = (opts: { fetch: PageTransport; origin: string }) => PageRenderer;
