import { z } from 'zod';
import { COURSE_TYPES, ROBOT_TYPES } from './categories.ts';
import { slug } from './catalogue.ts';
import { envelope, pagedEnvelope } from './envelope.ts';
import { COUPON_KINDS } from './coupon-kinds.ts';

/** The lowest an order may come to after its coupon: the payment provider's smallest invoice. */
export const MIN_ORDER_USD_CENTS = 100;

/** A coupon may be limited to these: the course types and the robot types. */
export const COUPON_CATEGORIES = [...COURSE_TYPES, ...ROBOT_TYPES] as const;

/** A code as a customer types it: any case, spaces around it. Codes are stored and matched in upper case. */
export const couponCodeInput = z
  .string({ message: 'Enter a coupon code' })
  .trim()
  .min(1, { message: 'Enter a coupon code' })
  .max(64, { message: 'That is not a coupon code' })
  .transform((code) => code.toUpperCase());

/** `POST cart/coupon`: what the coupon does to the cart as it is, before paying. Nothing is written. */
/** `cart/coupon`: the code, for the cart, or with `plan` for the first period of that plan of the signals group. */
export const couponQuoteRequest = z.object({ code: couponCodeInput, plan: z.uuid({ message: 'plan must be a plan id' }).optional() });
export type CouponQuoteRequest = z.infer<typeof couponQuoteRequest>;
const displayPrice = z.object({ usd: z.number(), price: z.number() });
export const couponQuote = z.object({
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  /** Percent (1-100) or USD off. */
  amount: z.number(),
  /** Each in USD and as the NGN display price (`price`), as the catalogue shows prices. */
  subtotal: displayPrice,
  discount: displayPrice,
  /** `total.usd` is what `initialize` must be sent as its amount, with the code as `coupon`. */
  total: displayPrice,
  /** The discount was lowered so the total stays at MIN_ORDER_USD_CENTS. */
  capped: z.boolean(),
  items: z.array(z.object({ type: z.enum(['course', 'robot']), slug: z.string(), title: z.string(), usd: z.number(), discount_usd: z.number() })),
});
export type CouponQuote = z.infer<typeof couponQuote>;
export const couponQuoteResponse = envelope(couponQuote);

const blankIsNull = (v: unknown) => (v === '' ? null : v);
const LIMIT_HINT = 'must be a whole number of at least 1, or blank for no limit';
/** A limit on uses: a whole number, or null (a blank field) for none. */
const useLimit = (label: string) =>
  z.preprocess(
    blankIsNull,
    z.coerce
      .number({ message: `${label} ${LIMIT_HINT}` })
      .int({ message: `${label} ${LIMIT_HINT}` })
      .min(1, { message: `${label} ${LIMIT_HINT}` })
      .max(1_000_000, { message: `${label} ${LIMIT_HINT}` })
      .nullable(),
  );
/** When the coupon stops working; null never. */
const expiry = z.iso.datetime({ offset: true, message: 'The expiry must be a date and time' }).nullable();

const code = z
  .string({ message: 'Code is required' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,32}$/, { message: 'Code must be 3 to 32 letters, digits, dashes or underscores' })
  .transform((c) => c.toUpperCase());

/** `POST admin/coupons/create`. `amount` is a percent (1-100) or USD off; both scopes empty is the whole shop. */
export const createCouponRequest = z
  .object({
    code,
    kind: z.enum(COUPON_KINDS, { message: 'Choose percent or fixed USD off' }),
    amount: z.coerce.number({ message: 'Amount is required' }),
    expires_at: expiry.default(null),
    max_uses: useLimit('Total uses').optional().default(null),
    max_uses_per_customer: useLimit('Uses per customer').optional().default(null),
    items: z
      .array(z.object({ type: z.enum(['course', 'robot']), slug }))
      .max(200, { message: 'A coupon names at most 200 items' })
      .default([]),
    categories: z.array(z.enum(COUPON_CATEGORIES, { message: 'Unknown category' })).default([]),
  })
  .superRefine((c, ctx) => {
    const percent = c.kind === 'percent';
    const wholeCents = Math.abs(c.amount * 100 - Math.round(c.amount * 100)) < 1e-6;
    const ok = percent ? Number.isInteger(c.amount) && c.amount >= 1 && c.amount <= 100 : wholeCents && c.amount >= 0.01 && c.amount <= 100_000;
    if (!ok)
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: percent ? 'Percent off must be a whole number from 1 to 100' : 'USD off must be from 0.01 to 100000, in cents at most',
      });
  });
export type CreateCouponRequest = z.infer<typeof createCouponRequest>;

/** `POST admin/coupons/:id/update`: what is sent changes, what is left out stays; null clears an expiry or a limit. */
export const updateCouponRequest = z
  .object({
    active: z.boolean({ message: 'active must be true or false' }).optional(),
    expires_at: expiry.optional(),
    max_uses: useLimit('Total uses').optional(),
    max_uses_per_customer: useLimit('Uses per customer').optional(),
  })
  .refine((u) => Object.keys(u).length > 0, { message: 'Send active, expires_at, max_uses or max_uses_per_customer' });
export type UpdateCouponRequest = z.infer<typeof updateCouponRequest>;

export const couponIdParams = z.object({ id: z.uuid({ message: 'id must be a coupon id' }) });

export const adminCoupon = z.object({
  id: z.uuid(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  amount: z.number(),
  expires_at: z.iso.datetime({ offset: true }).nullable(),
  max_uses: z.number().int().nullable(),
  max_uses_per_customer: z.number().int().nullable(),
  items: z.array(z.object({ type: z.enum(['course', 'robot']), slug: z.string(), title: z.string() })),
  categories: z.array(z.string()),
  active: z.boolean(),
  /** Orders holding a use: pending, partially paid, paid or refunded (expired, cancelled and failed ones gave theirs back). */
  uses: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
});
export type AdminCoupon = z.infer<typeof adminCoupon>;
export const adminCouponResponse = envelope(adminCoupon);
export const adminCouponListResponse = pagedEnvelope(adminCoupon);
