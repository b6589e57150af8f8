// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartProduct, ServerCart } from '@academy/shared/cart';

// Who is signed in, as the test says; the server cart's calls, recorded.
const state = vi.hoisted(() => ({ customer: null as string | null, loaded: true, server: [] as CartProduct[], owned: [] as string[], calls: [] as string[] }));
vi.mock('../../lib/session.ts', () => ({
  useSession: () => ({ session: { customer: state.customer && { name: state.customer }, admin: null, ended: null }, loaded: state.loaded, refresh: vi.fn() }),
}));
const answer = (): ServerCart => ({ products: [...state.server] }) as ServerCart;
vi.mock('./api/add-to-server-cart.ts', () => ({
  addToServerCart: vi.fn(async (slug: string) => {
    state.calls.push(`add ${slug}`);
    if (!state.server.some((p) => p.slug === slug)) state.server.push(product(slug));
    return answer();
  }),
}));
vi.mock('./api/merge-into-server-cart.ts', () => ({
  mergeIntoServerCart: vi.fn(async (items: CartProduct[]) => {
    state.calls.push(`merge ${items.map((i) => i.slug).join(' ')}`);
    for (const { slug } of items) if (!state.owned.includes(slug) && !state.server.some((p) => p.slug === slug)) state.server.push(product(slug));
    return { ...answer(), owned: items.filter((i) => state.owned.includes(i.slug)).map((i) => i.slug), unavailable: [] };
  }),
}));
vi.mock('./api/get-server-cart.ts', () => ({ fetchServerCart: vi.fn(async () => (state.calls.push('fetch'), answer())) }));
vi.mock('./api/remove-from-server-cart.ts', () => ({ removeFromServerCart: vi.fn() }));
vi.mock('./api/clear-server-cart.ts', () => ({ clearServerCart: vi.fn() }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), info: vi.fn(), error: vi.fn() } }));

const { CartProvider, useCart } = await import('./cart-store.tsx');
const { toast } = await import('sonner');

function product(slug: string, usd = 0.1): CartProduct {
  return { slug, type: 'course', title: slug, image: `/api/academy/files/${slug}.svg`, price: usd * 1500, usd, category: 'forex-trading', for_sale: true };
}
const wrapper = ({ children }: { children: ReactNode }) => <CartProvider>{children}</CartProvider>;
const stored = () => JSON.parse(localStorage.getItem('cart') ?? 'null') as { owner: string | null; items: CartProduct[] } | null;

beforeEach(() => {
  localStorage.clear();
  Object.assign(state, { customer: null, loaded: true, server: [], owned: [], calls: [] });
  vi.mocked(toast.info).mockClear();
});

describe('the cart store', () => {
  it("a guest's cart holds each item once, totals in USD and NGN, and is kept in the browser", async () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    await act(() => result.current.add(product('a', 0.1)));
    await act(() => result.current.add(product('b', 0.2)));
    await act(() => result.current.add(product('a', 0.1)));
    expect(result.current.items.map((i) => i.slug)).toEqual(['a', 'b']);
    expect(result.current.numItemsInCart).toBe(2);
    expect(result.current.cartTotal).toEqual({ usd: 0.3, ngn: 450 });
    expect(stored()).toEqual({ owner: null, items: result.current.items });
    await act(() => result.current.remove('a'));
    expect(stored()?.items.map((i) => i.slug)).toEqual(['b']);
    expect(state.calls).toEqual([]);
  });

  it('an item no longer for sale stays listed but leaves the total', async () => {
    state.customer = 'Ada';
    state.server = [product('a', 0.1), { ...product('b', 0.2), for_sale: false }];
    const { result } = renderHook(() => useCart(), { wrapper });
    await waitFor(() => expect(result.current.items.map((i) => i.slug)).toEqual(['a', 'b']));
    expect(result.current.cartTotal).toEqual({ usd: 0.1, ngn: 150 });
  });

  it("at login the guest's items move into the server cart, which is then the cart", async () => {
    localStorage.setItem('cart', JSON.stringify({ owner: null, items: [product('a'), product('b')] }));
    state.server = [product('c')];
    const { result, rerender } = renderHook(() => useCart(), { wrapper });
    expect(result.current.items.map((i) => i.slug)).toEqual(['a', 'b']);
    state.customer = 'ada@example.com';
    rerender();
    await waitFor(() => expect(result.current.items.map((i) => i.slug)).toEqual(['c', 'a', 'b']));
    expect(state.calls).toEqual(['merge a b']);
    expect(stored()?.owner).toBe('ada@example.com');
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('at login, guest items the customer already owns are left out, and a toast names them', async () => {
    localStorage.setItem('cart', JSON.stringify({ owner: null, items: [product('a'), product('b'), product('c')] }));
    state.owned = ['a', 'c'];
    const { result, rerender } = renderHook(() => useCart(), { wrapper });
    state.customer = 'ada@example.com';
    rerender();
    await waitFor(() => expect(result.current.items.map((i) => i.slug)).toEqual(['b']));
    expect(toast.info).toHaveBeenCalledWith('You already own a and c, so they were taken out of your cart.');
  });

  it("a cart already this customer's is read again, not merged twice; logout empties it", async () => {
    localStorage.setItem('cart', JSON.stringify({ owner: 'ada@example.com', items: [product('a')] }));
    state.customer = 'ada@example.com';
    state.server = [product('a')];
    const { result, rerender } = renderHook(() => useCart(), { wrapper });
    await waitFor(() => expect(state.calls).toEqual(['fetch']));
    state.customer = null;
    rerender();
    await waitFor(() => expect(result.current.items).toEqual([]));
    expect(stored()).toEqual({ owner: null, items: [] });
  });

  it('nothing is decided before the session is known', async () => {
    state.loaded = false;
    localStorage.setItem('cart', JSON.stringify({ owner: null, items: [product('a')] }));
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(result.current.items.map((i) => i.slug)).toEqual(['a']);
    expect(state.calls).toEqual([]);
  });
});
