import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { parseInput } from '@academy/shared/api-error';
import { noInput, rawBody } from '@academy/shared/envelope';

/** How a route's input is read: by default the contract's rule, parseInput. */
type ParseRule = (schema: z.ZodType, input: unknown) => unknown;

/**
 * The validator compiler for route schemas: it runs the shared rule, so a bad input is the same
 * `ApiError(422)` with the same text (and no control character passes), answered by the error handler.
 */
export const inputValidator =
  (parse: ParseRule = parseInput): FastifySchemaCompiler<unknown> =>
  ({ schema }) => {
    // A call that takes no input ignores whatever it is sent, as it always did.
    if (schema === noInput) return () => ({ value: {} });
    if (schema === rawBody) return (data: unknown) => ({ value: data });
    return (data) => {
      try {
        return { value: parse(schema as z.ZodType, data) };
      } catch (error) {
        return { error: error as Error };
      }
    };
  };
