import { parse } from 'fast-querystring';

/** The one query parser: Fastify's routes and the hot path read a query the same way. */
export const parseQuery = (search: string): Record<string, unknown> => (search.length === 0 ? {} : parse(search));
