import { DrizzleQueryError } from 'drizzle-orm/errors';
import { stdSerializers } from 'pino';

/**
 * The logger's `err` serializer, so every log line holds a fault this way (a request's, a
 * background task's, a sweep's). A failed query keeps its SQL and the database's error code but
 * never its values: drizzle puts the parameters (a password hash among them) in the message and
 * the stack, and the database's own text can quote a value too.
 */
export function loggableError(error: Error): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!(error instanceof DrizzleQueryError)) return stdSerializers.err(error);
  const cause = error.cause as { name?: string; code?: string } | undefined;
  return {
    type: error.name,
    message: `Failed query: ${error.query}`,
    cause: cause && { type: cause.name, code: cause.code },
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => line.startsWith('    at '))
      .join('\n'),
  };
}
