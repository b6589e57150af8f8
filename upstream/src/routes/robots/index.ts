import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@academy/shared/api-error';
import { robotList } from '@academy/shared/endpoints/catalogue';
import { deactivateLicence, robotDownload, robotDownloadLink, robotLicence, signedDownload, startRobotTrial } from '@academy/shared/endpoints/learning';
import { deviceName } from '../../accounts/device-name.ts';
import { route } from '../../http/declared.ts';
import { licenceFiles } from '../../licences/licence-files.ts';
import { licenceApiUrl } from '../../licences/licence-text.ts';
import { openStoredPersonalisedZip } from '../../licences/stored-personalised-zip.ts';
import { publicListing } from '../public-answers.ts';

/**
 * `robots`: the public listing (it tells a signed-in buyer what they own); a buyer's licence, its
 * activations and download links; and the signed download itself, which needs no session.
 */
const robots: FastifyPluginAsyncZod = async (fastify) => {
  const { licences, storage, config } = fastify;
  const buyer = [fastify.requireSession('customer'), fastify.requireVerifiedEmail];

  const listing = publicListing(fastify, 'robot', 'Robots');
  route(fastify, robotList, { preValidation: fastify.optionalSession('customer') }, async (request, reply) => listing(request, reply, request.query));

  route(fastify, robotLicence, { preValidation: buyer }, async (request) => ({
    code: 200,
    message: 'Licence',
    data: await licences.own(request.user!.id, request.params.slug),
  }));

  route(fastify, deactivateLicence, { preValidation: buyer }, async (request) => {
    await licences.deactivate(request.user!.id, request.params.slug, request.body.id);
    return { code: 200, message: 'Account deactivated: its slot is free' };
  });

  route(fastify, startRobotTrial, { preValidation: buyer }, async (request, reply) => {
    reply.code(201);
    return { code: 201, message: 'Your free trial has started', data: await licences.startTrial(request.user!.id, request.params.slug) };
  });

  // A link to copy (a download manager, a phone): absolute, and working without the session.
  route(fastify, robotDownloadLink, { preValidation: buyer }, async (request) => {
    const { token, expiresAt } = await licences.downloadLink(request.user!.id, request.params.slug);
    return {
      code: 200,
      message: 'Download link',
      data: { url: config.PUBLIC_URL + storage.urls.signedDownload(token), expires_at: expiresAt.toISOString() },
    };
  });

  // The dashboard's Download button: sent on to a fresh signed link, so every download goes one way.
  route(fastify, robotDownload, { preValidation: buyer }, async (request, reply) => {
    const { token } = await licences.downloadLink(request.user!.id, request.params.slug);
    reply.code(303).header('location', storage.urls.signedDownload(token)).header('cache-control', 'private, no-store');
    return { code: 303, message: 'Download link' };
  });

  route(fastify, signedDownload, async (request, reply) => {
    const licence = await licences.openDownload(request.params.token);
    const { robot } = licence;
    const extra = licenceFiles({
      key: licence.key,
      buyer: { name: `${licence.buyer.firstName} ${licence.buyer.lastName}`.trim(), email: licence.buyer.email },
      robot,
      licenceApi: licenceApiUrl(config),
      issuedAt: licence.createdAt,
    });
    // Read up front: a robot file that cannot be sent is an error answer, never a broken download.
    const zip = await openStoredPersonalisedZip(storage.store, robot.zip, extra).catch((err: unknown) => {
      request.log.error({ err, zip: robot.zip }, 'robot zip unreadable');
      throw new ApiError(500, "This robot's file cannot be read just now. Please contact us.");
    });
    await licences.recordDownload(licence.id, robot.version, `${request.ip} · ${deviceName(request.headers['user-agent'] ?? null)}`);
    reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${robot.slug}-${robot.version}.zip"`)
      .header('cache-control', 'private, no-store');
    return reply.send(zip);
  });
};
export default robots;
