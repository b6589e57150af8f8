import { type SubmitEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { type EditableCourse, type EditableRobot, updateCourseRequest, updateRobotRequest } from '@academy/shared/admin-catalogue';
import { ApiError } from '@academy/shared/api-error';
import type { CertificateCounts } from '@academy/shared/catalogue';
import { COURSE_TYPES, ROBOT_TYPES } from '@academy/shared/categories';
import { ADMIN_TOAST_MS } from '@academy/shared/constants';
import { Button } from '../../../components/ui/button.tsx';
import { Card, FormMessage } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { HandledApiError } from '../../../lib/api-client.ts';
import { showDialog } from '../../../lib/dialogs.ts';
import { checkForm, type FieldErrors, formValues } from '../../../lib/form.ts';
import { updateItem } from '../api/update-item.ts';
import { explainCreateFailure } from '../create-outcome.ts';
import { type Job, useUploads } from '../use-uploads.ts';
import { previewNames, storedVideoLists, VIDEO_LISTS, videoJobs, videoNames } from '../video-lists.ts';
import { ActivationLimitField } from './activation-limit-field.tsx';
import { RobotTermsFields } from './robot-terms-fields.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { FileDrop } from './file-drop.tsx';
import { ItemFields } from './item-fields.tsx';
import { UploadOverlay } from './upload-overlay.tsx';
import { VideoListEditor } from './video-list-editor.tsx';

/** What a course's certificate counts (docs/decisions/091-certificates-that-mean-it.md). */
const CERTIFICATE_RULES = [
  ['watched', 'Chapters watched to the end'],
  ['marked', 'Chapters watched or marked complete'],
] as const satisfies readonly (readonly [CertificateCounts, string])[];

/** Retiring takes an item off sale for everyone but its buyers: asked first, saying what buyers keep. */
const retireAfterAsking = (kind: 'course' | 'robot', title: string) =>
  showDialog({
    title: `Retire ${title}?`,
    text: `It leaves the listings, the search and the sitemap, and can no longer be bought or checked out. Everyone who bought it keeps access: ${
      kind === 'course' ? 'the course, its player, quizzes and certificate' : 'the download, updates and their licences'
    } stay in their dashboard.`,
    tone: 'warning',
    confirmText: `Retire ${kind}`,
    cancelText: 'Keep it',
  });

type UpdateItemFormProps = ({ kind: 'robot'; item: EditableRobot } | { kind: 'course'; item: EditableCourse }) & {
  /** Reads the item again: after a save, and when the admin reloads it after someone else's. */
  reload: () => Promise<unknown>;
};

/**
 * docs/requirements.md#validation: every field starts at its stored value; a blank one keeps it. The
 * cover and the type may change; a course's video lists are edited in place (uploads, links, order,
 * and which chapters are free previews). New files upload first. The save names the revision the form
 * was read at: when someone else saved since, it is refused, and the form says so and offers the item
 * as it is now, what the admin typed staying in place until they take it.
 */
export function UpdateItemForm({ kind, item, reload }: UpdateItemFormProps) {
  const robot = kind === 'robot';
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');
  const [changed, setChanged] = useState('');
  const [saving, setSaving] = useState(false);
  const [image, setImage] = useState<File[]>([]);
  const [videos, setVideos] = useState(() => (kind === 'course' ? storedVideoLists(item, item.preview_entries) : undefined));
  const uploads = useUploads();
  const navigate = useNavigate();
  const busy = saving || uploads.current !== null;

  async function onSubmit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    const checked = checkForm(robot ? updateRobotRequest : updateCourseRequest, { ...formValues(e.currentTarget), slug: item.slug, revision: item.revision });
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    if (checked.data.status === 'retired' && item.status !== 'retired' && !(await retireAfterAsking(kind, item.title))) return;
    setSaving(true);
    setFailure('');
    const cover: Job[] = image.map((file) => ({ file, target: { upload_type: robot ? 'robots' : 'course', course_title: item.title } }));
    let uploaded: string[];
    try {
      uploaded = await uploads.run([...cover, ...(videos ? videoJobs(videos, item.title) : [])]);
    } catch (err) {
      setSaving(false);
      return explainCreateFailure(err, 'upload');
    }
    // The stored names come back in the order of the jobs: the cover, then each list's files.
    const imageName = cover.length ? uploaded[0] : undefined;
    const names = videos && videoNames(videos, uploaded.slice(cover.length));
    const lists = videos && names ? { ...names, preview_entries: previewNames(videos, names) } : {};
    try {
      const { message } = await updateItem(kind, { ...checked.data, ...lists, ...(imageName && { image_name: imageName }) });
      await reload();
      toast.success(message, { duration: ADMIN_TOAST_MS });
      void navigate(robot ? paths.admin.robots : paths.admin.courses);
    } catch (err) {
      setSaving(false);
      if (err instanceof HandledApiError) return;
      if (err instanceof ApiError && err.code === 409) setChanged(err.message);
      else setFailure(err instanceof Error ? err.message : 'The update failed.');
    }
  }

  return (
    <Card className="max-w-3xl">
      <h1 className="mb-6 text-2xl font-semibold">Update {robot ? 'Robot' : 'Course'}</h1>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label={`Update ${item.title}`}>
        <ItemFields
          errors={errors}
          busy={busy}
          author={item.author}
          category={robot ? 'robots' : 'courses'}
          types={robot ? ROBOT_TYPES : COURSE_TYPES}
          current={item}
        />
        {kind === 'robot' && <ActivationLimitField current={item.activation_limit} error={errors.activation_limit} disabled={busy} />}
        {kind === 'robot' && <RobotTermsFields item={item} errors={errors} disabled={busy} />}
        {kind === 'course' && (
          <SelectField
            label="The certificate counts"
            name="certificate_counts"
            options={CERTIFICATE_RULES}
            defaultValue={item.certificate_counts}
            disabled={busy}
          />
        )}
        <div className="sm:col-span-2">
          <FileDrop
            label="Image"
            files={image}
            onFiles={setImage}
            accept={{ 'image/*': [] }}
            current={item.image_name}
            progress={uploads.progress}
            disabled={busy}
          />
        </div>
        {videos &&
          VIDEO_LISTS.map((l) => (
            <div key={l.key} className="sm:col-span-2">
              <VideoListEditor
                label={l.label}
                entries={videos[l.key]}
                onChange={(entries) => setVideos((v) => v && { ...v, [l.key]: entries })}
                progress={uploads.progress}
                disabled={busy}
                previews
              />
            </div>
          ))}
        {/* Beside the button just pressed: on a long course form the top is out of sight. */}
        {changed && (
          <div role="alert" className="flex flex-col gap-3 rounded-lg border border-amber-400/60 bg-amber-400/10 p-4 text-sm text-amber-100 sm:col-span-2">
            <p>{changed}</p>
            <p>What you typed stays in the form until you reload, to copy what you need.</p>
            <Button variant="secondary" className="w-fit" onClick={() => void reload()}>
              Reload {robot ? 'robot' : 'course'}
            </Button>
          </div>
        )}
        {failure && (
          <div className="sm:col-span-2">
            <FormMessage tone="error">{failure}</FormMessage>
          </div>
        )}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Update'}
          </Button>
        </div>
      </form>
      {uploads.current && <UploadOverlay upload={uploads.current} />}
    </Card>
  );
}
