import type { FastifyInstance } from 'fastify';
import { clockFor } from '@academy/shared/server/clock';
import { closeOnSignals } from '@academy/shared/server/shutdown';
import { startupOutput } from '@academy/shared/server/startup-output';
import { startTracing } from '@academy/shared/server/tracing';
import { buildBff } from './build.ts';
import { loadConfigs } from './load-configs.ts';

/**
 * `npm start`: the BFF on PORT. Without UPSTREAM_URL the built-in upstream runs in this same
 * process on an ephemeral 127.0.0.1 port, and the BFF talks to it over real HTTP. Once both
 * listen, one block on stdout says where the shop is (and, on the first start, the admin's password).
 * The upstream is imported only then: a BFF in front of a remote upstream never loads (nor needs
 * installed) its database, mail or payment code; in this repository's workspaces it is always there.
 */
// Both services' settings are checked before anything starts, and every problem is said at once.
const [config, upstreamConfig] = await loadConfigs();
const output = startupOutput();
// One process, one clock: what TEST_CLOCK moves, the built-in upstream's tokens and windows follow too.
const clock = clockFor(config);
// Before either app is built: both register its plugin first. Named for what this process runs.
const tracing = await startTracing(config.OTEL_EXPORTER_OTLP_ENDPOINT, upstreamConfig ? 'academy' : 'academy-bff');
let upstream: FastifyInstance | undefined;
let upstreamUrls = config.UPSTREAM_URL;
if (upstreamConfig) {
  const { buildUpstream } = await import('@academy/upstream/build');
  upstream = await buildUpstream(upstreamConfig, { logStream: output.logStream, clock, tracing });
  upstreamUrls = [await upstream.listen({ host: '127.0.0.1', port: 0 })];
}
if (!upstreamUrls) throw new Error('UPSTREAM_URL names no upstream');
const app = await buildBff(config, upstreamUrls, { logStream: output.logStream, clock, tracing });
await app.listen({ host: config.HOST, port: config.PORT });
output.printBlock({ what: 'the shop', urls: config.shopOrigins, superAdmin: upstream?.superAdmin });
closeOnSignals({ drainSeconds: config.DRAIN_SECONDS, flush: tracing?.shutdown }, app, ...(upstream ? [upstream] : []));
