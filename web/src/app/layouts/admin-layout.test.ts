import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@academy/shared/endpoints';
import { callOf, type StaffRole } from '@academy/shared/staff-roles';
import { sidebarLinks } from './admin-layout.tsx';

// What the upstream answers as a profile's `permissions` (upstream/src/http/role-rule.ts), from the same declarations.
const mayAs = (role: StaffRole) => {
  const calls = new Set(ENDPOINTS.filter((e) => e.roles?.includes(role)).map(callOf));
  return (call: string) => calls.has(call);
};
const labels = (role: StaffRole) => sidebarLinks(mayAs(role)).map((l) => l.label);

describe('the admin sidebar holds the screens the role may use (docs/decisions/087-staff-roles.md)', () => {
  it("support: the users (on the dashboard), licences, learning, learners' questions, orders, and their own profile and sign-in security", () => {
    expect(labels('support')).toEqual(['Dashboard', 'Licences', 'Learning', 'Questions', 'Orders', 'Profile', 'Security']);
  });

  it('an admin and the super-admin: every screen', () => {
    const every = sidebarLinks(() => true).map((l) => l.label);
    expect(every).toEqual(expect.arrayContaining(['Robots', 'Courses', 'Revenue', 'Coupons', 'Settings', 'Create Admin', 'Audit']));
    expect(labels('admin')).toEqual(every);
    expect(labels('super_admin')).toEqual(every);
  });

  it('no link leads to a screen the router does not know: each has its call, so a role is asked about each', () => {
    expect(sidebarLinks(() => false).map((l) => l.label)).toEqual([]);
  });
});
