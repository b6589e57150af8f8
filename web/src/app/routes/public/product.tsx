import { useLocation, useParams } from 'react-router';
import { BuyOrOpen } from '../../../features/cart/components/buy-or-open.tsx';
import { CourseDetailView, RobotDetailView } from '../../../features/catalogue/components/item-detail.tsx';
import { PreviewPlayer } from '../../../features/learning/components/preview-player.tsx';
import { ItemReviews } from '../../../features/reviews/components/item-reviews.tsx';
import { LISTINGS } from './listings.ts';

/** {category}/{id}: a course or robot detail page (id is the slug). */
export function Component() {
  const { id = '' } = useParams();
  const section = useLocation().pathname.split('/')[1] ?? '';
  const listing = LISTINGS[section]!;
  const back = { to: `/${section}`, label: listing.title };
  return listing.kind === 'robot' ? (
    <RobotDetailView key={id} slug={id} listing={back} action={BuyOrOpen} reviews={ItemReviews} />
  ) : (
    <CourseDetailView key={id} slug={id} listing={back} action={BuyOrOpen} reviews={ItemReviews} previewPlayer={PreviewPlayer} />
  );
}
