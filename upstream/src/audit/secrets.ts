import type { AuditFields, AuditValue } from '@academy/shared/audit';

// A denylist of key names, read loosely (case, `_` and `-` ignored): a field that names a credential
// never reaches the log, whatever a service passes. A key name is what a new column or setting is
// sure to carry, where a list of allowed fields would have to be kept up with every form.
const SECRET_PARTS = ['password', 'passwd', 'secret', 'token', 'hash', 'apikey', 'privatekey', 'authorization', 'signature', 'cookie', 'credential'];
const SECRET_NAMES = new Set(['otp', 'pin', 'cvv', 'jwt']);

export function isSecretKey(key: string): boolean {
  const name = key.toLowerCase().replace(/[^a-z0-9]/g, '');
  // A key of any kind (a licence's, an API's): `key`, `licenceKey`, `paystack_secret_key`.
  return SECRET_NAMES.has(name) || name.endsWith('key') || SECRET_PARTS.some((part) => name.includes(part));
}

function scrub(value: AuditValue): AuditValue {
  if (Array.isArray(value)) return value.map(scrub);
  if (value !== null && typeof value === 'object') return withoutSecrets(value);
  return value;
}

/** The fields less every secret one, at any depth. */
export function withoutSecrets(fields: AuditFields): AuditFields {
  return Object.fromEntries(Object.entries(fields).flatMap(([key, value]) => (isSecretKey(key) ? [] : [[key, scrub(value)]])));
}
