import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '@academy/shared/api-error';
import { adminPageQuery } from '@academy/shared/admin-catalogue';
import { seriesQuery } from '@academy/shared/revenue';

/** `admin/revenues`: the records, the total in USD, the daily series and the CSV export. */
const revenues: FastifyPluginAsync = async (fastify) => {
  const { revenue: books } = fastify;

  fastify.get('/', async (request) => ({ code: 200, message: 'Revenues', ...(await books.page(parseInput(adminPageQuery, request.query))) }));
  fastify.get('/usd', async () => ({ code: 200, message: 'Total revenue', data: { totalAmountMade: await books.totalUsd() } }));
  fastify.get('/series', async (request) => ({ code: 200, message: 'Revenue per day', data: await books.series(parseInput(seriesQuery, request.query).days) }));
  fastify.get('/csv', async (_request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="revenue-${new Date().toISOString().slice(0, 10)}.csv"`)
      .header('cache-control', 'no-store')
      .send(await books.csv()),
  );
};
export default revenues;
