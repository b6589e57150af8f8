import { z } from 'zod';

/** Field rules shared by every form and call; emails are compared lower-cased. */
export const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Enter a valid email address' }))
  .pipe(z.string().max(254));
export const password = z
  .string()
  .min(8, { message: 'Password must be at least 8 characters' })
  .max(128, { message: 'Password must be at most 128 characters' });
export const personName = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { message: `${label} is required` })
    .max(80, { message: `${label} is too long` });
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v ?? '');
/**
 * A price in USD as a form sends it: missing says `required`; zero, below or above the range says
 * so (a "-5" is not a missing price).
 */
export const usdPrice = (required: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number({ message: required }).gt(0, { message: 'The price must be more than $0' }).max(100_000, { message: 'The price can be at most $100,000' }),
  );

/** Any part of a customer's email, as an admin's list is searched by it (LIKE, its wildcards taken literally). */
export const emailSearch = z.string().trim().max(254).optional();

/** Single-use tokens from mailed links: url-safe base64. */
/** The signed-in account's password asked again before what a stolen session must not do alone (closing the account, changing its second factor). */
export const passwordCheckRequest = z.object({ password: z.string().min(1, { message: 'Your password is required' }).max(128) });

export const linkToken = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, { message: 'The link is invalid' });

/** Whether a string is a UUID (an order's id, as a provider or an admin's search sends it back). */
export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
