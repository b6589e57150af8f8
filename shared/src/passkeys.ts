import { z } from 'zod';
import { envelope } from './envelope.ts';

/**
 * Passkeys (WebAuthn; docs/decisions/088-passkeys.md): what the browser is asked to do, what it
 * answers, and an account's list. The ceremonies' JSON is WebAuthn's own (its `...JSON` dictionaries,
 * as @simplewebauthn/browser sends and reads them); every binary field is base64url.
 */

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, { message: 'must be base64url' });

/** How a browser reaches an authenticator, as WebAuthn names them. */
export const AUTHENTICATOR_TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
export type AuthenticatorTransport = (typeof AUTHENTICATOR_TRANSPORTS)[number];
// A browser may name a transport newer than this list: it is read (and not kept), rather than the passkey refused.
const transportsSent = z
  .array(
    z
      .string()
      .max(32)
      .regex(/^[a-z-]+$/),
  )
  .max(16);
const userVerification = z.enum(['discouraged', 'preferred', 'required']);
const attachment = z.enum(['platform', 'cross-platform']);
// Credential ids are at most 1023 bytes (WebAuthn), 1364 characters of base64url.
const credentialId = base64url(1400);

/** The client's extension outputs: only `credProps` is read (whether the passkey is discoverable); the rest is dropped. */
const clientExtensionResults = z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() });

/** What `navigator.credentials.create()` answered (WebAuthn's RegistrationResponseJSON). */
export const registrationResponse = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key', { message: 'type must be public-key' }),
  response: z.object({
    clientDataJSON: base64url(4096),
    // An attestation with a certificate chain is a few KiB; 'none', which the shop asks for, much less.
    attestationObject: base64url(32_768),
    authenticatorData: base64url(32_768).optional(),
    transports: transportsSent.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4096).optional(),
  }),
  authenticatorAttachment: attachment.optional(),
  clientExtensionResults: clientExtensionResults.default({}),
});
export type RegistrationResponse = z.infer<typeof registrationResponse>;

/** What `navigator.credentials.get()` answered (WebAuthn's AuthenticationResponseJSON). */
export const authenticationResponse = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key', { message: 'type must be public-key' }),
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(1024),
    userHandle: base64url(128).optional(),
  }),
  authenticatorAttachment: attachment.optional(),
  clientExtensionResults: clientExtensionResults.default({}),
});
export type AuthenticationResponse = z.infer<typeof authenticationResponse>;

/** A name the owner gives a passkey ("iPhone", "YubiKey"); blank, the server names it after the device. */
export const passkeyName = z.string().trim().max(60, { message: 'A passkey name is at most 60 characters' });

/** `POST .../passkeys`: the new passkey, as the browser made it, and its name. */
export const passkeyRegistrationRequest = z.object({ name: passkeyName.optional(), response: registrationResponse });
export type PasskeyRegistrationRequest = z.infer<typeof passkeyRegistrationRequest>;

/** `POST auth/passkey/login` and `POST admin/login/passkey`: the passkey's answer to the challenge. */
export const passkeyAssertionRequest = z.object({ response: authenticationResponse });
export type PasskeyAssertionRequest = z.infer<typeof passkeyAssertionRequest>;

/** `.../passkeys/:id/...`: one of the caller's passkeys. */
export const passkeyParams = z.object({ id: z.uuid({ message: 'id must be a passkey id' }) });

const descriptor = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(z.enum(AUTHENTICATOR_TRANSPORTS)).optional(),
});

/** What `navigator.credentials.create()` is asked (WebAuthn's PublicKeyCredentialCreationOptionsJSON). */
export const creationOptions = z.object({
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(descriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: attachment.optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
      userVerification: userVerification.optional(),
    })
    .optional(),
  attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
});
export type CreationOptions = z.infer<typeof creationOptions>;
export const creationOptionsResponse = envelope(creationOptions);

/** What `navigator.credentials.get()` is asked (WebAuthn's PublicKeyCredentialRequestOptionsJSON). */
export const requestOptions = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(descriptor).optional(),
  userVerification: userVerification.optional(),
});
export type RequestOptions = z.infer<typeof requestOptions>;
export const requestOptionsResponse = envelope(requestOptions);

/** One of an account's passkeys as its owner sees it: never its key. */
export const passkeyItem = z.object({
  id: z.uuid(),
  name: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  /** Null until it is first used to sign in. */
  last_used_at: z.iso.datetime({ offset: true }).nullable(),
});
export type PasskeyItem = z.infer<typeof passkeyItem>;
export const passkeyListResponse = envelope(z.array(passkeyItem));
export const passkeyAddedResponse = envelope(passkeyItem);

/** An account keeps at most this many passkeys (a phone, a laptop, a spare key or two). */
export const MAX_PASSKEYS = 10;

/** What the passkey screens and calls say. */
export const PASSKEY_TEXT = {
  unsupported: 'This browser cannot use passkeys. Log in with your password, or use a recent Chrome, Safari, Edge or Firefox.',
  cancelled: 'No passkey was used: the request was cancelled or timed out. Try again when you are ready.',
  challengeGone: 'That passkey request has expired or was used already. Please try again.',
  notVerified: 'That passkey could not be checked. Please try again.',
  noUserVerification: 'That passkey cannot check it is you (with a PIN, fingerprint or face), so it could not sign you in alone. Use another.',
  signInRefused: 'That passkey did not sign you in. Try again, or log in with your password.',
  alreadyRegistered: 'That passkey is already registered.',
  tooMany: `An account can keep ${MAX_PASSKEYS} passkeys. Remove one you no longer use first.`,
  notFound: 'No such passkey on your account.',
  noPasskey: 'There is no passkey on this account.',
  lastFactor: 'Your account must keep a second factor: add another passkey or an authenticator app before removing this one.',
} as const;
