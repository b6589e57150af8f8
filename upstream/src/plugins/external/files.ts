import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/**
 * Public catalogue images from DATA_DIR/files: cached a day, never run as a page (an uploaded SVG
 * opened directly gets a sandboxing CSP).
 */
export default fp(
  async (fastify, opts: { root: string; prefix: string }) => {
    mkdirSync(opts.root, { recursive: true });
    await fastify.register(fastifyStatic, {
      root: opts.root,
      prefix: opts.prefix,
      decorateReply: false,
      dotfiles: 'deny',
      index: false,
      maxAge: '1d',
      setHeaders(res) {
        res.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
        res.header('x-content-type-options', 'nosniff');
      },
    });
  },
  { name: 'files' },
);
