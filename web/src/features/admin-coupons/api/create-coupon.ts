import type { AdminCoupon, CreateCouponRequest } from '@academy/shared/coupons';
import { api } from '../../../lib/api-client.ts';

/** `admin/coupons/create`: 201 with the new coupon; a code already taken is 409. Answers the server's message. */
export const createCoupon = async (input: CreateCouponRequest) => (await api<AdminCoupon>('admin/coupons/create', { body: input })).message;
