import { Link } from 'react-router';
import { formatUsd } from '@academy/shared/money';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { paths } from '../../../config/paths.ts';
import { useCountry } from '../../../lib/country.tsx';
import { showDialog } from '../../../lib/dialogs.ts';
import { useCart } from '../cart-store.tsx';

/** The cart: each item once, its price, the totals and the way to checkout. */
export function CartPage() {
  const cart = useCart();
  const { currency } = useCountry();
  if (cart.items.length === 0) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-24 text-center">
        <h1 className="text-3xl font-semibold">Your cart is empty</h1>
        <p className="text-slate-300">Find a course or a trading robot to get started.</p>
        <div className="flex gap-3">
          <LinkButton to={paths.courses}>Browse courses</LinkButton>
          <LinkButton to={paths.category('forex-robots')} variant="secondary">
            Browse robots
          </LinkButton>
        </div>
      </div>
    );
  }
  // Every item goes at once: asked first, as one click cannot be undone.
  async function clearAfterAsking() {
    const count = cart.items.length;
    const confirmed = await showDialog({
      title: 'Clear your cart?',
      text: `${count === 1 ? 'The item' : `All ${count} items`} will be removed from your cart.`,
      tone: 'warning',
      confirmText: 'Clear cart',
      cancelText: 'Keep them',
    });
    if (confirmed) await cart.clear();
  }
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-3">
      <section aria-labelledby="cart-title" className="lg:col-span-2">
        <div className="mb-6 flex items-center justify-between">
          <h1 id="cart-title" className="text-3xl font-semibold">
            Your cart
          </h1>
          <Button variant="ghost" onClick={() => void clearAfterAsking()}>
            Clear cart
          </Button>
        </div>
        <ul className="flex flex-col divide-y divide-navy-800 rounded-2xl border border-navy-700 bg-navy-900">
          {cart.items.map((item) => (
            <li key={item.slug} className="flex items-center gap-4 p-4">
              <img src={item.image} alt="" width={160} height={90} className="hidden w-32 rounded-lg sm:block" />
              <div className="min-w-0 flex-1">
                <p className="text-xs font-semibold uppercase tracking-wider text-accent-400">{item.type === 'course' ? 'Course' : 'Trading robot'}</p>
                <Link to={paths.product(item)} className="font-semibold hover:text-accent-400">
                  {item.title}
                </Link>
                {!item.for_sale && <p className="text-sm text-amber-300">No longer for sale: remove it to check out.</p>}
              </div>
              <Price usd={item.usd} price={item.price} className="font-semibold" />
              <Button variant="ghost" aria-label={`Remove ${item.title}`} onClick={() => void cart.remove(item.slug)}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      </section>
      <aside aria-labelledby="summary-title" className="h-fit rounded-2xl border border-navy-700 bg-navy-900 p-6">
        <h2 id="summary-title" className="text-xl font-semibold">
          Order summary
        </h2>
        <dl className="mt-4 flex flex-col gap-2 text-slate-300">
          <div className="flex justify-between">
            <dt>Items</dt>
            <dd>{cart.numItemsInCart}</dd>
          </div>
          <div className="flex justify-between text-lg font-semibold text-white">
            <dt>Total</dt>
            <dd data-testid="cart-total">
              <Price usd={cart.cartTotal.usd} price={cart.cartTotal.ngn} />
            </dd>
          </div>
          {currency !== 'USD' && (
            <div className="flex justify-between text-sm">
              <dt>You pay in USD</dt>
              <dd>{formatUsd(cart.cartTotal.usd)}</dd>
            </div>
          )}
        </dl>
        <LinkButton to={paths.checkout} className="mt-6 w-full">
          Proceed to checkout
        </LinkButton>
        <p className="mt-3 text-xs text-slate-400">Payment is in USD through a crypto invoice.</p>
      </aside>
    </div>
  );
}
