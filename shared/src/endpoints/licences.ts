import { noInput, withErrors } from '../envelope.ts';
import { licenceCheckRequest, licencePublicKeyResponse, licenceVerdictResponse } from '../licences.ts';
import { defineEndpoint } from './define.ts';

// What a trading robot calls, with its key and no session.
const verdict = withErrors({ 200: licenceVerdictResponse });

export const licencePublicKey = defineEndpoint({
  method: 'GET',
  path: 'licences/public-key',
  auth: 'public',
  query: noInput,
  response: withErrors({ 200: licencePublicKeyResponse }),
});
export const activateLicence = defineEndpoint({ method: 'POST', path: 'licences/activate', auth: 'public', body: licenceCheckRequest, response: verdict });
export const verifyLicence = defineEndpoint({ method: 'POST', path: 'licences/verify', auth: 'public', body: licenceCheckRequest, response: verdict });
