import type { CourseSummary, RobotSummary } from '@academy/shared/catalogue';
import { LinkButton } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { toCartProduct } from '../to-cart-product.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';

/** What a customer can do with an item: open it if they own it, else put it in the cart. */
export function BuyOrOpen({ item, className = '' }: { item: CourseSummary | RobotSummary; className?: string }) {
  if (!item.owned) return <AddToCartButton item={toCartProduct(item)} className={className} />;
  const to = item.type === 'course' ? paths.dashboard.course(item.slug) : paths.dashboard.robot(item.slug);
  return (
    <LinkButton to={to} className={className} aria-label={`Open in dashboard: ${item.title}`}>
      Open in dashboard
    </LinkButton>
  );
}
