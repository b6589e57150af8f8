/** The header in which the BFF names the shop origin a call came from (one of `shopOrigins`). */
export const SHOP_ORIGIN_HEADER = 'x-shop-origin';

// Not [::1]: the default HOST (0.0.0.0) does not listen there, so it would be a dead address.
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1'];

/**
 * Where the shop answers: PUBLIC_URL when set (then it alone); otherwise http://localhost:PORT and
 * http://127.0.0.1:PORT, since a developer may open either. The first is the canonical one, for
 * mail links.
 */
export function shopOrigins(publicUrl: string | undefined, port: number): { publicUrl: string; origins: string[] } {
  if (publicUrl) return { publicUrl: publicUrl.replace(/\/$/, ''), origins: [new URL(publicUrl).origin] };
  const origins = LOOPBACK_HOSTS.map((host) => new URL(`http://${host}:${port}`).origin);
  return { publicUrl: origins[0]!, origins };
}
