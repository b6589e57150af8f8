import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPageQuery } from '@academy/shared/admin-catalogue';
import { fileResponse, noInput, withErrors } from '@academy/shared/envelope';
import { revenueSeriesResponse, revenuesResponse, revenueTotalResponse, seriesQuery } from '@academy/shared/revenue';

/** `admin/revenues`: the records, the total in USD, the daily series and the CSV export. */
const revenues: FastifyPluginAsyncZod = async (fastify) => {
  const { revenue: books } = fastify;

  fastify.get('/', { schema: { querystring: adminPageQuery, response: withErrors({ 200: revenuesResponse }) } }, async (request) => ({
    code: 200,
    message: 'Revenues',
    ...(await books.page(request.query)),
  }));
  fastify.get('/usd', { schema: { querystring: noInput, response: withErrors({ 200: revenueTotalResponse }) } }, async () => ({
    code: 200,
    message: 'Total revenue',
    data: { totalAmountMade: await books.totalUsd() },
  }));
  fastify.get('/series', { schema: { querystring: seriesQuery, response: withErrors({ 200: revenueSeriesResponse }) } }, async (request) => ({
    code: 200,
    message: 'Revenue per day',
    data: await books.series(request.query.days),
  }));
  // A text/csv string: sent as it is, never through the JSON serializer.
  fastify.get('/csv', { schema: { querystring: noInput, response: withErrors({ 200: fileResponse }) } }, async (_request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="revenue-${new Date().toISOString().slice(0, 10)}.csv"`)
      .header('cache-control', 'no-store')
      .send(await books.csv()),
  );
};
export default revenues;
