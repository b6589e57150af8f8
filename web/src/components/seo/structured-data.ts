import type { CourseDetail, RobotDetail } from '@academy/shared/catalogue';
import { ACADEMY_NAME, SUPPORT_EMAIL } from '@academy/shared/constants';

// schema.org, as Google reads it: Course and Product with their offer and rating, and the Organization.
const CONTEXT = 'https://schema.org';

export const organization = (origin: string) => ({
  '@context': CONTEXT,
  '@type': 'Organization',
  name: ACADEMY_NAME,
  url: `${origin}/`,
  logo: `${origin}/favicon.svg`,
  email: SUPPORT_EMAIL,
});

const offer = (item: CourseDetail | RobotDetail, url: string) => ({
  '@type': 'Offer',
  price: item.usd.toFixed(2),
  priceCurrency: 'USD',
  availability: 'https://schema.org/InStock',
  url,
});

// Only a rated item carries a rating: Google refuses an aggregateRating with no reviews.
const rating = ({ rating }: CourseDetail | RobotDetail) =>
  rating.count > 0 && rating.average !== null
    ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.average, reviewCount: rating.count, bestRating: 5, worstRating: 1 } }
    : {};

export const course = (item: CourseDetail, url: string, image: string, origin: string) => ({
  '@context': CONTEXT,
  '@type': 'Course',
  name: item.title,
  description: item.description,
  image,
  url,
  provider: { '@type': 'Organization', name: ACADEMY_NAME, sameAs: `${origin}/` },
  offers: { ...offer(item, url), category: 'Paid' },
  hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online' },
  ...rating(item),
});

export const robot = (item: RobotDetail, url: string, image: string) => ({
  '@context': CONTEXT,
  '@type': 'Product',
  name: item.title,
  description: item.description,
  image,
  url,
  sku: item.slug,
  category: 'Trading robot (expert advisor)',
  brand: { '@type': 'Brand', name: item.author },
  offers: offer(item, url),
  ...rating(item),
});
