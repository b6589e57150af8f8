import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@academy/shared/api-error';
import { CERTIFICATE_TEXT } from '@academy/shared/certificates';
import { certificate, certificatePdf } from '@academy/shared/endpoints/learning';
import { route } from '../../http/declared.ts';
import { inputValidator } from '../../http/input-validator.ts';

// A number that is not a certificate's id is, to whoever typed it, a certificate that does not exist.
const certificateNumber = inputValidator((schema, input) => {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new ApiError(404, CERTIFICATE_TEXT.notFound);
  return parsed.data;
});

/** `certificates`: public, no session: anyone holding a certificate's number may check it and fetch its PDF. */
const certificates: FastifyPluginAsyncZod = async (fastify) => {
  const { certificates: issued } = fastify;

  route(fastify, certificate, { validatorCompiler: certificateNumber }, async (request) => {
    const view = await issued.view(request.params.id);
    if (!view) throw new ApiError(404, CERTIFICATE_TEXT.notFound);
    return { code: 200, message: view.valid ? 'Certificate verified' : CERTIFICATE_TEXT.revoked, data: view };
  });

  // A revoked certificate's PDF is not handed out anew: 404, and its page says why.
  route(fastify, certificatePdf, { validatorCompiler: certificateNumber }, async (request, reply) => {
    const view = await issued.view(request.params.id);
    if (!view) throw new ApiError(404, CERTIFICATE_TEXT.notFound);
    const pdf = await issued.pdf(view.id);
    if (!pdf) throw new ApiError(404, CERTIFICATE_TEXT.revoked);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="certificate-${view.id}.pdf"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });
};
export default certificates;
