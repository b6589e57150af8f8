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

// C0 controls and DEL, but tab, line feed and carriage return, which multi-line text may hold.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** How deep a request's JSON may nest: the contract's deepest is a few levels; a body nested thousands deep is an attack. */
export const MAX_INPUT_DEPTH = 64;

/**
 * The path of the first string in `value` that holds a control character, or null. Walked with a
 * stack of its own, not recursion: a body nested thousands deep would overflow the call stack.
 */
function controlCharacterAt(value: unknown): string | null {
  const pending: [unknown, string, number][] = [[value, '', 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path, depth] = next;
    if (typeof item === 'string') {
      if (CONTROL.test(item)) return path;
    } else if (item && typeof item === 'object') {
      if (depth >= MAX_INPUT_DEPTH) throw new ApiError(422, 'Too deeply nested');
      // Pushed last to first, so the first field is looked at first, as the path names it.
      for (const [key, child] of Object.entries(item).reverse()) pending.push([child, path ? `${path}.${key}` : key, depth + 1]);
    }
  }
  return null;
}

/** A 422 naming the first field that holds a control character, or saying the input nests too deep. */
export function refuseControlCharacters(input: unknown): void {
  const hostile = controlCharacterAt(input);
  if (hostile !== null) throw new ApiError(422, `${hostile || 'The request'} must not contain control characters`);
}

/**
 * Parses input with a shared schema; anything invalid becomes a 422 `{code, message}`. No text of
 * the contract may hold a control character (a NUL is refused by PostgreSQL, the others are only
 * ever an attack), so every field of every call is checked here, on both services.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  refuseControlCharacters(input);
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new ApiError(422, describeIssue(result.error));
  return result.data;
}

export const notFound = () => new ApiError(404, WIRE.notFound);
