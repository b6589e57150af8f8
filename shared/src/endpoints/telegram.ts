import { telegramPriceResponse } from '../catalogue.ts';
import { messageResponse, noInput, withErrors } from '../envelope.ts';
import { telegramInviteResponse, telegramUpdate } from '../telegram.ts';
import { defineEndpoint } from './define.ts';

export const telegramPrice = defineEndpoint({
  method: 'GET',
  path: 'telegram',
  auth: 'public',
  query: noInput,
  response: withErrors({ 200: telegramPriceResponse }),
});
export const telegramInvite = defineEndpoint({
  method: 'GET',
  path: 'telegram/invite',
  auth: 'customer',
  query: noInput,
  response: withErrors({ 200: telegramInviteResponse }),
});
/** The group bot's updates, from Telegram's servers: the upstream checks the secret token they carry. */
export const telegramWebhook = defineEndpoint({
  method: 'POST',
  path: 'telegram/webhook',
  auth: 'public',
  body: telegramUpdate,
  response: withErrors({ 200: messageResponse }),
});
