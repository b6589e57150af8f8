import { z } from 'zod';
import { envelope } from './envelope.ts';
import { slug } from './catalogue.ts';
import { email } from './fields.ts';

export const cartAddRequest = z.object({ slug, type: z.enum(['course', 'robot']), email: email.optional() });
export const cartRemoveRequest = z.object({ slug, email: email.optional() });
export const cartClearRequest = z.object({ email: email.optional() });
/** A guest's cart, moved into the server cart at login. */
export const cartMergeRequest = z.object({ items: z.array(z.object({ slug, type: z.enum(['course', 'robot']) })).max(100) });

export const cartProduct = z.object({
  slug: z.string(),
  type: z.enum(['course', 'robot']),
  title: z.string(),
  image: z.string(),
  price: z.number(),
  usd: z.number(),
  category: z.string(),
  /** False once the item is a draft or retired: it stays in the cart, named, but checkout refuses it. */
  for_sale: z.boolean(),
});
export type CartProduct = z.infer<typeof cartProduct>;

/** `cart/fetch`: the envelope's data holds products and total_amount (NGN) plus total_usd. */
export const serverCart = z.object({ products: z.array(cartProduct), total_amount: z.number(), total_usd: z.number() });
export type ServerCart = z.infer<typeof serverCart>;
/** Every cart call answers the cart as it now is. */
export const cartResponse = envelope(serverCart);

/** `cart/merge`: the cart as it now is, and the slugs left out (already owned, or no longer sold). */
export const cartMerge = serverCart.extend({ owned: z.array(z.string()), unavailable: z.array(z.string()) });
export type CartMerge = z.infer<typeof cartMerge>;
export const cartMergeResponse = envelope(cartMerge);
