/** The BFF's own and the proxied calls: answered as JSON data, never as a page. */
export const isApiPath = (url: string) => url.startsWith('/api/') || url.startsWith('/bff/');
