import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { AuthenticationResponse, CreationOptions, RegistrationResponse, RequestOptions } from '@academy/shared/passkeys';

// A passkey made in the test (docs/decisions/088-passkeys.md): an ES256 key of node:crypto, and the
// bytes a real authenticator and browser send (WebAuthn Level 2, sections 6.1, 6.5 and 5.8.1), so the
// server's WebAuthn verification runs for real on them.

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

/** CBOR (RFC 8949) of the few kinds WebAuthn's structures use: integers, byte and text strings, maps. */
function cbor(value: Cbor): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
    if (n < 0x10000) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
    const b = Buffer.alloc(5);
    b[0] = (major << 5) | 26;
    b.writeUInt32BE(n, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false })).toString('base64url');

export interface Ceremony {
  /** Where the browser says the page was; the shop's PUBLIC_URL by default. */
  origin?: string;
  /** The RP ID the authenticator signs for; the options' by default. */
  rpId?: string;
  /** Whether the person was verified (a PIN, a fingerprint): true by default. */
  verified?: boolean;
}

/**
 * One authenticator holding one passkey: `create` answers registration options as
 * `navigator.credentials.create()` would (attestation "none"), `get` answers request options as
 * `navigator.credentials.get()` would, its signature counter one more each time (`counter` to
 * play a cloned or replayed one).
 */
export function softwareAuthenticator(defaults: { origin: string; rpId: string }) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(32);
  const id = credentialId.toString('base64url');
  let counter = 0;
  let userHandle: string | undefined;

  // COSE_Key (RFC 9052): kty EC2, alg ES256, crv P-256, x, y.
  const coseKey = cbor(
    new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
  const authData = (rpId: string, flags: number, count: number, attested?: Buffer) => {
    const signCount = Buffer.alloc(4);
    signCount.writeUInt32BE(count);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), signCount, ...(attested ? [attested] : [])]);
  };
  const userFlags = (verified: boolean) => FLAG_USER_PRESENT | (verified ? FLAG_USER_VERIFIED : 0);

  return {
    id,
    /** The signature counter it last reported. */
    get counter() {
      return counter;
    },
    create(options: CreationOptions, ceremony: Ceremony = {}): RegistrationResponse {
      userHandle = options.user.id;
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      // AAGUID zero: attestation "none" names no model.
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, coseKey]);
      const data = authData(ceremony.rpId ?? options.rp.id ?? defaults.rpId, userFlags(ceremony.verified ?? true) | FLAG_ATTESTED_DATA, counter, attested);
      const attestationObject = cbor(
        new Map<Cbor, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', data],
        ]),
      );
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: clientData('webauthn.create', options.challenge, ceremony.origin ?? defaults.origin),
          attestationObject: attestationObject.toString('base64url'),
          transports: ['internal', 'hybrid'],
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      };
    },
    get(options: RequestOptions, ceremony: Ceremony & { counter?: number } = {}): AuthenticationResponse {
      counter = ceremony.counter ?? counter + 1;
      const data = authData(ceremony.rpId ?? options.rpId ?? defaults.rpId, userFlags(ceremony.verified ?? true), counter);
      const clientDataJSON = clientData('webauthn.get', options.challenge, ceremony.origin ?? defaults.origin);
      const signature = sign('sha256', Buffer.concat([data, sha256(Buffer.from(clientDataJSON, 'base64url'))]), privateKey);
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON,
          authenticatorData: data.toString('base64url'),
          signature: signature.toString('base64url'),
          ...(userHandle && { userHandle }),
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      };
    },
  };
}
