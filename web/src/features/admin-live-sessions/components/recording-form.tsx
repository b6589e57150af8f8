import { toast } from 'sonner';
import { ADMIN_TOAST_MS } from '@academy/shared/constants';
import { type AdminLiveSession, liveRecordingRequest } from '@academy/shared/live-sessions';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { attachRecording } from '../api/live-sessions.ts';

/** A past session's recording: its link, added to the course's Live Sessions list as a chapter. */
export function RecordingForm({ session, onSaved }: { session: AdminLiveSession; onSaved: () => Promise<unknown> }) {
  const { errors, failure, busy, onSubmit } = useForm(
    liveRecordingRequest,
    async ({ recording }) => {
      toast.success(await attachRecording(session.id, recording), { duration: ADMIN_TOAST_MS });
      await onSaved();
    },
    { empties: true },
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Recording of ${session.title}`} className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-end">
      <Field
        label="Recording link"
        name="recording"
        type="url"
        placeholder="https://www.youtube.com/watch?v=..."
        error={errors.recording ?? (failure || undefined)}
        disabled={busy}
        className="min-w-0 flex-1"
      />
      <Button type="submit" variant="secondary" disabled={busy}>
        {busy ? 'Adding…' : 'Add recording'}
      </Button>
    </form>
  );
}
