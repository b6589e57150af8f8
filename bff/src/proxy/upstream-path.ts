import type { OpenSession } from '../session/cookie-codec.ts';
import type { ProxyRoute } from './table.ts';

const fillParams = (path: string, params: Record<string, unknown>) =>
  path.replace(/:([a-zA-Z_]+)/g, (_m, name: string) => encodeURIComponent(String(params[name])));

/**
 * The upstream path and query of an allowlisted call, built from validated parts. On a customer
 * call the session's email replaces any the browser named: nobody reads another's data.
 */
export function upstreamPath(product: string, route: ProxyRoute, params: Record<string, unknown>, query: Record<string, unknown>, session: OpenSession | null): string {
  if (session && route.auth === 'customer' && route.query?.shape.email) query.email = session.name;
  let search = '';
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search += `${search ? '&' : '?'}${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`;
  }
  return `/api/${product}/${fillParams(route.path, params)}${search}`;
}
