import { createContext, type ReactNode, useContext, useEffect, useMemo, useReducer } from 'react';
import { toast } from 'sonner';
import { storage } from '../../lib/storage.ts';

export interface CartItem {
  slug: string;
  type: 'course' | 'robot';
  title: string;
  image: string;
  /** Authoritative price in USD and the NGN display price, as the catalogue gave them. */
  usd: number;
  price: number;
  quantity: number;
}

interface CartState {
  items: CartItem[];
}

type Action =
  | { type: 'add'; item: Omit<CartItem, 'quantity'> }
  | { type: 'remove'; slug: string }
  | { type: 'clear' }
  | { type: 'quantity'; slug: string; quantity: number };

export interface Cart extends CartState {
  numItemsInCart: number;
  /** Totals in USD and NGN. */
  cartTotal: { usd: number; ngn: number };
  add(item: Omit<CartItem, 'quantity'>): void;
  remove(slug: string): void;
  clear(): void;
  setQuantity(slug: string, quantity: number): void;
}

function reducer(state: CartState, action: Action): CartState {
  switch (action.type) {
    case 'add':
      return state.items.some((i) => i.slug === action.item.slug) ? state : { items: [...state.items, { ...action.item, quantity: 1 }] };
    case 'remove':
      return { items: state.items.filter((i) => i.slug !== action.slug) };
    case 'clear':
      return { items: [] };
    case 'quantity':
      return { items: state.items.map((i) => (i.slug === action.slug ? { ...i, quantity: Math.max(1, Math.floor(action.quantity)) } : i)) };
  }
}

function load(): CartState {
  try {
    const parsed = JSON.parse(storage.get('cart') ?? '{}') as Partial<CartState>;
    return { items: Array.isArray(parsed.items) ? parsed.items : [] };
  } catch {
    return { items: [] };
  }
}

const CartContext = createContext<Cart | null>(null);

/** The one cart store (spec 3 and 4): a product once per slug; totals recomputed and persisted after each change. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(reducer, undefined, load);
  useEffect(() => storage.set('cart', JSON.stringify(state)), [state]);

  const cart = useMemo<Cart>(() => {
    const cartTotal = state.items.reduce((t, i) => ({ usd: t.usd + i.usd * i.quantity, ngn: t.ngn + i.price * i.quantity }), { usd: 0, ngn: 0 });
    return {
      ...state,
      numItemsInCart: state.items.reduce((n, i) => n + i.quantity, 0),
      cartTotal,
      add(item) {
        if (state.items.some((i) => i.slug === item.slug)) return void toast.info('Item already in cart');
        dispatch({ type: 'add', item });
        toast.success('Item added to cart');
      },
      remove(slug) {
        dispatch({ type: 'remove', slug });
        toast.success('Item removed from cart');
      },
      clear() {
        dispatch({ type: 'clear' });
        toast.success('Cart cleared');
      },
      setQuantity(slug, quantity) {
        dispatch({ type: 'quantity', slug, quantity });
        toast.success('Item quantity updated');
      },
    };
  }, [state]);

  return <CartContext.Provider value={cart}>{children}</CartContext.Provider>;
}

export function useCart(): Cart {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart outside CartProvider');
  return cart;
}
