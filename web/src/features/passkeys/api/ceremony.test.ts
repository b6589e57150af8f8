import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@academy/shared/api-error';
import { PASSKEY_TEXT } from '@academy/shared/passkeys';

// The browser's side of a passkey ceremony, @simplewebauthn/browser stood in for: what the person is told.
const browser = vi.hoisted((): { supported: boolean; failure: Error | undefined } => ({ supported: true, failure: undefined }));
vi.mock('@simplewebauthn/browser', async (actual) => {
  const real = await actual<typeof import('@simplewebauthn/browser')>();
  const ceremony = async () => {
    if (browser.failure) throw browser.failure;
    return { id: 'cred' };
  };
  return { ...real, browserSupportsWebAuthn: () => browser.supported, startRegistration: ceremony, startAuthentication: ceremony };
});
const { WebAuthnError } = await import('@simplewebauthn/browser');
const { answerWithPasskey, createPasskey } = await import('./ceremony.ts');

const options = { challenge: 'abc' };
const failure = () =>
  answerWithPasskey(options).then(
    () => 'answered',
    (e: unknown) => (e instanceof ApiError ? e.message : 'not an ApiError'),
  );
const webAuthnError = (code: ConstructorParameters<typeof WebAuthnError>[0]['code']) => new WebAuthnError({ message: 'x', code, cause: new Error('x') });

beforeEach(() => {
  browser.supported = true;
  browser.failure = undefined;
});

describe('a passkey ceremony in the browser', () => {
  it("answers the browser's response when it succeeds", async () => {
    await expect(answerWithPasskey(options)).resolves.toEqual({ id: 'cred' });
  });

  it('tells a browser without WebAuthn so, before any prompt', async () => {
    browser.supported = false;
    await expect(failure()).resolves.toBe(PASSKEY_TEXT.unsupported);
    await expect(createPasskey({ challenge: 'c', rp: { name: 'r' }, user: { id: 'u', name: 'n', displayName: 'd' }, pubKeyCredParams: [] })).rejects.toThrow(
      PASSKEY_TEXT.unsupported,
    );
  });

  it('tells a cancelled or timed-out prompt, a passkey already on the device, and an unsuitable device apart, each in a sentence', async () => {
    browser.failure = new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');
    await expect(failure()).resolves.toBe(PASSKEY_TEXT.cancelled);
    browser.failure = webAuthnError('ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY');
    await expect(failure()).resolves.toBe(PASSKEY_TEXT.cancelled);
    browser.failure = webAuthnError('ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED');
    await expect(failure()).resolves.toBe('This device already keeps a passkey for your account.');
    browser.failure = webAuthnError('ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT');
    await expect(failure()).resolves.toMatch(/^This device cannot keep a passkey that signs you in/);
  });
});
