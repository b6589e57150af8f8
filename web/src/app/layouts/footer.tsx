import { Link } from 'react-router';
import { ACADEMY_NAME } from '@academy/shared/constants';
import { Brand } from '../../components/layout/brand.tsx';
import { paths } from '../../config/paths.ts';

const COLUMNS = [
  {
    title: 'Courses',
    links: [
      ['Forex trading', paths.category('forex-trading')],
      ['Crypto trading', paths.category('crypto-trading')],
      ['Stock trading', paths.category('stock-trading')],
      ['Commodities trading', paths.category('commodities-trading')],
    ],
  },
  {
    title: 'Robots',
    links: [
      ['Forex robots', paths.category('forex-robots')],
      ['Commodities robots', paths.category('commodities-robots')],
      ['Crypto robots', paths.category('crypto-robots')],
    ],
  },
  {
    title: 'Academy',
    links: [
      ['About us', paths.aboutUs],
      ['Contact us', paths.contactUs],
      ['Signals', paths.signals],
      ['FTMO', paths.ftmo],
    ],
  },
] as const;

export function Footer() {
  return (
    <footer className="mt-16 border-t border-navy-800 bg-navy-950">
      {/* The first column holds the brand, whose name does not wrap: the widest. */}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.5fr_1fr_1fr_1fr]">
        <div className="flex flex-col gap-3">
          <Brand />
          <p className="text-sm text-slate-400">Learn to trade forex, crypto, stocks and commodities with structure, discipline and tested tools.</p>
        </div>
        {COLUMNS.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className="mb-3 text-sm font-semibold text-white">{col.title}</h2>
            <ul className="flex flex-col gap-2">
              {col.links.map(([label, to]) => (
                <li key={to}>
                  <Link to={to} className="text-sm text-slate-400 hover:text-accent-400">
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-navy-800 px-4 py-6 text-center text-xs text-slate-400 sm:px-6">
        <p>Trading carries a high level of risk and may not be suitable for every investor. Past performance does not guarantee future results.</p>
        <p className="mt-2">
          © {new Date().getFullYear()} {ACADEMY_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
