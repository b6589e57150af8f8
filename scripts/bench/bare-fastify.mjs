// The peer of scripts/bench/one-process.mjs: a bare Fastify server answering 2 kB of HTML, in its own
// process as the shop is, so the load generator never shares its event loop. Sends its URL to the parent.
import Fastify from 'fastify';

const html = `<!doctype html><html><head><title>peer</title></head><body>${'<p>bare Fastify</p>'.repeat(105)}</body></html>`;
const app = Fastify();
app.get('/', (_request, reply) => reply.type('text/html; charset=utf-8').send(html));
const url = await app.listen({ host: '127.0.0.1', port: 0 });
process.send?.({ url });
process.on('disconnect', () => void app.close().then(() => process.exit(0)));
