import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import { openApiDocument } from '../../openapi/document.ts';

/**
 * Development only (app.ts leaves it out in production): the API reference, at /bff/api-docs, and
 * its document at /bff/api-docs/json: the one `npm run openapi` commits as docs/openapi.json.
 */
const apiDocs: FastifyPluginAsync = async (fastify) => {
  // Static mode's type names OpenAPI 2 and 3.0 documents only; it serves a 3.1 one as it is (@fastify/swagger lib/mode/static.js).
  const document = (await openApiDocument()) as StaticDocumentSpec['document'];
  await fastify.register(swagger, { mode: 'static', specification: { document } });
  await fastify.register(swaggerUi, { routePrefix: '/bff/api-docs' });
};
export default apiDocs;
