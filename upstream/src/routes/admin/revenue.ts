import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '@academy/shared/api-error';
import { adminPageQuery } from '@academy/shared/admin-catalogue';
import { seriesQuery } from '@academy/shared/revenue';

const revenue: FastifyPluginAsync = async (fastify) => {
  const { revenue: books } = fastify.services;
  fastify.addHook('preHandler', fastify.requireSession('admin'));

  fastify.get('/revenues', async (request) => ({ code: 200, message: 'Revenues', ...(await books.page(parseInput(adminPageQuery, request.query))) }));
  fastify.get('/revenues/usd', async () => ({ code: 200, message: 'Total revenue', data: { totalAmountMade: await books.totalUsd() } }));
  fastify.get('/revenues/series', async (request) => ({ code: 200, message: 'Revenue per day', data: await books.series(parseInput(seriesQuery, request.query).days) }));
  fastify.get('/revenues/csv', async (_request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="revenue-${new Date().toISOString().slice(0, 10)}.csv"`)
      .header('cache-control', 'no-store')
      .send(await books.csv()),
  );
};
export default revenue;
