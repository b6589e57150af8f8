import { type SubmitEvent, useState } from 'react';
import { toast } from 'sonner';
import type { RobotDetail } from '@academy/shared/catalogue';
import { ADMIN_TOAST_MS } from '@academy/shared/constants';
import { robotVersionRequest } from '@academy/shared/licences';
import { Button } from '../../../components/ui/button.tsx';
import { Card, FormMessage } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { HandledApiError } from '../../../lib/api-client.ts';
import { checkForm, type FieldErrors, formValues } from '../../../lib/form.ts';
import { licenceCheckIncludeUrl } from '../api/licence-check-include.ts';
import { publishVersion } from '../api/publish-version.ts';
import { explainCreateFailure } from '../create-outcome.ts';
import { useUploads } from '../use-uploads.ts';
import { FileDrop, ZIP_FILES } from './file-drop.tsx';
import { TextArea } from './form-controls.tsx';
import { UploadOverlay } from './upload-overlay.tsx';

// The zip's stored name comes after its upload; the file itself is checked here.
const fieldsBeforeUpload = robotVersionRequest.omit({ zip_file_name: true });

/** A new version of a robot: its number, what changed and its zip. Buyers get it at once, and a mail. */
export function PublishVersionForm({ robot, onPublished }: { robot: RobotDetail; onPublished: () => Promise<unknown> }) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');
  const [zip, setZip] = useState<File[]>([]);
  const [saving, setSaving] = useState(false);
  const uploads = useUploads();
  const busy = saving || uploads.current !== null;

  async function onSubmit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const checked = checkForm(fieldsBeforeUpload, formValues(form));
    const found: FieldErrors = { ...checked.errors, ...(zip.length ? {} : { zip: 'ZIP file is required' }) };
    setErrors(found);
    setFailure('');
    if (!checked.data || !zip.length) return;
    setSaving(true);
    let zipName: string;
    try {
      zipName = (await uploads.run([{ file: zip[0]!, target: { upload_type: 'robots', course_title: robot.title } }]))[0]!;
    } catch (err) {
      setSaving(false);
      return explainCreateFailure(err, 'upload');
    }
    try {
      const message = await publishVersion(robot.slug, { ...checked.data, zip_file_name: zipName });
      await onPublished();
      toast.success(message, { duration: ADMIN_TOAST_MS });
      form.reset();
      setZip([]);
      uploads.reset();
    } catch (err) {
      // A version already published (409) or a zip that is not one (422): the server says which.
      if (!(err instanceof HandledApiError)) setFailure(err instanceof Error ? err.message : 'The version could not be published.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card className="max-w-3xl">
      <h2 className="mb-1 text-xl font-semibold">Publish a new version</h2>
      <p className="mb-2 text-sm text-slate-400">
        Current version: <span className="font-semibold text-slate-100">{robot.version}</span>. Buyers get a new one at once, and a mail with its changelog.
      </p>
      <p className="mb-6 text-sm text-slate-400">
        <a href={licenceCheckIncludeUrl(robot.slug)} download className="font-semibold text-accent-400 hover:underline">
          Download the licence check (MeridianLicence.mqh)
        </a>
        : include it in the robot&apos;s source, call MeridianLicenceCheck() in OnInit, compile, and upload the compiled .ex4/.ex5 in the zip.
      </p>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={`Publish a new version of ${robot.title}`}>
        {failure && <FormMessage tone="error">{failure}</FormMessage>}
        <Field label="Version" name="version" placeholder="e.g. 1.3" error={errors.version} disabled={busy} />
        <TextArea label="Changelog" name="changelog" error={errors.changelog} disabled={busy} />
        <FileDrop label="New ZIP file" files={zip} onFiles={setZip} accept={ZIP_FILES} error={errors.zip} progress={uploads.progress} disabled={busy} />
        <Button type="submit" disabled={busy} className="w-fit">
          {busy ? 'Publishing…' : 'Publish'}
        </Button>
      </form>
      {uploads.current && <UploadOverlay upload={uploads.current} />}
    </Card>
  );
}
