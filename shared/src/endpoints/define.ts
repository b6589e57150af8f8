import type { z } from 'zod';
import type { errorResponse } from '../envelope.ts';
import type { RoleRule } from '../staff-roles.ts';

/** Who may call an endpoint, as the BFF and the upstream both enforce it. */
export type EndpointAuth =
  /** No session is sent. */
  | 'public'
  /** The customer's bearer when there is a session (answers may differ for buyers). */
  | 'optional'
  /** A customer session is required; `email` is overwritten with the session's at the BFF. */
  | 'customer'
  /** A staff session (any role but a customer's) whose role the endpoint's `roles` lets in. */
  | 'admin';

/** A route's answers by status: its successes, and `{code, message}` for every 4xx and 5xx (envelope.ts `withErrors`). */
export type EndpointResponses = { [status: number]: z.ZodType } & { '4xx': typeof errorResponse; '5xx': typeof errorResponse };

/**
 * One call of the API, declared once: the upstream registers its route from it (upstream/src/http/declared.ts),
 * the BFF allowlists it (bff/src/proxy/table.ts), and docs/openapi.json describes it.
 */
export interface Endpoint {
  method: 'GET' | 'POST';
  /** Relative to /api/{PRODUCT}/, the same on the BFF and the upstream; `:name` for a parameter. */
  path: string;
  auth: EndpointAuth;
  /**
   * The staff roles an `admin` endpoint lets in (STAFF, ADMINS or SUPER_ADMIN: shared/src/staff-roles.ts),
   * refused before the input is read (upstream/src/http/role-rule.ts). `defineEndpoint` makes an
   * admin endpoint name them and no other endpoint have any.
   */
  roles?: RoleRule;
  query?: z.ZodObject;
  body?: z.ZodObject;
  params?: z.ZodObject;
  response: EndpointResponses;
}

/** An admin endpoint without its roles does not compile: a new one says who may call it (docs/decisions/087-staff-roles.md). */
type RolesOf<E extends Endpoint> = E extends { auth: 'admin' } ? { roles: RoleRule } : { roles?: never };

/** Keeps each part's own type, so the route built from it types its request and reply by them. */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E & RolesOf<E>): E => endpoint;
