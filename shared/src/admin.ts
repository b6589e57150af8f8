import { z } from 'zod';
import { envelope } from './envelope.ts';
import { email, optionalText, password, personName } from './fields.ts';

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

/** `admin/super-admin/update`: email is read-only; a blank new_password keeps the old one. */
export const adminProfileUpdateRequest = z.object({
  first_name: personName('First name'),
  last_name: personName('Last name'),
  middle_name: optionalText(80),
  address: optionalText(200),
  email: z.string().optional(),
  new_password: z.union([z.literal(''), password]).optional(),
});
export type AdminProfileUpdateRequest = z.infer<typeof adminProfileUpdateRequest>;

/** `admin/users/ban`: the user is refused at once and their sessions end. */
export const banUserRequest = z.object({ email: email });
