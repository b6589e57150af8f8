import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../api-error.ts';
import { WIRE } from '../constants.ts';

/** The one error shape for both services: `{code, message}`, 5xx text never leaks. */
export function installErrorHandler(fastify: FastifyInstance) {
  fastify.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) return reply.code(error.code).send({ code: error.code, message: error.message });
    const status = 'statusCode' in error && error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message = status === 500 ? WIRE.internal : status === 429 ? WIRE.tooManyRequests : error.message;
    return reply.code(status).send({ code: status, message });
  });
}

/** Errors Fastify raises before any route runs (a malformed URL, an overlong parameter), in the same shape. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const code = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void reply.code(code).send({ code, message: 'Bad request' });
}
