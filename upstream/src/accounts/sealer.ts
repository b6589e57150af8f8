import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Encrypts a value the server must read back but the database alone must not reveal (a rotated
 * token's successor, an authenticator's secret): AES-256-GCM under a key derived from the app's
 * secret and the purpose, so one purpose's ciphertext opens under no other.
 */
export function createSealer(secret: string, purpose: string) {
  const key = createHash('sha256').update(`${purpose}:${secret}`).digest();
  return {
    seal(value: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed: string): string {
      const raw = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
export type Sealer = ReturnType<typeof createSealer>;
