import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { COUNTRIES } from '@academy/shared/countries';
import { Brand } from '../../components/layout/brand.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';
import { logout } from '../../lib/logout.ts';
import { useCart } from '../../features/cart/cart-store.tsx';
import { useCountry } from '../../lib/country.tsx';
import { useHydrated } from '../../lib/hydration.ts';
import { useSession } from '../../lib/session.ts';

const COURSE_LINKS = [
  { to: paths.category('forex-trading'), label: 'Forex trading' },
  { to: paths.category('crypto-trading'), label: 'Crypto trading' },
  { to: paths.category('stock-trading'), label: 'Stock trading' },
  { to: paths.category('commodities-trading'), label: 'Commodities trading' },
];
const ROBOT_LINKS = [
  { to: paths.category('forex-robots'), label: 'Forex robots' },
  { to: paths.category('commodities-robots'), label: 'Commodities robots' },
  { to: paths.category('crypto-robots'), label: 'Crypto robots' },
];
const PAGE_LINKS = [
  { to: paths.signals, label: 'Signals' },
  { to: paths.ftmo, label: 'FTMO' },
  { to: paths.aboutUs, label: 'About' },
  { to: paths.contactUs, label: 'Contact' },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'text-accent-400' : 'text-slate-200 hover:bg-navy-800 hover:text-white'}`;

function Menu({ label, links }: { label: string; links: { to: string; label: string }[] }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    ref.current?.removeAttribute('open');
  }, [pathname]);
  return (
    <details ref={ref} className="group relative">
      <summary className="flex cursor-pointer list-none items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-200 hover:bg-navy-800 hover:text-white">
        {label}
        <span aria-hidden="true" className="text-xs transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <ul className="z-40 mt-1 min-w-52 rounded-xl border border-navy-700 bg-navy-900 p-1.5 shadow-xl xl:absolute">
        {links.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} className={linkClass}>
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </details>
  );
}

export function Header() {
  const [open, setOpen] = useState(false);
  const { session } = useSession();
  const { numItemsInCart } = useCart();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Following a link (or Back) closes the menu: adjusted while rendering the new page, not after it.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpen(false);
  }

  async function onLogout() {
    try {
      toast.success(await logout('customer'));
      // The router shows its own errors; nothing here waits for the page to arrive.
      void navigate(paths.home);
    } catch (err) {
      // Offline: still signed in, and told so, instead of an unhandled rejection.
      toast.error(err instanceof Error ? err.message : 'Logout failed. Please try again.');
    }
  }

  return (
    <header className="sticky top-0 z-30 border-b border-navy-800 bg-navy-950/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Brand />
        {/* The bar holds the menus from 1280 px: signed in, with Dashboard and Logout, it is wider than 1024 px. */}
        <nav
          id="site-nav"
          aria-label="Main"
          className={`${open ? 'flex' : 'hidden'} absolute inset-x-0 top-full flex-col gap-1 border-b border-navy-800 bg-navy-950 px-4 pb-4 xl:static xl:flex xl:flex-row xl:items-center xl:border-0 xl:bg-transparent xl:p-0`}
        >
          <Menu label="Courses" links={COURSE_LINKS} />
          <Menu label="Robots" links={ROBOT_LINKS} />
          {PAGE_LINKS.map((l) => (
            <NavLink key={l.to} to={l.to} className={linkClass}>
              {l.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex shrink-0 items-center gap-1 sm:gap-3">
          <CountrySelect id="country-select" className="hidden max-w-40 px-2 py-2 text-slate-200 sm:block" />
          <Link
            to={paths.cart}
            className="relative rounded-lg p-2 text-slate-200 hover:bg-navy-800"
            aria-label={`Cart, ${numItemsInCart} ${numItemsInCart === 1 ? 'item' : 'items'}`}
          >
            <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
              <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" strokeLinecap="round" strokeLinejoin="round" />
              <circle cx="10" cy="20" r="1.3" />
              <circle cx="17" cy="20" r="1.3" />
            </svg>
            <span className="absolute -right-1 -top-1 min-w-5 rounded-full bg-accent-400 px-1 text-center text-xs font-bold text-navy-950">
              {numItemsInCart}
            </span>
          </Link>
          {session.customer ? (
            <span className="hidden gap-2 whitespace-nowrap sm:flex">
              <Link to={paths.dashboard.root} className={buttonClass('secondary')}>
                Dashboard
              </Link>
              <button type="button" onClick={onLogout} className={buttonClass('ghost')}>
                Logout
              </button>
            </span>
          ) : (
            // Back here after the login; from the home page, on to the dashboard as ever.
            <Link to={pathname === paths.home ? paths.login : paths.loginThen(pathname + search)} className={buttonClass('primary')}>
              Login
            </Link>
          )}
          <button
            type="button"
            className="rounded-md p-2 text-slate-200 hover:bg-navy-800 xl:hidden"
            aria-expanded={open}
            aria-controls="site-nav"
            // A tap before hydration would be lost: the button waits for the script that opens the menu.
            disabled={!hydrated}
            onClick={() => setOpen((o) => !o)}
          >
            <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
            <span aria-hidden="true" className="text-xl">
              {open ? '✕' : '☰'}
            </span>
          </button>
        </div>
      </div>
      <MobileBar open={open} session={Boolean(session.customer)} onLogout={onLogout} />
    </header>
  );
}

/**
 * Disabled until React has hydrated a server-rendered page: a choice made before would be reset by
 * hydration (the select is controlled) and the page would stay in the old currency.
 */
function CountrySelect({ id, className }: { id: string; className: string }) {
  const { country, setCountry } = useCountry();
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        Country
      </label>
      <select
        id={id}
        value={country}
        disabled={!useHydrated()}
        onChange={(e) => setCountry(e.target.value)}
        className={`rounded-lg border border-navy-700 bg-navy-900 text-sm ${className}`}
      >
        {COUNTRIES.map((c) => (
          <option key={c}>{c}</option>
        ))}
      </select>
    </>
  );
}

/** On phones the country selector and the account actions sit in the opened menu. */
function MobileBar({ open, session, onLogout }: { open: boolean; session: boolean; onLogout: () => void }) {
  return (
    <div className={`${open ? 'flex' : 'hidden'} items-center justify-between gap-2 border-t border-navy-800 px-4 py-2 sm:hidden`}>
      <CountrySelect id="country-select-mobile" className="px-2 py-1.5" />
      {session && (
        <span className="flex gap-4">
          <Link to={paths.dashboard.root} className="text-sm font-semibold text-accent-400">
            Dashboard
          </Link>
          <button type="button" onClick={onLogout} className="text-sm text-slate-200">
            Logout
          </button>
        </span>
      )}
    </div>
  );
}
