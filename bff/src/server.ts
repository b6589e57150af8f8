import type { FastifyInstance } from 'fastify';
import { clockFor } from '@academy/shared/server/clock';
import { configsOrExit } from '@academy/shared/server/env';
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
// Both services' settings are checked before anything starts, and every problem is said at once.
const builtIn = !process.env.UPSTREAM_URL?.trim();
const [config, upstreamConfig] = await configsOrExit(
  () => loadBffConfig(),
  async () => {
    if (!builtIn) return undefined;
    const { loadUpstreamConfig } = await import('@academy/upstream/config');
    // The same environment, so PORT and PUBLIC_URL give both services the same shop origins.
    return loadUpstreamConfig({ ...process.env, UPSTREAM_PORT: '0', UPSTREAM_HOST: '127.0.0.1' });
  },
);
const output = startupOutput();
// One process, one clock: what TEST_CLOCK moves, the built-in upstream's tokens and windows follow too.
const clock = clockFor(config);
let upstream: FastifyInstance | undefined;
let upstreamUrls = config.UPSTREAM_URL;
if (upstreamConfig) {
  const { buildUpstream } = await import('@academy/upstream/build');
  upstream = await buildUpstream(upstreamConfig, { logStream: output.logStream, clock });
  upstreamUrls = [await upstream.listen({ host: '127.0.0.1', port: 0 })];
}
if (!upstreamUrls) throw new Error('UPSTREAM_URL names no upstream');
const app = await buildBff(config, upstreamUrls, { logStream: output.logStream, clock });
await app.listen({ host: config.HOST, port: config.PORT });
output.printBlock({ what: 'the shop', urls: config.shopOrigins, superAdmin: upstream?.superAdmin });
closeOnSignals({ drainSeconds: config.DRAIN_SECONDS }, app, ...(upstream ? [upstream] : []));
