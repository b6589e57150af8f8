import { noInput, withErrors } from '../envelope.ts';
import {
  initializePaymentRequest,
  initializePaymentResponse,
  ordersResponse,
  paymentProviderResponse,
  providerParams,
  sandboxInvoiceParams,
  sandboxInvoiceResponse,
  sandboxPaystackChargeResponse,
  sandboxPaystackParams,
  sandboxRedirectResponse,
} from '../payments.ts';
import { defineEndpoint } from './define.ts';

// The provider's signed notices are not here: the BFF forwards them raw (bff/src/routes/api/webhook.ts).
export const paymentProvider = defineEndpoint({
  method: 'GET',
  path: 'payments/provider',
  auth: 'public',
  query: noInput,
  response: withErrors({ 200: paymentProviderResponse }),
});
export const initializePayment = defineEndpoint({
  method: 'POST',
  path: 'payments/:provider/initialize',
  auth: 'customer',
  params: providerParams,
  body: initializePaymentRequest,
  response: withErrors({ 200: initializePaymentResponse }),
});
export const orderHistory = defineEndpoint({ method: 'GET', path: 'orders', auth: 'customer', query: noInput, response: withErrors({ 200: ordersResponse }) });

// The sandbox provider's invoice page (only when the sandbox provider is on).
export const sandboxInvoice = defineEndpoint({
  method: 'GET',
  path: 'payments/sandbox/invoice/:id',
  auth: 'public',
  params: sandboxInvoiceParams,
  response: withErrors({ 200: sandboxInvoiceResponse }),
});
const sandboxAction = <A extends string>(action: A) =>
  defineEndpoint({
    method: 'POST',
    path: `payments/sandbox/invoice/:id/${action}`,
    auth: 'public',
    params: sandboxInvoiceParams,
    response: withErrors({ 200: sandboxRedirectResponse }),
  });
export const sandboxPay = sandboxAction('pay');
export const sandboxPayPart = sandboxAction('pay-part');
export const sandboxExpire = sandboxAction('expire');
export const sandboxCancel = sandboxAction('cancel');

// The sandbox's Paystack page (only with the sandbox, when no Paystack key is set): a declined card and a
// pending transfer stay on the page; a payment, the transfer's arrival and Cancel leave it.
export const sandboxPaystackCharge = defineEndpoint({
  method: 'GET',
  path: 'payments/sandbox/paystack/:reference',
  auth: 'public',
  params: sandboxPaystackParams,
  response: withErrors({ 200: sandboxPaystackChargeResponse }),
});
/** An action of the page: a step answers the charge as it now is, an exit where the customer goes next. */
const sandboxPaystackAction = <A extends string, R extends typeof sandboxPaystackChargeResponse | typeof sandboxRedirectResponse>(action: A, answer: R) =>
  defineEndpoint({
    method: 'POST',
    path: `payments/sandbox/paystack/:reference/${action}`,
    auth: 'public',
    params: sandboxPaystackParams,
    response: withErrors({ 200: answer }),
  });
export const sandboxPaystackDecline = sandboxPaystackAction('decline', sandboxPaystackChargeResponse);
export const sandboxPaystackTransfer = sandboxPaystackAction('transfer', sandboxPaystackChargeResponse);
export const sandboxPaystackCard = sandboxPaystackAction('card', sandboxRedirectResponse);
export const sandboxPaystackTransferArrives = sandboxPaystackAction('transfer-arrives', sandboxRedirectResponse);
export const sandboxPaystackCancel = sandboxPaystackAction('cancel', sandboxRedirectResponse);
