import type { FastifyInstance } from 'fastify';
import { clockFor } from '@academy/shared/server/clock';
import { closeOnSignals } from '@academy/shared/server/shutdown';
import { startupOutput } from '@academy/shared/server/startup-output';
import { buildBff } from './build.ts';
import { loadBffConfig } from './config.ts';

/**
 * `npm start`: the BFF on PORT. Without UPSTREAM_URL the built-in upstream runs in this same
 * process on an ephemeral 127.0.0.1 port, and the BFF talks to it over real HTTP. Once both
 * listen, one block on stdout says where the shop is (and, on the first start, the admin's password).
 * The upstream is imported only then: a BFF in front of a remote upstream never loads (nor needs
 * installed) its database, mail or payment code; in this repository's workspaces it is always there.
 */
const config = loadBffConfig();
const output = startupOutput();
// One process, one clock: what TEST_CLOCK moves, the built-in upstream's tokens and windows follow too.
const clock = clockFor(config);
let upstream: FastifyInstance | undefined;
let upstreamUrls = config.UPSTREAM_URL;
if (!upstreamUrls) {
  const [{ buildUpstream }, { loadUpstreamConfig }] = await Promise.all([import('@academy/upstream/build'), import('@academy/upstream/config')]);
  // The same environment, so PORT and PUBLIC_URL give both services the same shop origins.
  upstream = await buildUpstream(loadUpstreamConfig({ ...process.env, UPSTREAM_PORT: '0', UPSTREAM_HOST: '127.0.0.1' }), {
    logStream: output.logStream,
    clock,
  });
  upstreamUrls = [await upstream.listen({ host: '127.0.0.1', port: 0 })];
}
const app = await buildBff(config, upstreamUrls, { logStream: output.logStream, clock });
await app.listen({ host: config.HOST, port: config.PORT });
output.printBlock({ what: 'the shop', urls: config.shopOrigins, superAdmin: upstream?.superAdmin });
closeOnSignals(app, ...(upstream ? [upstream] : []));
