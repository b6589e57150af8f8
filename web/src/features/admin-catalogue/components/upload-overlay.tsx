/** docs/requirements.md#states-and-transitions: a blocking 'Uploading in Progress' overlay while the files go up, with the overall progress. */
export function UploadOverlay({ done, total, current }: { done: number; total: number; current: string }) {
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="uploading-title"
      aria-busy="true"
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/75 p-4"
    >
      <div className="flex w-[min(92vw,26rem)] flex-col items-center gap-4 rounded-2xl border border-navy-700 bg-navy-900 p-6 text-center">
        <span className="h-10 w-10 animate-spin rounded-full border-4 border-navy-700 border-t-accent-400" aria-hidden="true" />
        <h2 id="uploading-title" className="text-xl font-semibold">
          Uploading in Progress
        </h2>
        <p className="text-sm break-all text-slate-300">{current}</p>
        <progress max={1} value={total ? done : 0} aria-label="Overall upload progress" className="h-2 w-full accent-accent-400" />
        <p className="text-xs text-slate-400">Keep this page open until the upload finishes.</p>
      </div>
    </div>
  );
}
