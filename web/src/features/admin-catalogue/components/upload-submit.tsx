import { Button } from '../../../components/ui/button.tsx';
import { sizeOf } from '../../../lib/file-size.ts';
import type { Interrupted } from '../use-create-item.ts';

/** A create form's submit; after an upload cut short, how far it got, and the button resumes it (use-create-item.ts). */
export function UploadSubmit({ label, busy, interrupted }: { label: string; busy: boolean; interrupted: Interrupted | null }) {
  return (
    <div className="flex flex-col items-start gap-3 sm:col-span-2">
      {interrupted && (
        <p role="status" className="rounded-lg bg-amber-500/10 px-3 py-2 text-sm text-amber-200">
          Upload interrupted: {sizeOf(interrupted.sent, interrupted.total)} sent.
        </p>
      )}
      <Button type="submit" disabled={busy}>
        {interrupted ? 'Resume upload' : label}
      </Button>
    </div>
  );
}
