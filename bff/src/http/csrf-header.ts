import type { IncomingHttpHeaders } from 'node:http';

/**
 * The header only the shop's own pages send: a custom header forces a CORS preflight, so other
 * sites cannot send it. Checked by the CSRF hook (plugins/app/csrf.ts) and the proxy's hot path.
 */
export const carriesCsrf = (headers: IncomingHttpHeaders) => headers['x-csrf'] === '1';
