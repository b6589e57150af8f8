import type { z } from 'zod';
import { WIRE } from './constants.ts';

/** A failure with a status and a message meant for the user; both services throw it. */
export class ApiError extends Error {
  readonly code: number;
  constructor(code: number, message: string) {
    super(message);
    this.code = code;
  }
}

/** The first problem of a failed parse, worded for a person ("email is required"). */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.join('.') || 'request';
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) return `${field} is required`;
  if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}`;
  return issue.path.length && /^Invalid|^Too|^Expected/.test(issue.message) ? `${field}: ${issue.message}` : issue.message;
}

/** Parses input with a shared schema; anything invalid becomes a 422 `{code, message}`. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new ApiError(422, describeIssue(result.error));
  return result.data;
}

export const notFound = () => new ApiError(404, WIRE.notFound);
