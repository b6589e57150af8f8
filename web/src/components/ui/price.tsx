import { formatPrice } from '@academy/shared/money';
import { useCountry } from '../../lib/country.tsx';

/** A price in the display currency of the stored country (docs/requirements.md#constants-and-limits). */
export function Price({ usd, price, className = '' }: { usd: number; price: number; className?: string }) {
  const { currency } = useCountry();
  return <span className={className}>{formatPrice({ usd, ngn: price }, currency)}</span>;
}
