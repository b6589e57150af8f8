import { ApiError, parseInput } from '@academy/shared/api-error';
import { WIRE } from '@academy/shared/constants';
import type { OpenSession } from '../session/cookie-codec.ts';
import type { SessionKind } from '../session/session-kinds.ts';
import { PROXY_TABLE, type ProxyRoute } from './table.ts';

/** A call's validated parts. */
export interface CallInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  /** Only on a POST. */
  body?: Record<string, unknown>;
}

/**
 * What the BFF does with one allowlisted call, decided once from its table entry. The Fastify route
 * (routes/api/proxy.ts) and the hot path (proxy/fast-path.ts) both execute it, so each rule is
 * written here once: which session it reads, whether one is required, whether the browser must
 * send x-csrf, how its input is validated, and which upstream call it becomes.
 */
export interface CallPlan {
  route: ProxyRoute;
  /** The session cookie the call reads; null for a public call, which sends no bearer. */
  kind: SessionKind | null;
  /** With no session open the call is refused 401 before it reaches the upstream. */
  sessionRequired: boolean;
  /** The browser must send `x-csrf: 1` (GETs it loads itself, an img or a download, cannot; nor can a program). */
  csrf: boolean;
  /** Validates the raw parts against the route's shared schemas; a 422 ApiError otherwise. */
  parse(raw: { params?: unknown; query?: unknown; body?: unknown }): CallInput;
  /** Refuses a call that needs a session it does not have. */
  authorise(session: OpenSession | null): void;
  /** The upstream path and JSON body. On a customer call the session's email replaces any the browser named. */
  upstream(input: CallInput, session: OpenSession | null): { path: string; body?: string };
}

const fillParams = (path: string, params: Record<string, unknown>) =>
  path.replace(/:([a-zA-Z_]+)/g, (_m, name: string) => encodeURIComponent(String(params[name])));

function searchOf(query: Record<string, unknown>) {
  let search = '';
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined)
      search += `${search ? '&' : '?'}${encodeURIComponent(key)}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`;
  }
  return search;
}

export function planCall(product: string, route: ProxyRoute): CallPlan {
  const kind: SessionKind | null = route.auth === 'public' ? null : route.auth === 'admin' ? 'admin' : 'customer';
  const sessionRequired = route.auth === 'customer' || route.auth === 'admin';
  // Nobody reads or writes another customer's data by naming their email.
  const ownEmail = route.auth === 'customer';
  return {
    route,
    kind,
    sessionRequired,
    csrf: !(route.direct && route.method === 'GET') && !(route.program && route.auth === 'public'),
    parse(raw) {
      return {
        params: route.params ? parseInput(route.params, raw.params) : {},
        query: route.query ? parseInput(route.query, raw.query) : {},
        ...(route.method === 'POST' && { body: route.body ? parseInput(route.body, raw.body) : {} }),
      };
    },
    authorise(session) {
      if (!session && sessionRequired) throw new ApiError(401, WIRE.unauthorized);
    },
    upstream({ params, query, body }, session) {
      if (session && ownEmail && route.query?.shape.email) query = { ...query, email: session.name };
      if (session && ownEmail && body && route.body?.shape.email) body = { ...body, email: session.name };
      return { path: `/api/${product}/${fillParams(route.path, params)}${searchOf(query)}`, ...(body && { body: JSON.stringify(body) }) };
    },
  };
}

/** Every allowlisted call's plan, in table order. */
export const callPlans = (product: string) => PROXY_TABLE.map((route) => planCall(product, route));
