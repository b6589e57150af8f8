export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-300">
      <span className="h-6 w-6 animate-spin rounded-full border-2 border-navy-700 border-t-accent-400" aria-hidden="true" />
      <span className="text-sm">{label}…</span>
    </div>
  );
}
