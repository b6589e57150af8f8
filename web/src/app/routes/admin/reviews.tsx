import { ReviewsScreen } from '../../../features/admin-reviews/components/reviews-screen.tsx';

export function Component() {
  return <ReviewsScreen />;
}
