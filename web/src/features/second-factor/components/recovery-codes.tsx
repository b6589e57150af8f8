import { toast } from 'sonner';
import { ACADEMY_NAME } from '@academy/shared/constants';
import { Button } from '../../../components/ui/button.tsx';

/** Recovery codes, shown this once: to copy or download, then kept by the person, never by this page. */
export function RecoveryCodes({ codes, onDone, doneLabel }: { codes: string[]; onDone: () => void; doneLabel: string }) {
  const text = `${ACADEMY_NAME} recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = 'meridian-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => toast.success('The codes are copied.'),
      () => toast.error('Copying is not allowed here: download them or write them down.'),
    );
  return (
    <section aria-labelledby="recovery-codes-title" className="flex flex-col gap-4">
      <h2 id="recovery-codes-title" className="text-lg font-semibold">
        Your recovery codes
      </h2>
      <p className="text-sm text-slate-300">
        If you lose your phone, each of these signs you in once instead of a code from the app. Keep them somewhere safe: this is the only time they are shown.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-lg border border-navy-700 bg-navy-950 p-4 font-mono text-sm sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void copy()}>
          Copy
        </Button>
        <Button variant="secondary" onClick={download}>
          Download
        </Button>
        <Button onClick={onDone}>{doneLabel}</Button>
      </div>
    </section>
  );
}
