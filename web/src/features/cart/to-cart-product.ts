import type { CartProduct } from '@academy/shared/cart';
import type { CourseSummary, RobotSummary } from '@academy/shared/catalogue';

export const toCartProduct = (item: CourseSummary | RobotSummary): CartProduct => ({
  slug: item.slug,
  type: item.type,
  title: item.title,
  image: item.image,
  price: item.price,
  usd: item.usd,
  category: item.category,
  for_sale: item.status === 'published',
});
