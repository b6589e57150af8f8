/**
 * The shop's staff and what each may call (docs/decisions/087-staff-roles.md). Every admin endpoint
 * names the roles it lets in (`roles` in shared/src/endpoints/); the upstream refuses the others
 * before it reads the input, and the admin screens show only what the role may use.
 */
export const STAFF_ROLES = ['super_admin', 'admin', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** Who may call an admin endpoint. */
export type RoleRule = readonly StaffRole[];

/** Every staff member: the reads support answers customers from (users and their learning, orders, licences). */
export const STAFF = STAFF_ROLES;
/** The admins who run the shop: every change, and the reads support has no use for (revenue, settings, the catalogue). */
export const ADMINS = ['super_admin', 'admin'] as const satisfies RoleRule;
/** Managing the staff themselves. */
export const SUPER_ADMIN = ['super_admin'] as const satisfies RoleRule;

/** The roles the super-admin gives when inviting, and changes between: there is one super-admin, made at the first start. */
export const ASSIGNABLE_ROLES = ['admin', 'support'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** A role as the screens name it. */
export const ROLE_LABELS: Record<StaffRole, string> = { super_admin: 'Super admin', admin: 'Admin', support: 'Support' };

// From the fewest rights to the most: a rule is named by the least of the roles it lets in.
const BY_RIGHTS: { role: StaffRole; who: string }[] = [
  { role: 'support', who: 'staff' },
  { role: 'admin', who: 'an admin' },
  { role: 'super_admin', who: 'a super-admin' },
];

/** The answer to a role a rule leaves out: "Only a super-admin can manage admins", "Only an admin can do this". */
export const roleRefusal = (rule: RoleRule, what: string) => `Only ${BY_RIGHTS.find((r) => rule.includes(r.role))?.who ?? 'nobody'} can ${what}`;

/** An endpoint by its method and path ("POST admin/users/ban"), as the role rules and the audit registry name it. */
export const callOf = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;
