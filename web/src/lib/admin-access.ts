import { useRouteLoaderData } from 'react-router';
import useSWR from 'swr';
import type { AdminProfile } from '@academy/shared/admin';
import type * as adminAccounts from '@academy/shared/endpoints/admin-accounts';
import type * as adminAudit from '@academy/shared/endpoints/admin-audit';
import type * as adminCatalogue from '@academy/shared/endpoints/admin-catalogue';
import type * as adminShop from '@academy/shared/endpoints/admin-shop';
import type * as questions from '@academy/shared/endpoints/questions';
import type * as security from '@academy/shared/endpoints/security';
import type * as subscriptions from '@academy/shared/endpoints/subscriptions';
import type { StaffRole } from '@academy/shared/staff-roles';

// Types only: the declarations' zod schemas stay out of the shell, and what the role may call comes
// from the upstream, which reads the same declarations (the profile's `permissions`).
type Declared =
  | (typeof adminAccounts)[keyof typeof adminAccounts]
  | (typeof adminAudit)[keyof typeof adminAudit]
  | (typeof adminCatalogue)[keyof typeof adminCatalogue]
  | (typeof adminShop)[keyof typeof adminShop]
  | (typeof questions)[keyof typeof questions]
  | (typeof security)[keyof typeof security]
  | (typeof subscriptions)[keyof typeof subscriptions];
/** An admin endpoint as the role rules name it: "GET admin/orders", "POST admin/users/ban". */
export type AdminCall = Declared extends infer E ? (E extends { auth: 'admin'; method: string; path: string } ? `${E['method']} ${E['path']}` : never) : never;

/** `admin/super-admin/fetch`: the signed-in staff member's profile, their role and what it may call. */
export const ADMIN_PROFILE_KEY = 'admin/super-admin/fetch';

/** What the admin area's loader answers (app/routes/guards.ts): who is signed in, and their profile as the area opened. */
export interface SignedInAdmin {
  name: string;
  profile: AdminProfile;
}

/**
 * The signed-in staff member's role and what it may call (docs/decisions/087-staff-roles.md), to
 * show only the screens, buttons and forms it may use: the upstream refuses the rest anyway. Read as
 * the admin area opened, then again when SWR reads the profile (a screen shows it, the window regains
 * focus), so a role the super-admin changed shows without a new login.
 */
export function useAdminAccess(): { role: StaffRole; may: (call: AdminCall) => boolean } {
  const signedIn = useRouteLoaderData('admin') as SignedInAdmin;
  const { data = signedIn.profile } = useSWR<AdminProfile, Error>(ADMIN_PROFILE_KEY, { fallbackData: signedIn.profile, revalidateOnMount: false });
  return { role: data.role_name, may: (call) => data.permissions.includes(call) };
}
