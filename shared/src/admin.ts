import { z } from 'zod';
import { envelope, pagedEnvelope } from './envelope.ts';
import { email, linkToken, optionalText, password, personName } from './fields.ts';
import { ASSIGNABLE_ROLES, STAFF_ROLES } from './staff-roles.ts';

export const adminProfile = z.object({
  first_name: z.string(),
  last_name: z.string(),
  middle_name: z.string(),
  address: z.string(),
  email: z.string(),
  role_name: z.enum(STAFF_ROLES),
  /**
   * The admin calls ("GET admin/orders") the role lets in, read from the endpoints' role lists
   * (shared/src/endpoints/): the admin screens show what the role may use, and nothing else.
   */
  permissions: z.array(z.string()),
});
export type AdminProfile = z.infer<typeof adminProfile>;
export const adminProfileResponse = envelope(adminProfile);

/** `admin/super-admin/update`: email is read-only; a blank new_password keeps the old one, a new one needs current_password. */
export const adminProfileUpdateRequest = z.object({
  first_name: personName('First name'),
  last_name: personName('Last name'),
  middle_name: optionalText(80),
  address: optionalText(200),
  email: z.string().optional(),
  new_password: z.union([z.literal(''), password]).optional(),
  current_password: z.string().max(128).optional(),
});
export type AdminProfileUpdateRequest = z.infer<typeof adminProfileUpdateRequest>;

/** `admin/users/ban`: the user is refused at once and their sessions end. */
export const banUserRequest = z.object({ email: email });

const assignableRole = z.enum(ASSIGNABLE_ROLES, { message: 'The role is admin or support' });

/** `admin/admin/create`: the super-admin invites an admin or a support member by email; an admin unless said. */
export const createAdminRequest = z.object({ email, role: assignableRole.default('admin') });

/** `admin/admin/:id/role`: the super-admin moves an admin between admin and support. */
export const adminRoleRequest = z.object({ role: assignableRole });

/** `admin/set-up`: an invited admin follows the mailed link and gives their name with their first password. */
export const adminSetUpRequest = z.object({
  token: linkToken,
  first_name: personName('First name'),
  last_name: personName('Last name'),
  password,
});
export type AdminSetUpRequest = z.infer<typeof adminSetUpRequest>;

export const adminUser = z.object({
  user_id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  middle_name: z.string(),
  address: z.string(),
  courses_purchased: z.number(),
  robots_purchased: z.number(),
  courses: z.array(z.string()),
  hasUserPaid: z.boolean(),
  joined_telegram: z.boolean(),
  verified_email: z.boolean(),
  status: z.string(),
  role_name: z.string(),
  /** A confirmed authenticator app, or for staff a passkey: what the super-admin's reset would take away. */
  second_factor: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUser>;
/** `admin/users` (customers) and `admin/admin` (admins): one page of the table. */
export const adminUsersResponse = pagedEnvelope(adminUser);
