import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';
const variants: Record<Variant, string> = {
  primary: 'bg-accent-400 text-navy-950 hover:bg-accent-500',
  secondary: 'border border-navy-700 bg-navy-800 text-slate-100 hover:bg-navy-700',
  ghost: 'text-slate-200 hover:bg-navy-800',
  danger: 'bg-red-600 text-white hover:bg-red-700',
};

export const buttonClass = (variant: Variant = 'primary', extra = '') => `${base} ${variants[variant]} ${extra}`;

export function Button({ variant = 'primary', className = '', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type="button" className={buttonClass(variant, className)} {...props} />;
}

export function LinkButton({ variant = 'primary', className = '', ...props }: LinkProps & { variant?: Variant; children: ReactNode }) {
  return <Link className={buttonClass(variant, className)} {...props} />;
}
