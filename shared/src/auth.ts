import { z } from 'zod';
import { envelope } from './envelope.ts';
import { email, linkToken, optionalText, password, personName } from './fields.ts';
import { sameOriginPath } from './next-path.ts';

/** A `next=` sent to the server (to come back to after a mailed link): only a path `sameOriginPath` keeps. */
export const nextPath = z
  .string()
  .max(500)
  .refine((next) => sameOriginPath(next) !== null, { message: 'Not a page of this shop' });

export const registerRequest = z.object({
  first_name: personName('First name'),
  last_name: personName('Last name'),
  middle_name: optionalText(80),
  address: optionalText(200),
  email,
  password,
  /** Where the verification link leads on to after the login (the page that sent them to register). */
  next: nextPath.optional(),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const loginRequest = z.object({
  email,
  password: z.string().min(1, { message: 'Password is required' }).max(128),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** What the upstream's login and refresh answer; the BFF keeps it out of the browser. */
export const tokenPair = z.object({
  token: z.string().min(1),
  rToken: z.string().min(1),
  email: z.string(),
  first_name: z.string(),
  role: z.enum(['customer', 'admin', 'super_admin', 'support']),
});
export type TokenPair = z.infer<typeof tokenPair>;

/**
 * What a login still needs before the session may do anything: `verify` a second factor the account
 * has (a code, a recovery code, a passkey), or `enrol` one it must have (the super-admin always, every
 * admin once the super-admin requires it); null when the password was enough.
 */
export const SECOND_FACTOR_STEPS = ['verify', 'enrol'] as const;
export const secondFactorStep = z.enum(SECOND_FACTOR_STEPS).nullable();
export type SecondFactorStep = z.infer<typeof secondFactorStep>;
/** A sign-in's tokens and what it still needs (upstream login, passkey sign-in). */
export const signInPair = tokenPair.extend({ second_factor: secondFactorStep });
export type SignInPair = z.infer<typeof signInPair>;
export const loginResponse = envelope(signInPair);
/** `refresh`: a new pair, the old one rotated out. */
export const refreshResponse = envelope(tokenPair);

export const refreshRequest = z.object({ rToken: z.string().min(1).max(200) });
export const logoutRequest = refreshRequest;
/** `auth/resend-verification`: a new link for the signed-in customer (the BFF sets `email`). */
export const resendVerificationRequest = z.object({ email: email.optional() });
export const verifyEmailRequest = z.object({ token: linkToken });
export const forgotPasswordRequest = z.object({ email });
export const resetPasswordRequest = z.object({ token: linkToken, password });
/** What a reset answers besides its message: which login the account uses. */
export const resetPasswordData = z.object({ login: z.enum(['customer', 'admin']) });
export type ResetPasswordData = z.infer<typeof resetPasswordData>;
export const resetPasswordResponse = envelope(resetPasswordData);
export const changePasswordRequest = z.object({
  old_password: z.string().min(1, { message: 'Current password is required' }).max(128),
  new_password: password,
});

/** What the BFF tells the SPA about who is signed in (never a token). */
export const bffSession = z.object({
  customer: z.object({ name: z.string() }).nullable(),
  admin: z.object({ name: z.string() }).nullable(),
  /**
   * A session that the server ended since the last call, with its answer (the session rules,
   * docs/requirements.md#session-rules, apply to it as to any call's); or one still owing its
   * sign-in's second step (WIRE.secondFactorRequired, WIRE.secondFactorEnrolment), which the guarded
   * pages send to that step.
   */
  ended: z.object({ admin: z.boolean(), code: z.number(), message: z.string() }).nullable(),
});
export type BffSession = z.infer<typeof bffSession>;

/** What the BFF answers to a login: who signed in, never the tokens. */
export const bffLoginData = z.object({ email: z.string(), first_name: z.string(), role: tokenPair.shape.role, second_factor: secondFactorStep });
export type BffLoginData = z.infer<typeof bffLoginData>;
