import { createHmac, timingSafeEqual } from 'node:crypto';

/** Keys sorted at every depth: NOWPayments signs the recursively sorted JSON (nested `fee` too). */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

export const signNotice = (body: unknown, secret: string) =>
  createHmac('sha512', secret)
    .update(JSON.stringify(sortKeys(body)))
    .digest('hex');

/** HMAC-SHA512 of the sorted JSON, compared in constant time; anything malformed is false. */
export function verifyNotice(rawBody: Buffer, signature: string | undefined, secret: string): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return false;
  }
  const expected = Buffer.from(signNotice(body, secret), 'hex');
  const given = Buffer.from(signature, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
