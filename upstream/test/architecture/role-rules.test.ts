import type { RouteOptions } from 'fastify';
import t from 'tap';
import { ENDPOINTS } from '@academy/shared/endpoints';
import { callOf, type RoleRule, roleRefusal, STAFF_ROLES } from '@academy/shared/staff-roles';
import { ADMIN, API, buildTestUpstream, staffToken } from '../helper.ts';
import { invitedStaff } from '../admin/staff.ts';

/**
 * Every admin route names the staff roles it lets in (docs/decisions/087-staff-roles.md): a declared
 * endpoint by its `roles` (shared/src/endpoints/), which `route()` puts in the route's config
 * (upstream/src/http/declared.ts), a route registered by hand by its own `staffRoles` (the upload
 * chunks). A route under `admin/` with neither, and not on the list below with why, fails here; so
 * does a rule the admin area's hook does not enforce (upstream/src/http/role-rule.ts).
 */
const EXEMPT: Record<string, string> = {
  // Nobody is signed in yet: the password is the proof, and the login admits any staff role (accounts/accounts.ts).
  'POST admin/login': 'signing in',
  // A session's own upkeep, by the refresh token it names.
  'POST admin/refresh': 'a token rotated',
  'POST admin/logout': 'a session ended by its owner',
  // The invitee has no session yet: the mailed link's token is the proof, and the role is the one invited with.
  'POST admin/set-up': 'an invitation taken',
};

const routes: RouteOptions[] = [];
const up = await buildTestUpstream(t, {}, { before: (app) => void app.addHook('onRoute', (route) => void routes.push(route)) });

/** Each admin route once, as "METHOD path" with its rule; HEAD is Fastify's copy of a GET, with the GET's config. */
const adminRoutes = routes.flatMap((route) =>
  [route.method]
    .flat()
    .filter((method) => method !== 'HEAD' && (route.url === `${API}/admin` || route.url.startsWith(`${API}/admin/`)))
    .map((method) => ({
      key: `${method} ${route.url.slice(API.length + 1).replace(/\/$/, '')}`,
      rule: route.config?.staffRoles,
      refusal: route.config?.refusal,
    })),
);

t.test('every admin route has a role rule or is exempt, with why', async (t) => {
  t.ok(adminRoutes.length > 60, `${adminRoutes.length} admin routes read`);
  t.same(
    adminRoutes.filter((r) => !r.rule?.length && !(r.key in EXEMPT)).map((r) => r.key),
    [],
    'declare the roles of the endpoint (shared/src/endpoints/), give a route registered by hand its staffRoles, or list it here as exempt with why',
  );
  t.same(
    adminRoutes.filter((r) => r.rule && r.key in EXEMPT).map((r) => r.key),
    [],
    'nothing is both ruled and exempt',
  );
  const keys = adminRoutes.map((r) => r.key);
  t.same(
    Object.keys(EXEMPT).filter((key) => !keys.includes(key)),
    [],
    'the exempt list names routes that exist',
  );
  t.same(
    adminRoutes.flatMap((r) => (r.rule ?? []).filter((role) => !STAFF_ROLES.includes(role)).map((role) => `${r.key}: ${role}`)),
    [],
    'a rule names staff roles only',
  );
});

t.test('each declared admin endpoint is served with the roles it declares', async (t) => {
  const served = new Map(adminRoutes.map((r) => [r.key, r.rule]));
  const admin = ENDPOINTS.filter((e) => e.auth === 'admin');
  t.ok(admin.length > 60, `${admin.length} admin endpoints declared`);
  t.same(admin.filter((e) => served.get(callOf(e)) !== e.roles).map(callOf), [], 'the route carries its declaration’s very rule');
});

// ---- The hook enforces each rule, before the input is read: every role a rule leaves out is refused.

/** A path's parameters filled in: any value will do, as the role is refused before they are read. */
const urlOf = (key: string) => `${API}/${key.split(' ')[1]!.replace(/:[a-z_]+/g, '00000000-0000-4000-8000-000000000000')}`;

t.test('a role a rule leaves out is refused with 403 and {code, message}, whatever it sends', async (t) => {
  const root = await staffToken(up, ADMIN);
  const tokens = {
    super_admin: root,
    admin: (await invitedStaff(up, root, 'rules-admin@academy.test', 'admin')).token,
    support: (await invitedStaff(up, root, 'rules-support@academy.test', 'support')).token,
  };
  const ruled = adminRoutes.filter((r): r is typeof r & { rule: RoleRule } => Boolean(r.rule?.length));
  let refused = 0;
  for (const { key, rule, refusal } of ruled) {
    const method = key.split(' ')[0] as 'GET' | 'POST';
    for (const role of STAFF_ROLES.filter((r) => !rule.includes(r))) {
      // A body the route's schema would refuse: a 422 here would mean the input was read first.
      const res = await up.app.inject({
        method,
        url: urlOf(key),
        headers: { authorization: `Bearer ${tokens[role]}` },
        ...(method === 'GET' ? {} : { payload: { unexpected: 'x'.repeat(10) } }),
      });
      const what = refusal ?? (method === 'GET' ? 'see this' : 'do this');
      t.same({ key, role, status: res.statusCode, body: res.json() }, { key, role, status: 403, body: { code: 403, message: roleRefusal(rule, what) } });
      refused++;
    }
  }
  t.ok(refused > 60, `${refused} refusals checked`);
});
