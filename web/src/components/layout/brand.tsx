import { Link } from 'react-router';
import { ACADEMY_NAME } from '@academy/shared/constants';

export function Logo({ className = 'h-8 w-8 shrink-0' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="#12223f" />
      <path d="M6 22l6-7 5 4 9-11" fill="none" stroke="#22d3ee" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function Brand({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="flex shrink-0 items-center gap-2.5 font-semibold tracking-tight whitespace-nowrap text-white">
      <Logo />
      <span className="text-lg sm:hidden">{ACADEMY_NAME.split(' ')[0]}</span>
      <span className="hidden text-lg sm:inline">{ACADEMY_NAME}</span>
    </Link>
  );
}
