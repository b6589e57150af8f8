import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { CartProduct, ServerCart } from '@academy/shared/cart';
import { ApiError } from '@academy/shared/api-error';
import { HandledApiError } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.ts';
import { useHydrated } from '../../lib/hydration.ts';
import { storage } from '../../lib/storage.ts';
import { addToServerCart } from './api/add-to-server-cart.ts';
import { clearServerCart } from './api/clear-server-cart.ts';
import { fetchServerCart } from './api/get-server-cart.ts';
import { mergeIntoServerCart } from './api/merge-into-server-cart.ts';
import { removeFromServerCart } from './api/remove-from-server-cart.ts';
import { leftOutNotices } from './left-out.ts';

type CartItem = CartProduct;

export interface Cart {
  /** Whose cart this is is known (the session has answered): before, an item added could land in the wrong one. */
  ready: boolean;
  items: CartItem[];
  numItemsInCart: number;
  /** Display totals: USD (what is paid) and NGN. */
  cartTotal: { usd: number; ngn: number };
  has: (slug: string) => boolean;
  add: (item: CartItem) => Promise<void>;
  remove: (slug: string) => Promise<void>;
  clear: () => Promise<void>;
  /** Reads the server cart again (after a payment emptied it). */
  reload: () => void;
}

interface Stored {
  /** Whose cart this is: null for a guest. */
  owner: string | null;
  items: CartItem[];
}

const load = (): Stored => {
  try {
    const parsed = JSON.parse(storage.get('cart') ?? '{}') as Partial<Stored>;
    // Items stored before a cart said whether each is for sale were for sale when they were added.
    const items = Array.isArray(parsed.items) ? parsed.items.map((item: Partial<CartItem>) => ({ for_sale: true, ...item }) as CartItem) : [];
    return { owner: typeof parsed.owner === 'string' ? parsed.owner : null, items };
  } catch {
    return { owner: null, items: [] };
  }
};
const fromServer = (cart: ServerCart) => cart.products;

const CartContext = createContext<Cart | null>(null);

/**
 * The one cart store (docs/requirements.md#states-and-transitions): a product once per slug, totals recomputed and persisted after
 * each change. A guest's cart lives in localStorage; on login it is merged into the server cart,
 * which is the truth while signed in; on logout the cart goes with the session.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  // Null until changed: the stored cart, read once the page is hydrated (the server knows no cart).
  const [changed, setItems] = useState<CartItem[] | null>(null);
  const hydrated = useHydrated();
  const stored = useMemo(() => (hydrated ? load().items : []), [hydrated]);
  const items = changed ?? stored;
  const { session, loaded } = useSession();
  const customer = session.customer?.name ?? null;
  const owner = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    if (owner.current !== undefined && changed) storage.set('cart', JSON.stringify({ owner: owner.current, items: changed } satisfies Stored));
  }, [changed]);

  useEffect(() => {
    if (!loaded || owner.current === customer) return;
    const previous = owner.current;
    owner.current = customer;
    if (!customer) {
      if (previous) setItems([]);
      return;
    }
    // Signed in: a guest's items move to the server cart in one call, which names what it left out
    // (owned already, no longer sold) for the customer to be told; a cart already this customer's is
    // simply read again.
    const stored = load();
    const guest = stored.owner === null ? stored.items : [];
    (guest.length ? mergeIntoServerCart(guest) : fetchServerCart().then((cart) => ({ ...cart, owned: [], unavailable: [] }))).then(
      (merged) => {
        setItems(fromServer(merged));
        for (const notice of leftOutNotices(guest, merged)) toast.info(notice);
      },
      (err: unknown) => err instanceof HandledApiError || toast.error('User cart not found'),
    );
  }, [customer, loaded]);

  const failed = useCallback((err: unknown) => {
    if (err instanceof HandledApiError) return;
    toast.error(err instanceof ApiError && err.message ? err.message : 'Your cart could not be updated. Please try again.');
  }, []);

  const reload = useCallback(() => {
    if (customer) void fetchServerCart().then((c) => setItems(fromServer(c)), failed);
  }, [customer, failed]);

  const cart = useMemo<Cart>(() => {
    const has = (slug: string) => items.some((i) => i.slug === slug);
    return {
      ready: loaded,
      items,
      numItemsInCart: items.length,
      // What checkout charges: an item no longer for sale is shown, to be removed, but not counted.
      cartTotal: items.filter((i) => i.for_sale).reduce((t, i) => ({ usd: Math.round((t.usd + i.usd) * 100) / 100, ngn: t.ngn + i.price }), { usd: 0, ngn: 0 }),
      has,
      async add(item) {
        if (has(item.slug)) return void toast.info('Item already in cart');
        try {
          setItems(customer ? fromServer(await addToServerCart(item.slug, item.type)) : [...items, item]);
          toast.success('Item added to cart');
        } catch (err) {
          if (err instanceof ApiError && err.message === 'Item already in cart') return void toast.info('Item already in cart');
          failed(err);
        }
      },
      async remove(slug) {
        try {
          setItems(customer ? fromServer(await removeFromServerCart(slug)) : items.filter((i) => i.slug !== slug));
          toast.success('Item removed from cart');
        } catch (err) {
          failed(err);
        }
      },
      reload,
      async clear() {
        try {
          setItems(customer ? fromServer(await clearServerCart()) : []);
          toast.success('Cart cleared');
        } catch (err) {
          failed(err);
        }
      },
    };
  }, [items, customer, failed, reload, loaded]);

  return <CartContext.Provider value={cart}>{children}</CartContext.Provider>;
}

export function useCart(): Cart {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart outside CartProvider');
  return cart;
}
