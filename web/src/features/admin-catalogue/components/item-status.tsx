import type { CatalogueStatus } from '@academy/shared/catalogue';

/** Each status in words. */
export const STATUS_LABEL: Record<CatalogueStatus, string> = { draft: 'Draft', published: 'Published', retired: 'Retired' };
const TONE: Record<CatalogueStatus, string> = {
  draft: 'border-amber-400/50 bg-amber-400/10 text-amber-200',
  published: 'border-green-400/50 bg-green-400/10 text-green-300',
  retired: 'border-slate-500/60 bg-slate-500/10 text-slate-300',
};

/** An item's status as a badge in the admin's tables. */
export function ItemStatus({ status }: { status: CatalogueStatus }) {
  return (
    <span className={`inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONE[status]}`}>{STATUS_LABEL[status]}</span>
  );
}
