import { z } from 'zod';
import { envelope } from './envelope.ts';

/** The six digits an authenticator app shows (spaces typed between them are dropped). */
export const totpCode = z
  .string()
  .transform((s) => s.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { message: 'Type the 6-digit code from your authenticator app' }));

/** `.../security/second-factor` and `.../security/totp/confirm`: a code from the app. */
export const totpCodeRequest = z.object({ code: totpCode });
export type TotpCodeRequest = z.infer<typeof totpCodeRequest>;

/** `.../security/recovery-code`: one of the ten codes shown when two-factor sign-in was turned on (case, spaces and dashes do not matter). */
export const recoveryCodeRequest = z.object({
  recovery_code: z
    .string()
    .max(40)
    .transform((s) => s.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .pipe(z.string().regex(/^[a-z2-7]{10}$/, { message: 'A recovery code is ten letters and digits, as it was shown to you' })),
});

/** `.../security`: the account's second factors as its security page shows them. */
export const securityState = z.object({
  totp: z.boolean(),
  recovery_codes_left: z.number().int(),
  /** The account may not turn its second factor off (the super-admin; staff once the super-admin requires it). */
  required: z.boolean(),
  /** Staff: whether the super-admin requires a second factor of every admin; null for a customer. */
  admins_required: z.boolean().nullable(),
});
export const securityStateResponse = envelope(securityState);
export type SecurityState = z.infer<typeof securityState>;

/** `.../security/totp/start`: the secret to scan (as a QR code) or type, until a first code confirms it. */
export const totpEnrolment = z.object({ secret: z.string(), otpauth_uri: z.string(), qr_svg: z.string() });
export type TotpEnrolment = z.infer<typeof totpEnrolment>;
export const totpEnrolmentResponse = envelope(totpEnrolment);

/** Recovery codes, shown once (confirming the app, or making new ones). */
export const recoveryCodesResponse = envelope(z.object({ recovery_codes: z.array(z.string()) }));
/** A recovery code taken: how many are left (a sign to make new ones). */
export const recoveryCodeUsedResponse = envelope(z.object({ recovery_codes_left: z.number().int() }));

/** `admin/security/policy` (the super-admin): whether every admin must have a second factor. */
export const secondFactorPolicyRequest = z.object({ admins_required: z.boolean() });
export const secondFactorPolicyResponse = envelope(z.object({ admins_required: z.boolean() }));
