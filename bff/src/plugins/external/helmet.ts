import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

// Course videos may come from these hosts (spec 2.3: video-sharing, streaming, audio hosting).
const VIDEO_FRAMES = ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://w.soundcloud.com'];
const MEDIA = ["'self'", 'blob:', 'https:'];

export default fp(
  async (fastify, opts: { https: boolean }) => {
    await fastify.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // sonner and the player set inline styles at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          mediaSrc: MEDIA,
          frameSrc: VIDEO_FRAMES,
          connectSrc: ["'self'", 'https:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'", 'https:'],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: opts.https ? [] : null,
        },
      },
      hsts: opts.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'helmet' },
);
