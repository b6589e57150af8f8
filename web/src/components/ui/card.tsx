import type { ReactNode } from 'react';

export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`rounded-2xl border border-navy-700 bg-navy-900 p-6 shadow-lg shadow-black/20 ${className}`}>{children}</div>;
}

/** A status line for a form: errors in red, confirmations in green, read out when they change. */
export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg px-3 py-2 text-sm ${tone === 'error' ? 'bg-red-500/10 text-red-300' : 'bg-green-500/10 text-green-300'}`}
    >
      {children}
    </p>
  );
}
