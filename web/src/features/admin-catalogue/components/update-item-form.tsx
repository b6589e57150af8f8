import { type SubmitEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { type CourseVideoLists, updateItemRequest, updateRobotRequest } from '@academy/shared/admin-catalogue';
import type { CourseDetail, RobotDetail } from '@academy/shared/catalogue';
import { ADMIN_TOAST_MS } from '@academy/shared/constants';
import { Button } from '../../../components/ui/button.tsx';
import { Card, FormMessage } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { paths } from '../../../config/paths.ts';
import { HandledApiError } from '../../../lib/api-client.ts';
import { checkForm, type FieldErrors, formValues } from '../../../lib/form.ts';
import { updateItem } from '../api/update-item.ts';
import { explainCreateFailure } from '../create-outcome.ts';
import { useUploads } from '../use-uploads.ts';
import { previewNames, storedVideoLists, VIDEO_LISTS, videoJobs, videoNames } from '../video-lists.ts';
import { ActivationLimitField } from './activation-limit-field.tsx';
import { TextArea } from './form-controls.tsx';
import { UploadOverlay } from './upload-overlay.tsx';
import { VideoListEditor } from './video-list-editor.tsx';

/**
 * docs/requirements.md#validation: update title, description and USD price (a robot's activation limit too); a blank field
 * keeps the current value. A course's video lists are edited in place (uploads, links, order, and
 * which chapters are free previews), and new files upload first.
 */
interface UpdateItemFormProps {
  item: CourseDetail | RobotDetail;
  videoLists?: CourseVideoLists;
  /** Refreshes what the page read, so the next visit shows the update. */
  onSaved: () => Promise<unknown>;
}

export function UpdateItemForm({ item, videoLists, onSaved }: UpdateItemFormProps) {
  const robot = item.type === 'robot';
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);
  const [videos, setVideos] = useState(() => videoLists && storedVideoLists(videoLists, videoLists.preview_entries));
  const uploads = useUploads();
  const navigate = useNavigate();
  const busy = saving || uploads.current !== null;

  async function onSubmit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    const checked = checkForm(robot ? updateRobotRequest : updateItemRequest, { ...formValues(e.currentTarget), slug: item.slug });
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    setSaving(true);
    let lists = {};
    if (videos) {
      try {
        const names = videoNames(videos, await uploads.run(videoJobs(videos, item.title)));
        lists = { ...names, preview_entries: previewNames(videos, names) };
      } catch (err) {
        setSaving(false);
        return explainCreateFailure(err, 'upload');
      }
    }
    try {
      const { message } = await updateItem(robot ? 'robot' : 'course', { ...checked.data, ...lists });
      await onSaved();
      toast.success(message, { duration: ADMIN_TOAST_MS });
      void navigate(robot ? paths.admin.robots : paths.admin.courses);
    } catch (err) {
      setSaving(false);
      if (!(err instanceof HandledApiError)) setFailure(err instanceof Error ? err.message : 'The update failed.');
    }
  }

  return (
    <Card className="max-w-3xl">
      <h1 className="mb-1 text-2xl font-semibold">Update {robot ? 'Robot' : 'Course'}</h1>
      <p className="mb-6 text-sm text-slate-400">Leave a field blank to keep its current value.</p>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={`Update ${item.title}`}>
        {failure && <FormMessage tone="error">{failure}</FormMessage>}
        <Field label="Title" name="title" placeholder={item.title} error={errors.title} disabled={busy} />
        <TextArea label="Description" name="description" placeholder={item.description} disabled={busy} />
        <Field label="Price (USD)" name="usd" type="number" step="0.01" min="0" placeholder={String(item.usd)} error={errors.usd} disabled={busy} />
        {robot && <ActivationLimitField mode="update" current={item.activation_limit} error={errors.activation_limit} disabled={busy} />}
        {videos &&
          VIDEO_LISTS.map((l) => (
            <VideoListEditor
              key={l.key}
              label={l.label}
              entries={videos[l.key]}
              onChange={(entries) => setVideos((v) => v && { ...v, [l.key]: entries })}
              progress={uploads.progress}
              disabled={busy}
              previews
            />
          ))}
        <Button type="submit" disabled={busy} className="w-fit">
          {busy ? 'Saving…' : 'Update'}
        </Button>
      </form>
      {uploads.current && <UploadOverlay done={uploads.current.done} total={uploads.current.total} current={uploads.current.name} />}
    </Card>
  );
}
