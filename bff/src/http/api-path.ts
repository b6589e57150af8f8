import { isOpsPath } from '@academy/shared/server/ops-paths';

/** The BFF's own and the proxied calls, and the probes: answered as JSON data, never as a page. */
export const isApiPath = (url: string) => url.startsWith('/api/') || url.startsWith('/bff/') || isOpsPath(url);
