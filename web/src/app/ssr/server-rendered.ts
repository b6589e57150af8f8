import type { Params } from 'react-router';

/** One read a page shows: its SWR key and the fetcher its hook uses, so the server's answer is what the hook would hold. */
interface PageRead {
  key: string;
  fetcher: (key: string) => Promise<unknown>;
}

export interface ServerRendered {
  /** The public reads the page needs for its first screen, worked out from its URL alone. */
  reads: (url: URL, params: Params) => PageRead[];
}

/**
 * Marks a public route as rendered on the server (the route's `handle`). Only public pages carry it:
 * what they show is the same for everyone, so the BFF renders them without the visitor's session and
 * may cache the HTML; personal parts (cart count, owned badges) fill in after hydration.
 */
export const serverRendered = (reads: ServerRendered['reads'] = () => []) => ({ serverRendered: { reads } satisfies ServerRendered });

export const serverRenderedOf = (handle: unknown): ServerRendered | undefined => (handle as { serverRendered?: ServerRendered } | undefined)?.serverRendered;
