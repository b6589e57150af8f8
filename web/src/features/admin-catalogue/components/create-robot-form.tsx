import { type SubmitEvent, useState } from 'react';
import { createRobotRequest } from '@academy/shared/admin-catalogue';
import { ROBOT_TYPES } from '@academy/shared/categories';
import { Card } from '../../../components/ui/card.tsx';
import { checkForm, type FieldErrors, formValues } from '../../../lib/form.ts';
import { useCreateItem } from '../use-create-item.ts';
import { ActivationLimitField } from './activation-limit-field.tsx';
import { FileDrop, ZIP_FILES } from './file-drop.tsx';
import { ItemFields } from './item-fields.tsx';
import { UploadOverlay } from './upload-overlay.tsx';
import { UploadSubmit } from './upload-submit.tsx';

// The stored file names come after the uploads; the files themselves are checked here.
const fieldsBeforeUpload = createRobotRequest.omit({ image_name: true, zip_file_name: true });

/** docs/requirements.md#validation: every field required, with the shared schema's messages; the image and the zip upload first. */
function check(values: Record<string, string>, image: File[], zip: File[]): FieldErrors {
  const errors: FieldErrors = { ...checkForm(fieldsBeforeUpload, values).errors };
  if (!image.length) errors.image = 'Image is required';
  if (!zip.length) errors.zip = 'ZIP file is required';
  return errors;
}

export function CreateRobotForm({ author }: { author: string }) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const { create, uploads, busy, draft, formRef, interrupted } = useCreateItem<{ image: File[]; zip: File[] }>('robot');
  const [image, setImage] = useState<File[]>(draft?.files.image ?? []);
  const [zip, setZip] = useState<File[]>(draft?.files.zip ?? []);

  async function onSubmit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const values = formValues(form);
    const found = check(values, image, zip);
    setErrors(found);
    if (Object.keys(found).length) return;
    const target = { upload_type: 'robots' as const, course_title: values.title };
    await create(
      [
        { file: image[0]!, target },
        { file: zip[0]!, target },
      ],
      ([imageName, zipName]) => ({ ...values, author, image_name: imageName!, zip_file_name: zipName! }),
      () => {
        form.reset();
        setImage([]);
        setZip([]);
      },
      { values, files: { image, zip } },
    );
  }

  return (
    <Card className="max-w-3xl">
      <h1 className="mb-6 text-2xl font-semibold">Create Robot</h1>
      <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Create robot">
        <ItemFields errors={errors} busy={busy} author={author} category="robots" types={ROBOT_TYPES} defaultPrice={1000} />
        <FileDrop label="Image" files={image} onFiles={setImage} accept={{ 'image/*': [] }} error={errors.image} progress={uploads.progress} disabled={busy} />
        <FileDrop label="ZIP file" files={zip} onFiles={setZip} accept={ZIP_FILES} error={errors.zip} progress={uploads.progress} disabled={busy} />
        <ActivationLimitField error={errors.activation_limit} disabled={busy} />
        <UploadSubmit label="Create Robot" busy={busy} interrupted={interrupted} />
      </form>
      {uploads.current && <UploadOverlay upload={uploads.current} />}
    </Card>
  );
}
