import { sizeOf } from '../../../lib/file-size.ts';
import type { UploadState } from '../use-uploads.ts';

/** "About 3 minutes left": a whole number of the largest unit that fits, rounded up (a finish always comes sooner than said). */
function timeLeft(seconds: number): string {
  const [unit, size] = seconds >= 3600 ? (['hour', 3600] as const) : seconds >= 60 ? (['minute', 60] as const) : (['second', 1] as const);
  return `About ${new Intl.NumberFormat('en', { style: 'unit', unit, unitDisplay: 'long' }).format(Math.ceil(seconds / size))} left`;
}

/**
 * docs/requirements.md#states-and-transitions: a blocking 'Uploading in Progress' overlay while the files go up, with the overall
 * progress: percent, bytes, and the time left at the rate measured so far (use-uploads.ts); none is guessed before a rate is.
 */
export function UploadOverlay({ upload }: { upload: UploadState }) {
  const { sent, total, name, secondsLeft } = upload;
  const fraction = total ? sent / total : 0;
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
        <p className="text-sm break-all text-slate-300">{name}</p>
        <progress max={1} value={fraction} aria-label="Overall upload progress" className="h-2 w-full accent-accent-400" />
        <p className="flex w-full flex-wrap justify-between gap-x-3 text-sm text-slate-200" role="status">
          <span>{Math.floor(fraction * 100)}%</span>
          <span>{sizeOf(sent, total)}</span>
          <span>{secondsLeft === null ? 'Estimating time left…' : timeLeft(secondsLeft)}</span>
        </p>
        <p className="text-xs text-slate-400">Keep this page open until the upload finishes.</p>
      </div>
    </div>
  );
}
