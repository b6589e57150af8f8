import type { FastifyRequest } from 'fastify';
import { ApiError } from '@academy/shared/api-error';
import { ENDPOINTS } from '@academy/shared/endpoints';
import { callOf, type RoleRule, roleRefusal, type StaffRole } from '@academy/shared/staff-roles';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The staff roles an admin route lets in: its declaration's `roles`, set by `route()`
     * (http/declared.ts), or given by a route registered without one (the upload chunks). The admin
     * area's hook refuses the others, and a route with none (routes/admin/hooks.ts).
     */
    staffRoles?: RoleRule;
    /** What the refusal says the route does ("manage admins"); else "see this" for a read, "do this" for a write. */
    refusal?: string;
  }
}

/**
 * The preValidation hook of the admin area, after the session's: the signed-in role is one the
 * route's rule lets in, before any input is read. An admin route without a rule refuses everyone:
 * upstream/test/architecture/role-rules.test.ts names it first.
 */
export async function requireRole(request: FastifyRequest): Promise<void> {
  const { config, method } = request.routeOptions;
  const rule = config.staffRoles ?? [];
  const role = request.user?.role;
  if (role !== undefined && (rule as readonly string[]).includes(role)) return;
  throw new ApiError(403, roleRefusal(rule, config.refusal ?? (method === 'GET' || method === 'HEAD' ? 'see this' : 'do this')));
}

/** The admin calls a role may make, "METHOD path" as declared: what the admin's screens show (the profile answers it). */
export const permissionsOf = (role: StaffRole): string[] => ENDPOINTS.filter((e) => e.roles?.includes(role)).map(callOf);
