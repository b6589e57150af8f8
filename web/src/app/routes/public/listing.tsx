import { useLocation } from 'react-router';
import { BuyOrOpen } from '../../../features/cart/components/buy-or-open.tsx';
import { Listing } from '../../../features/catalogue/components/listing.tsx';
import { listingOf } from './listings.ts';

/** The seven category listings and /courses (every course). */
export function Component() {
  const listing = listingOf(useLocation().pathname);
  return <Listing key={listing.section} kind={listing.kind} category={listing.category} title={listing.title} intro={listing.intro} action={BuyOrOpen} />;
}
