// Free of zod: the web's shell uses it on every page (web/src/config/paths.ts), and zod would come with it.

// Whitespace, control characters and backslashes: browsers drop or rewrite them in a URL, so a path
// holding one may be read as another origin (`/\evil.example` and `/%09/evil.example` are `//evil.example`).
const UNSAFE = /[\s\\\u0000-\u001f\u007f]/;
const BASE = 'http://same-origin.invalid';

/**
 * Where a `next=` may send someone after they sign in: a path of this shop, or null (then the
 * caller's default). The path must start with one slash and stay on this origin as the browser
 * resolves it, with nothing in it (raw, or percent-encoded in the path) that a browser rewrites.
 */
export function sameOriginPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || UNSAFE.test(next)) return null;
  // The path, as a browser may decode it; a query may hold an encoded space.
  let decoded: string;
  try {
    decoded = decodeURIComponent(next.split(/[?#]/, 1)[0]!);
  } catch {
    return null;
  }
  if (decoded.startsWith('//') || UNSAFE.test(decoded)) return null;
  return new URL(next, BASE).origin === BASE ? next : null;
}
