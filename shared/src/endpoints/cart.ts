import { cartAddRequest, cartClearRequest, cartMergeRequest, cartMergeResponse, cartRemoveRequest, cartResponse } from '../cart.ts';
import { couponQuoteRequest, couponQuoteResponse } from '../coupons.ts';
import { withErrors } from '../envelope.ts';
import { emailQuery } from '../user.ts';
import { defineEndpoint } from './define.ts';

const cart = withErrors({ 200: cartResponse });

export const cartFetch = defineEndpoint({ method: 'GET', path: 'cart/fetch', auth: 'customer', query: emailQuery, response: cart });
export const cartAdd = defineEndpoint({ method: 'POST', path: 'cart/add', auth: 'customer', body: cartAddRequest, response: cart });
export const cartRemove = defineEndpoint({ method: 'POST', path: 'cart/remove', auth: 'customer', body: cartRemoveRequest, response: cart });
export const cartClear = defineEndpoint({ method: 'POST', path: 'cart/clear', auth: 'customer', body: cartClearRequest, response: cart });
export const cartMerge = defineEndpoint({
  method: 'POST',
  path: 'cart/merge',
  auth: 'customer',
  body: cartMergeRequest,
  response: withErrors({ 200: cartMergeResponse }),
});
export const cartCoupon = defineEndpoint({
  method: 'POST',
  path: 'cart/coupon',
  auth: 'customer',
  body: couponQuoteRequest,
  response: withErrors({ 200: couponQuoteResponse }),
});
