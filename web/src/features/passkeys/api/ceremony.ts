import { browserSupportsWebAuthn, startAuthentication, startRegistration, WebAuthnError } from '@simplewebauthn/browser';
import { ApiError } from '@academy/shared/api-error';
import { type CreationOptions, PASSKEY_TEXT, type RequestOptions } from '@academy/shared/passkeys';

/** Why the browser's part of a ceremony failed, in words for the person (@simplewebauthn/browser names the cause). */
function failureText(err: unknown): string {
  const code = err instanceof WebAuthnError ? err.code : undefined;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'This device already keeps a passkey for your account.';
  if (code === 'ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT' || code === 'ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT')
    return 'This device cannot keep a passkey that signs you in. Try your phone, or a security key with a PIN.';
  if (code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID')
    return 'Passkeys work only at the shop’s own web address. Open it there and try again.';
  // The person closed the prompt, it timed out, or the device said no (WebAuthn tells these apart on purpose as little as it can).
  return PASSKEY_TEXT.cancelled;
}

/**
 * Runs the browser's part of a ceremony. Its failures are ApiErrors, as the API's are, so a screen
 * tells them in a toast like any refused call: a browser without WebAuthn, or a cancelled prompt,
 * is a sentence, never an error screen.
 */
async function inBrowser<T>(ceremony: () => Promise<T>): Promise<T> {
  if (!browserSupportsWebAuthn()) throw new ApiError(0, PASSKEY_TEXT.unsupported);
  try {
    return await ceremony();
  } catch (err) {
    throw new ApiError(0, failureText(err));
  }
}

/** `navigator.credentials.create()` with the server's options: the new passkey's answer, to send back. */
export const createPasskey = (options: CreationOptions) => inBrowser(() => startRegistration({ optionsJSON: options }));

/** `navigator.credentials.get()` with the server's options: the passkey's answer to the challenge, to send back. */
export const answerWithPasskey = (options: RequestOptions) => inBrowser(() => startAuthentication({ optionsJSON: options }));
