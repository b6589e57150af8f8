import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { revenueCsv, revenueList, revenueSeries, revenueTotal } from '@academy/shared/endpoints/admin-shop';
import { route } from '../../../http/declared.ts';

/** `admin/revenues`: the records, the total in USD, the daily series and the CSV export. */
const revenues: FastifyPluginAsyncZod = async (fastify) => {
  const { revenue: books } = fastify;

  route(fastify, revenueList, async (request) => ({
    code: 200,
    message: 'Revenues',
    ...(await books.page(request.query)),
  }));
  route(fastify, revenueTotal, async () => ({
    code: 200,
    message: 'Total revenue',
    data: { totalAmountMade: await books.totalUsd() },
  }));
  route(fastify, revenueSeries, async (request) => ({
    code: 200,
    message: 'Revenue per day',
    data: await books.series(request.query.days),
  }));
  // A text/csv string: sent as it is, never through the JSON serializer.
  route(fastify, revenueCsv, async (_request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="revenue-${new Date().toISOString().slice(0, 10)}.csv"`)
      .header('cache-control', 'no-store')
      .send(await books.csv()),
  );
};
export default revenues;
