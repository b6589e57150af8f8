import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt is memory-hard and ships with Node. Its N is PASSWORD_HASH_COST (default 2^15: with r=8 that
// is 32 MiB and ~60 ms a hash here); each hash stores its own N, so hashes made at another cost
// still verify.
const r = 8;
const p = 1;
const keyLength = 32;

function derive(password: string, salt: Buffer, n: number, rr: number, pp: number): Promise<Buffer> {
  // Twice what scrypt needs (128 * N * r bytes): Node's default maxmem (32 MiB) refuses N=2^15.
  const maxmem = 256 * n * rr;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, { N: n, r: rr, p: pp, maxmem }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** Hashes and checks passwords at scrypt cost `n`. */
export async function createPasswords(n: number) {
  async function hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, n, r, p);
    return `scrypt$${n}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
  }
  // Spent on unknown emails too, so a login's timing does not tell which accounts exist.
  const dummy = await hash(randomBytes(12).toString('base64url'));
  return {
    hash,
    /** Whether `password` is the one `stored` was made from; an account without one (`undefined`) costs the same and is false. */
    async verify(password: string, stored: string | undefined): Promise<boolean> {
      const [kind, sn, sr, sp, salt, key] = (stored ?? dummy).split('$');
      if (kind !== 'scrypt' || !sn || !sr || !sp || !salt || !key) return false;
      const expected = Buffer.from(key, 'base64url');
      const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(sn), Number(sr), Number(sp));
      return stored !== undefined && actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}

export type Passwords = Awaited<ReturnType<typeof createPasswords>>;
