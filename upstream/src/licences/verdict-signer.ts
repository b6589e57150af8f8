import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LicenceVerdict, SignedLicenceVerdict } from '@academy/shared/licences';

const KEY_FILE = '.licence-signing-key.pem';

/** LICENCE_SIGNING_KEY (a PKCS#8 PEM), or one made once into DATA_DIR: robots trust answers signed by it. */
function loadPrivateKey(dataDir: string, configured: string | undefined): KeyObject {
  if (configured) return createPrivateKey(configured.replace(/\\n/g, '\n'));
  const file = join(dataDir, KEY_FILE);
  try {
    return createPrivateKey(readFileSync(file, 'utf8'));
  } catch {
    const { privateKey } = generateKeyPairSync('ed25519');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    return privateKey;
  }
}

/**
 * Signs licence verdicts with Ed25519, so a robot or a relay that cached one can trust it offline
 * until its `expires_at`: the signature covers `payload`, the verdict's exact JSON.
 */
export function createVerdictSigner(dataDir: string, configured: string | undefined) {
  const privateKey = loadPrivateKey(dataDir, configured);
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('LICENCE_SIGNING_KEY must be an Ed25519 private key (PKCS#8 PEM)');
  const publicKey = createPublicKey(privateKey);
  const spki = publicKey.export({ type: 'spki', format: 'der' });
  return {
    publicKey: {
      algorithm: 'Ed25519' as const,
      // An Ed25519 SPKI is a fixed 12-byte header followed by the raw 32-byte key.
      public_key: spki.subarray(spki.length - 32).toString('base64'),
      pem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    },
    sign(verdict: LicenceVerdict): SignedLicenceVerdict {
      const payload = JSON.stringify(verdict);
      return { ...verdict, payload, signature: sign(null, Buffer.from(payload), privateKey).toString('base64') };
    },
  };
}
export type VerdictSigner = ReturnType<typeof createVerdictSigner>;
