import { robotTypeOfRoute } from '@academy/shared/categories';

/** Titles and introductions of the storefront's listings, by route. */
export const LISTINGS: Record<string, { kind: 'course' | 'robot'; title: string; intro: string }> = {
  courses: { kind: 'course', title: 'All courses', intro: 'Every course in the academy, from first principles to automated strategies.' },
  'forex-trading': {
    kind: 'course',
    title: 'Forex trading courses',
    intro: 'Currencies from the ground up: price action, risk, and the sessions that move the market.',
  },
  'crypto-trading': { kind: 'course', title: 'Crypto trading courses', intro: 'Bitcoin, Ethereum and altcoins, traded with a plan through the volatility.' },
  'stock-trading': { kind: 'course', title: 'Stock trading courses', intro: 'Shares and indices: earnings, trends and building a long-term book.' },
  'commodities-trading': {
    kind: 'course',
    title: 'Commodities trading courses',
    intro: 'Gold, oil and agriculture: supply, demand and the charts in between.',
  },
  'forex-robots': { kind: 'robot', title: 'Forex robots', intro: 'Expert advisors for currency pairs, each with a tested preset and a setup guide.' },
  'commodities-robots': { kind: 'robot', title: 'Commodities robots', intro: 'Expert advisors for gold and oil that never trade without a stop loss.' },
  'crypto-robots': { kind: 'robot', title: 'Crypto robots', intro: 'Automated strategies for crypto markets that run around the clock.' },
};

/** The listing a storefront path belongs to (/forex-robots, /forex-robots/{slug}) and the category it reads. */
export function listingOf(pathname: string) {
  const section = pathname.split('/')[1] ?? '';
  const listing = LISTINGS[section] ?? LISTINGS.courses!;
  const category = listing.kind === 'robot' ? robotTypeOfRoute(section) : section === 'courses' ? undefined : section;
  return { ...listing, section, category };
}
