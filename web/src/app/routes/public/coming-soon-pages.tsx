import { useLocation, useParams } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';

const TITLES: Record<string, string> = {
  'forex-trading': 'Forex trading courses',
  'crypto-trading': 'Crypto trading courses',
  'stock-trading': 'Stock trading courses',
  'commodities-trading': 'Commodities trading courses',
  'forex-robots': 'Forex robots',
  'commodities-robots': 'Commodities robots',
  'crypto-robots': 'Crypto robots',
  courses: 'All courses',
  cart: 'Your cart',
  checkout: 'Checkout',
  'about-us': 'About us',
  'contact-us': 'Contact us',
  FTMO: 'FTMO',
  signals: 'Signals',
};

/** Storefront pages ship with the catalogue; until then each says so honestly. */
export function Component() {
  const { id } = useParams();
  const section = useLocation().pathname.split('/')[1] ?? '';
  const title = TITLES[section] ?? 'This page';
  return <ComingSoon title={id ? `${title}: ${id}` : title} text="Our catalogue is being stocked. This page opens with the storefront very soon." />;
}
