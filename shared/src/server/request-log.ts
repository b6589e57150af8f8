import { LogController } from 'fastify';

/**
 * One access-log line per request, when it is answered, with what it was and how long it took.
 * Fastify's own writes two (incoming, then completed), each a synchronous write to stdout: at
 * info they cost the one-process shop three quarters of its throughput on a small answer
 * (docs/decisions/090-one-process-request-cost.md has the figures); at debug the arrival is a line too.
 * A route's `logLevel` above info still keeps its requests out (the probes').
 */
export class OneLinePerRequest extends LogController {
  /** At debug only: what is in flight (a drain's tests watch for it). */
  override incomingRequest(...[request]: Parameters<LogController['incomingRequest']>) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(...[error, request, reply]: Parameters<LogController['requestCompleted']>) {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
