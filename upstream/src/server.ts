import { loadUpstreamConfig } from './config.ts';
import { buildUpstream } from './build.ts';
import { closeOnSignals } from './shutdown.ts';

/** `npm run start:upstream`: the product API on its own, for deployments with a separate BFF. */
const config = loadUpstreamConfig();
const app = await buildUpstream(config);
await app.listen({ host: config.UPSTREAM_HOST, port: config.UPSTREAM_PORT });
closeOnSignals(app);
