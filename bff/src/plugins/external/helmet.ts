import { IncomingMessage, type ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiPath } from '../../http/api-path.ts';

// Course videos may come from these hosts (docs/requirements.md#course-player: video-sharing, streaming, audio hosting).
const VIDEO_FRAMES = ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://w.soundcloud.com'];
// The player (vidstack) reads a Vimeo lesson's title and length from Vimeo's oEmbed API. YouTube's
// and Vimeo's posters are never fetched: every lesson shows its course's cover, served by us.
const VIDEO_APIS = ['https://vimeo.com'];

/**
 * `mediaHosts` (MEDIA_HOSTS): where lessons given as URLs are served from, direct files or HLS
 * (hls.js fetches the playlists and segments, so connect-src too). `storageOrigin`: the bucket the
 * upstream sends uploaded media on to (media-src only: covers are streamed through the shop).
 * Everything else is ours.
 */
function options(https: boolean, mediaHosts: readonly string[], storageOrigin?: string): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // sonner and the player set inline styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mediaHosts],
        fontSrc: ["'self'", 'data:'],
        // blob: is hls.js's MediaSource.
        mediaSrc: ["'self'", 'blob:', ...mediaHosts, ...(storageOrigin ? [storageOrigin] : [])],
        frameSrc: VIDEO_FRAMES,
        connectSrc: ["'self'", ...VIDEO_APIS, ...mediaHosts],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // Every form is sent by script to our API; the crypto invoice is reached by navigation.
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * Helmet's headers (CSP, HSTS on https, nosniff, frame and referrer policies), worked out ONCE at
 * start: running helmet per request re-parses the CSP every time and cost the proxy half its
 * throughput (measured by npm run bench).
 */
export function securityHeaders(https: boolean, mediaHosts: readonly string[] = [], storageOrigin?: string): Readonly<Record<string, string>> {
  const headers = new Map<string, string>();
  const capture = {
    setHeader: (name: string, value: string | string[]) => headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options(https, mediaHosts, storageOrigin))(new IncomingMessage(new Socket()), capture as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error('helmet failed', { cause: err });
  });
  return Object.freeze(Object.fromEntries(headers));
}

/**
 * The set for API answers (/api/, /bff/): data, never a page, so the OWASP REST set with a CSP that
 * lets nothing load or frame it. Helmet's page-only headers (the page CSP, COOP, Origin-Agent-Cluster,
 * DNS prefetch, IE download options) would be ~700 bytes on every answer doing nothing.
 */
export function apiSecurityHeaders(https: boolean): Readonly<Record<string, string>> {
  const page = securityHeaders(https);
  const kept = ['cross-origin-resource-policy', 'referrer-policy', 'strict-transport-security', 'x-content-type-options', 'x-permitted-cross-domain-policies'];
  return Object.freeze({
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    ...Object.fromEntries(kept.filter((name) => page[name]).map((name) => [name, page[name]!])),
    'x-frame-options': 'DENY',
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    securityHeaders: { page: Readonly<Record<string, string>>; api: Readonly<Record<string, string>> };
  }
}

/** Every answer carries one set; the hot path (proxy/fast-path.ts) reads the API set from the instance. */
export default fp(
  async (fastify, opts: { https: boolean; mediaHosts: readonly string[]; storageOrigin?: string | undefined }) => {
    const sets = { page: securityHeaders(opts.https, opts.mediaHosts, opts.storageOrigin), api: apiSecurityHeaders(opts.https) };
    fastify.decorate('securityHeaders', sets);
    fastify.addHook('onRequest', (request, reply, done) => {
      reply.headers(isApiPath(request.url) ? sets.api : sets.page);
      done();
    });
  },
  { name: 'helmet' },
);
