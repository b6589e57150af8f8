import { useLocation } from 'react-router';
import { robotTypeOfRoute } from '@academy/shared/categories';
import { BuyOrOpen } from '../../../features/cart/components/buy-or-open.tsx';
import { Listing } from '../../../features/catalogue/components/listing.tsx';
import { LISTINGS } from './listings.ts';

/** The seven category listings and /courses (every course). */
export function Component() {
  const section = useLocation().pathname.split('/')[1] ?? '';
  const listing = LISTINGS[section] ?? LISTINGS.courses!;
  const category = listing.kind === 'robot' ? robotTypeOfRoute(section) : section === 'courses' ? undefined : section;
  return <Listing key={section} kind={listing.kind} category={category} title={listing.title} intro={listing.intro} action={BuyOrOpen} />;
}
