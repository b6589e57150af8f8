import swagger from '@fastify/swagger';
import fastify from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_PRODUCT } from '@academy/shared/constants';
import { errorResponse, fileResponse } from '@academy/shared/envelope';
import { sessionCookieNames } from '../plugins/app/sessions.ts';
import { planCall } from '../proxy/call-plan.ts';
import { PROXY_TABLE, type ProxyRoute } from '../proxy/table.ts';

const cookies = sessionCookieNames(false);
// The one error shape (also a success that only says what happened), written once under components.
const schemaRegistry = z.registry<{ id: string; description: string }>().add(errorResponse, {
  id: 'Message',
  description: '`{code, message}`: every error, and a success that only says what happened; `code` is the HTTP status.',
});

/** Each answer with its media type and what it is: bytes for a file, JSON for everything else. */
const answers = (response: ProxyRoute['response']) =>
  Object.fromEntries(
    Object.entries(response).map(([status, schema]) => [
      status,
      schema === fileResponse
        ? { description: 'The file itself', content: { 'application/octet-stream': { schema: z.file() } } }
        : { description: status.startsWith('4') || status.startsWith('5') ? 'Refused or failed' : 'Done', content: { 'application/json': { schema } } },
    ]),
  );

/** Who may call a row, as OpenAPI security requirements: a session cookie, and x-csrf where the BFF asks for it (proxy/call-plan.ts). */
function security(row: ProxyRoute): Record<string, string[]>[] {
  const csrf: Record<string, string[]> = planCall(DEFAULT_PRODUCT, row).csrf ? { csrf: [] } : {};
  if (row.auth === 'customer') return [{ customerSession: [], ...csrf }];
  if (row.auth === 'admin') return [{ adminSession: [], ...csrf }];
  // 'optional': anonymous, or a customer whose answer marks what they own.
  return row.auth === 'optional' ? [csrf, { customerSession: [], ...csrf }] : [csrf];
}

const WHO = {
  public: 'Public.',
  optional: 'Public; with a customer session the answer marks what the customer owns.',
  customer: "A customer session; an `email` in the input is replaced by the session's.",
  admin: 'A staff session whose role the call lets in.',
} as const;

/**
 * The public API as the BFF serves it, in OpenAPI 3.1: each row of the proxy table (built from
 * shared/src/endpoints/) with its declared input and answers, converted by @fastify/swagger and
 * fastify-type-provider-zod's JSON Schema transform on a Fastify instance that only describes them.
 * `npm run openapi` writes it to docs/openapi.json; the BFF serves it at /bff/api-docs outside
 * production (routes/bff/api-docs.ts).
 */
export async function openApiDocument() {
  const app = fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Trading academy shop API',
        version: '1',
        description: [
          'The calls the shop’s pages make, through the BFF (bff/src/proxy/table.ts). The BFF’s own calls (login, logout, the session: bff/src/routes/) are not here.',
          `Sessions are HttpOnly cookies the BFF sets at login: \`${cookies.customer}\` for a customer, \`${cookies.admin}\` for an admin (\`__Host-\` prefixed on https).`,
          'Every call sends `x-csrf: 1` (bff/src/http/csrf-header.ts), but for the GETs a browser loads itself (a file, a video, a download link) and the calls programs make (a trading robot’s licence check, Telegram’s updates); every write also comes from one of the shop’s origins.',
          'Every error answers `{code, message}`, `code` being the HTTP status.',
        ].join('\n\n'),
      },
      servers: [{ url: '/api/{product}', variables: { product: { default: DEFAULT_PRODUCT, description: 'PRODUCT (.env.example)' } } }],
      components: {
        securitySchemes: {
          customerSession: { type: 'apiKey', in: 'cookie', name: cookies.customer, description: 'A customer session, set by POST /api/{product}/auth/login.' },
          adminSession: { type: 'apiKey', in: 'cookie', name: cookies.admin, description: 'An admin session, set by POST /api/{product}/admin/login.' },
          csrf: { type: 'apiKey', in: 'header', name: 'x-csrf', description: 'Always `1`: a custom header other sites cannot send without a CORS preflight.' },
        },
      },
    },
    transform: createJsonSchemaTransform({ schemaRegistry }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry }),
  });
  for (const row of PROXY_TABLE) {
    const { query, body, params } = row;
    app.route({
      method: row.method,
      url: `/${row.path}`,
      schema: {
        ...(query && { querystring: query }),
        ...(body && { body }),
        ...(params && { params }),
        response: answers(row.response),
        tags: [row.path.startsWith('admin/') ? 'admin' : row.path.split('/', 1)[0]!],
        // An admin call says which staff roles it lets in (docs/decisions/087-staff-roles.md).
        description: row.auth === 'admin' ? `${WHO.admin} Roles: ${(row.roles ?? []).join(', ')}.` : WHO[row.auth],
        security: security(row),
      },
      // Described, never called.
      handler: () => undefined,
    });
  }
  await app.ready();
  const document = app.swagger();
  await app.close();
  return document;
}

/** The document as committed: two-space JSON and a final newline. */
export const openApiText = async () => `${JSON.stringify(await openApiDocument(), null, 2)}\n`;
