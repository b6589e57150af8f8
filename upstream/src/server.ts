import { loadUpstreamConfig } from './config.ts';
import { buildUpstream } from './build.ts';
import { configsOrExit } from '@academy/shared/server/env';
import { closeOnSignals } from '@academy/shared/server/shutdown';
import { startupOutput } from '@academy/shared/server/startup-output';
import { startTracing } from '@academy/shared/server/tracing';

/** `npm run start:upstream`: the product API on its own, for deployments with a separate BFF. */
const [config] = await configsOrExit(() => loadUpstreamConfig());
const output = startupOutput();
const tracing = await startTracing(config.OTEL_EXPORTER_OTLP_ENDPOINT, 'academy-upstream');
const app = await buildUpstream(config, { logStream: output.logStream, tracing });
const url = await app.listen({ host: config.UPSTREAM_HOST, port: config.UPSTREAM_PORT });
output.printBlock({ what: 'the product API', urls: [`${url}/api/${config.PRODUCT}/`], superAdmin: app.superAdmin });
closeOnSignals({ drainSeconds: config.DRAIN_SECONDS, flush: tracing?.shutdown }, app);
