import { useState } from 'react';
import type { CartProduct } from '@academy/shared/cart';
import { Button } from '../../../components/ui/button.tsx';
import { useCart } from '../cart-store.tsx';

export function AddToCartButton({ item, className = '' }: { item: CartProduct; className?: string }) {
  const cart = useCart();
  const [busy, setBusy] = useState(false);
  const inCart = cart.has(item.slug);
  return (
    <Button
      className={className}
      variant={inCart ? 'secondary' : 'primary'}
      // A server-rendered page shows the button before the session is known; a customer's click then went to a guest cart.
      disabled={busy || !cart.ready}
      aria-label={`${inCart ? 'In cart' : 'Add to cart'}: ${item.title}`}
      onClick={async () => {
        setBusy(true);
        await cart.add(item);
        setBusy(false);
      }}
    >
      {inCart ? 'In cart ✓' : 'Add to cart'}
    </Button>
  );
}
