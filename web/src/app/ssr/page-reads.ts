import { courseKey } from '../../features/catalogue/api/get-course.ts';
import { listingPageRead } from '../../features/catalogue/api/get-listing.ts';
import { robotKey } from '../../features/catalogue/api/get-robot.ts';
import { TELEGRAM_PRICE_KEY } from '../../features/catalogue/api/get-telegram-price.ts';
import { certificateKey } from '../../features/learning/api/get-certificate.ts';
import { reviewsPageRead } from '../../features/reviews/api/get-reviews.ts';
import { GROUP_PLANS_KEY } from '../../features/subscriptions/api/subscription.ts';
import { swrFetcher } from '../../lib/api-client.ts';
import { listingOf } from '../routes/public/listings.ts';
import type { ServerRendered } from './server-rendered.ts';

type Reads = ServerRendered['reads'];

/** A listing: the page of items its URL asks for. */
export const listingReads: Reads = (url) => {
  const listing = listingOf(url.pathname);
  return [listingPageRead(listing.kind, listing.category, url.searchParams)];
};

/** A detail page: the course or robot its slug names, and the first page of its reviews. */
export const productReads: Reads = (url, params) => {
  const slug = params.id ?? '';
  const { kind } = listingOf(url.pathname);
  return [{ key: kind === 'robot' ? robotKey(slug) : courseKey(slug), fetcher: swrFetcher }, reviewsPageRead(kind, slug)];
};

/** /signals: the group's price, whether it is for sale, and its plans. */
export const signalsReads: Reads = () => [
  { key: TELEGRAM_PRICE_KEY, fetcher: swrFetcher },
  { key: GROUP_PLANS_KEY, fetcher: swrFetcher },
];

/** /certificates/{id}: the certificate its number names (a 404 renders the page that says none has it). */
export const certificateReads: Reads = (_url, params) => [{ key: certificateKey(params.id ?? ''), fetcher: swrFetcher }];
