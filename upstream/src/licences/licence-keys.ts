import { createHash, randomBytes } from 'node:crypto';
import { LICENCE_KEY_PATTERN } from '@academy/shared/licences';

/** Crockford's base 32: no I, L, O or U, so a key read aloud or typed from paper survives. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUP = 5;

function base32(bytes: Uint8Array, length: number): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < length) {
      out += ALPHABET.charAt((value >>> (bits - 5)) & 31);
      bits -= 5;
    }
  }
  return out;
}

const checkGroup = (body: string) => base32(createHash('sha256').update(body).digest(), GROUP);
const grouped = (chars: string) => chars.match(new RegExp(`.{${GROUP}}`, 'g'))!.join('-');

/** A new key: 100 random bits in four groups, then a fifth group that checks them (a typo is caught before any lookup). */
export function newLicenceKey(): string {
  const body = base32(randomBytes(13), 4 * GROUP);
  return grouped(body + checkGroup(body));
}

/**
 * The key as stored, from what a person or a robot typed (any case, spaces or dashes, O for 0, I
 * and L for 1), or null when it cannot be one: its check group is wrong.
 */
export function normaliseLicenceKey(input: string): string | null {
  const chars = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (chars.length !== 5 * GROUP) return null;
  const key = grouped(chars);
  if (!LICENCE_KEY_PATTERN.test(key)) return null;
  return checkGroup(chars.slice(0, 4 * GROUP)) === chars.slice(4 * GROUP) ? key : null;
}
