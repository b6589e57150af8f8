import type { z } from 'zod';
import { ApiError, describeIssue, refuseControlCharacters } from '@academy/shared/api-error';
import { WIRE } from '@academy/shared/constants';
import { inputValidator } from '../../http/input-validator.ts';

/** A missing or blank field is the original API's 'empty fields'; anything else says what is wrong. */
export function parseItem<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  refuseControlCharacters(body);
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const missing = result.error.issues.some((i) => /required/.test(i.message) || (i.code === 'invalid_type' && /undefined/.test(i.message)));
  throw new ApiError(422, missing ? WIRE.emptyFields : describeIssue(result.error));
}

/** The validator compiler of the create forms: their schemas read by parseItem's rule. */
export const itemInput = inputValidator(parseItem);

/** The author of an item created without one: the signed-in admin. */
export const adminName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();
