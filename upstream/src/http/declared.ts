import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Endpoint } from '@academy/shared/endpoints/define';

type ZodFastify = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** The declaration's parts under Fastify's names: what the route validates its input and serializes its answers with. */
export interface SchemaOf<E extends Endpoint> {
  querystring: E['query'];
  body: E['body'];
  params: E['params'];
  response: E['response'];
}
type Handler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider
>;
/** What a route adds to its declaration: its hooks (a rate limit, a guard), a validator of its own, its config. */
type Options<E extends Endpoint> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    SchemaOf<E>,
    ZodTypeProvider
  >,
  'schema'
>;

/**
 * Registers the route of a declared endpoint (shared/src/endpoints/): its method, its URL and its
 * schemas come from the declaration the BFF's table is built from too, so the two cannot drift.
 * The URL is the declaration's path less the prefix of the folder plugin registering it
 * (routes/index.ts), and a declaration outside that prefix stops the start: the folders mirror the URLs.
 * An admin endpoint's `roles` become the route's `staffRoles`, which the admin area's hook enforces.
 */
export function route<E extends Endpoint>(fastify: ZodFastify, endpoint: E, handler: Handler<E>): void;
export function route<E extends Endpoint>(fastify: ZodFastify, endpoint: E, options: Options<E>, handler: Handler<E>): void;
export function route<E extends Endpoint>(fastify: ZodFastify, endpoint: E, options: Options<E> | Handler<E>, handler?: Handler<E>): void {
  const path = `/api/${fastify.config.PRODUCT}/${endpoint.path}`;
  const { prefix } = fastify;
  if (path !== prefix && !path.startsWith(`${prefix}/`))
    throw new Error(`${endpoint.method} ${endpoint.path} is declared outside ${prefix}: register it in its URL's folder`);
  const { query, body, params, response, roles } = endpoint;
  const schema = { ...(query && { querystring: query }), ...(body && { body }), ...(params && { params }), response } as SchemaOf<E>;
  const own = typeof options === 'function' ? {} : options;
  // An admin endpoint's roles ride in its config, where the admin area's hook reads them (http/role-rule.ts).
  if (endpoint.auth === 'admin' && !roles?.length) throw new Error(`${endpoint.method} ${endpoint.path} is an admin endpoint that names no roles`);
  fastify.route<RouteGenericInterface, ContextConfigDefault, SchemaOf<E>>({
    ...own,
    ...(roles && { config: { ...own.config, staffRoles: roles } }),
    method: endpoint.method,
    url: path.slice(prefix.length) || '/',
    schema,
    handler: typeof options === 'function' ? options : handler!,
  });
}
