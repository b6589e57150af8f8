import type { FastifyInstance } from 'fastify';
import { buildUpstream } from '@academy/upstream/build';
import { loadUpstreamConfig } from '@academy/upstream/config';
import { closeOnSignals } from '@academy/upstream/shutdown';
import { buildBff } from './build.ts';
import { loadBffConfig } from './config.ts';

/**
 * `npm start`: the BFF on PORT. Without UPSTREAM_URL the built-in upstream runs in this same
 * process on an ephemeral 127.0.0.1 port, and the BFF talks to it over real HTTP.
 */
const config = loadBffConfig();
const apps: FastifyInstance[] = [];
let upstreamUrl = config.UPSTREAM_URL;
if (!upstreamUrl) {
  const upstream = await buildUpstream(loadUpstreamConfig({ ...process.env, PUBLIC_URL: config.PUBLIC_URL, UPSTREAM_PORT: '0', UPSTREAM_HOST: '127.0.0.1' }));
  upstreamUrl = await upstream.listen({ host: '127.0.0.1', port: 0 });
  apps.push(upstream);
}
const app = await buildBff(config, upstreamUrl);
await app.listen({ host: config.HOST, port: config.PORT });
app.log.info(`Shop ready at ${config.PUBLIC_URL}`);
closeOnSignals(app, ...apps);
