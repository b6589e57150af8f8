import { z } from 'zod';
import { envelope, pagedEnvelope } from './envelope.ts';
import { email, linkToken, optionalText, password, personName } from './fields.ts';

export const adminProfile = z.object({
  first_name: z.string(),
  last_name: z.string(),
  middle_name: z.string(),
  address: z.string(),
  email: z.string(),
  role_name: z.enum(['admin', 'super_admin']),
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

/** `admin/admin/create`: the super-admin invites an admin by email. */
export const createAdminRequest = z.object({ email });

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
});
export type AdminUser = z.infer<typeof adminUser>;
/** `admin/users` (customers) and `admin/admin` (admins): one page of the table. */
export const adminUsersResponse = pagedEnvelope(adminUser);
